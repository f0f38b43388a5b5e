import type { WebsiteConfig } from '@console/contract';
import { siteRoutes as r } from '@console/contract/site/routes';
import { call } from '../../api/http';
import type { OpenApiDocument } from './apiref/openapi';

/** Calls of the site; paths and answers come from the endpoint table. */
export const siteApi = {
  /** The website config every visitor's console applies at first navigation. */
  config: () => call(r.config),
  /** Raw OpenAPI JSON, not an envelope: the client passes a body without `code` through (§7). */
  openApi: () => call(r.openApi) as Promise<OpenApiDocument>,
  /** Back office: the config with who changed it last. */
  opsConfig: () => call(r.opsConfig),
  updateConfig: (body: WebsiteConfig) => call(r.updateConfig, { body }),
};

// Under ['ops'], so an operator's sign-out forgets it with the rest of the back office.
export const websiteConfigKey = ['ops', 'siteConfig'] as const;
