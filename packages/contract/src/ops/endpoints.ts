import { nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { captchaTokenHeaders } from '../auth/schemas.js';
import { opsRoutes } from './routes.js';
import { operatorChangePasswordSchema, operatorInfoSchema, operatorSignInSchema } from './schemas.js';

export const opsEndpoints = defineEndpoints(opsRoutes, {
  signIn: {
    summary:
      'Operator sign-in behind the image captcha (token and pow headers); 5 wrong passwords from one source lock the name there for 15 minutes; the session is an HttpOnly cookie',
    summaryZh:
      '运营人员登录，需先通过图形验证码（token 与 pow 请求头）；同一来源密码错误 5 次后，该账号在该来源锁定 15 分钟；会话保存在 HttpOnly Cookie 中',
    body: operatorSignInSchema,
    headers: captchaTokenHeaders,
    output: operatorInfoSchema,
    errors: ['rateLimited', 'captchaWrong', 'operatorSignInFailed', 'operatorLocked'],
  },
  me: {
    summary: 'The signed-in operator',
    summaryZh: '当前登录的运营人员',
    output: operatorInfoSchema,
  },
  password: {
    summary: 'Change the operator password (required after a one-time password); the operator’s other sessions end',
    summaryZh: '修改运营人员密码（使用一次性密码登录后必须修改）；该运营人员的其他会话随即结束',
    body: operatorChangePasswordSchema,
    output: operatorInfoSchema,
    errors: ['operatorPasswordWrong', 'operatorPasswordReused', 'passwordCommon'],
  },
  signOut: {
    summary: 'Operator sign-out',
    summaryZh: '运营人员退出登录',
    output: nothing,
  },
});
