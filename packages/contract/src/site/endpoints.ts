import { defineEndpoints, documentOutput } from '../endpoint.js';
import { siteRoutes } from './routes.js';
import { healthSchema, publicWebsiteConfigSchema, websiteConfigRecordSchema, websiteConfigSchema } from './schemas.js';

export const siteEndpoints = defineEndpoints(siteRoutes, {
  config: {
    summary: 'Website config and console version, applied by the console at first navigation',
    summaryZh: '网站配置与控制台版本，由控制台在首次导航时应用',
    output: publicWebsiteConfigSchema,
  },
  opsConfig: {
    summary: 'Website config with who changed it last',
    summaryZh: '网站配置及其最近一次的修改人',
    output: websiteConfigRecordSchema,
  },
  updateConfig: {
    summary: 'Change the website config',
    summaryZh: '修改网站配置',
    body: websiteConfigSchema,
    output: websiteConfigRecordSchema,
  },
  health: {
    summary: 'Liveness and database reachability',
    summaryZh: '存活状态与数据库连通性',
    output: healthSchema,
  },
  openApi: {
    summary: 'This API as an OpenAPI 3.1 document',
    summaryZh: '本接口的 OpenAPI 3.1 文档',
    output: documentOutput('application/json'),
  },
});
