import { consoleVersion, websiteConfigSchema } from '@console/contract';
import { buildOpenApi } from '../../platform/openapi.js';
import { defineRoute } from '../../platform/route.js';
import { getPublicWebsiteConfig, getWebsiteConfig, updateWebsiteConfig } from './service.js';

export const siteRoutes = [
  defineRoute({
    method: 'GET',
    url: '/base/site/config',
    summary: 'Website config and console version, applied by the console at first navigation',
    tag: 'site',
    auth: 'public',
    handler: ({ deps }) => getPublicWebsiteConfig(deps),
  }),
  defineRoute({
    method: 'GET',
    url: '/operation-webapi/site/config',
    summary: 'Website config with who changed it last',
    tag: 'operations',
    auth: 'operator',
    handler: ({ deps }) => getWebsiteConfig(deps),
  }),
  defineRoute({
    method: 'PUT',
    url: '/operation-webapi/site/config',
    summary: 'Change the website config',
    tag: 'operations',
    auth: 'operator',
    body: websiteConfigSchema,
    handler: ({ deps, body, operator, req }) =>
      updateWebsiteConfig(deps, { config: body, operatorId: operator.operatorId, operatorName: operator.name, ip: req.ip }),
  }),
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: 'Liveness and database reachability',
    tag: 'site',
    auth: 'public',
    handler: async ({ deps }) => {
      await getWebsiteConfig(deps);
      return { status: 'ok', version: consoleVersion, database: deps.config.database.kind };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document',
    tag: 'site',
    auth: 'public',
    raw: true,
    handler: async ({ reply, req }) => {
      await reply.send(buildOpenApi(req.server.apiCatalogue, consoleVersion));
    },
  }),
];
