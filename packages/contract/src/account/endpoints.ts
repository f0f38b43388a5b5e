import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { accountRoutes } from './routes.js';
import { accountInfoSchema, headerInfoSchema, sessionProbeSchema } from './schemas.js';

export const accountEndpoints = defineEndpoints(accountRoutes, {
  headerInfo: {
    summary: 'Header info: the session context (companyUuid, type)',
    summaryZh: '页头信息：会话上下文（companyUuid、type）',
    output: headerInfoSchema,
  },
  userInfo: {
    summary: 'Account info with the moduleList the console builds its routes and menu from',
    summaryZh: '账号信息，含控制台据以生成路由和菜单的 moduleList',
    output: accountInfoSchema,
  },
  logout: {
    summary: 'Sign out: ends the session on the server',
    summaryZh: '退出登录：在服务器端结束会话',
    output: nothing,
  },
  sessionProbe: {
    summary: 'Whether this browser is signed in: never refused, so a visitor’s browser logs no failed request',
    summaryZh: '本浏览器是否已登录：从不拒绝，因此访客的浏览器不会记录失败的请求',
    output: sessionProbeSchema,
  },
});
