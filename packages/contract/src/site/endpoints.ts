import { defineEndpoints, documentOutput } from '../endpoint.js';
import { siteRoutes } from './routes.js';
import { healthSchema, publicWebsiteConfigSchema, websiteConfigRecordSchema, websiteConfigSchema } from './schemas.js';

export const siteEndpoints = defineEndpoints(siteRoutes, {
  config: {
    summary: 'Website config and console version, applied by the console at first navigation',
    output: publicWebsiteConfigSchema,
  },
  opsConfig: {
    summary: 'Website config with who changed it last',
    output: websiteConfigRecordSchema,
  },
  updateConfig: {
    summary: 'Change the website config',
    body: websiteConfigSchema,
    output: websiteConfigRecordSchema,
  },
  health: {
    summary: 'Liveness and database reachability',
    output: healthSchema,
  },
  openApi: {
    summary: 'This API as an OpenAPI 3.1 document',
    output: documentOutput('application/json'),
  },
});
