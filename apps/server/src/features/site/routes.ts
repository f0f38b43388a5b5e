import { consoleVersion, siteEndpoints as e } from '@console/contract';
import { buildOpenApi } from '../../platform/openapi.js';
import { defineRoute } from '../../platform/route.js';
import { checkHealth, getPublicWebsiteConfig, getWebsiteConfig, updateWebsiteConfig } from './service.js';

export const siteRoutes = [
  defineRoute(e.config, ({ deps, caller }) => getPublicWebsiteConfig(deps, { caller })),
  defineRoute(e.opsConfig, ({ deps }) => getWebsiteConfig(deps)),
  defineRoute(e.updateConfig, ({ deps, caller, body }) => updateWebsiteConfig(deps, { caller, config: body })),
  defineRoute(e.health, ({ deps }) => checkHealth(deps)),
  // The document is its own answer, not an envelope: the endpoints this app registered, as it runs.
  defineRoute(e.openApi, async ({ req, reply }) => reply.send(buildOpenApi(req.server.endpoints, consoleVersion))),
];
