import { templateApiEndpoints as a, templatesEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { apiGetTemplate, apiListTemplates } from './api.js';
import { apiCreateFromTemplate, startFromTemplate } from './flows.js';
import { consoleList, createTemplate, saveTemplate, setTemplateEnabled, templateDetail, templateFile } from './templates.js';

export const templatesRoutes = [
  defineRoute(e.create, ({ deps, caller, body, file }) => createTemplate(deps, { caller, file, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => consoleList(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => templateDetail(deps, { caller, ...params })),
  defineRoute(e.file, async ({ deps, caller, params, reply }) => {
    const file = await templateFile(deps, { caller, ...params });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`)
      .send(file.bytes);
  }),
  defineRoute(e.save, ({ deps, caller, params, body }) => saveTemplate(deps, { caller, ...params, ...body })),
  defineRoute(e.enable, ({ deps, caller, params }) => setTemplateEnabled(deps, { caller, ...params, enabled: true })),
  defineRoute(e.disable, ({ deps, caller, params }) => setTemplateEnabled(deps, { caller, ...params, enabled: false })),
  defineRoute(e.start, ({ deps, caller, params, body }) => startFromTemplate(deps, { caller, ...params, ...body })),
];

// Idempotency-Key is honoured for every state-changing open-API call by the route wrapper (platform/idempotency.ts).
export const templateApiRoutes = [
  defineRoute(a.apiList, ({ deps, caller, query }) => apiListTemplates(deps, { caller, ...query })),
  defineRoute(a.apiGet, ({ deps, caller, query }) => apiGetTemplate(deps, { caller, ...query })),
  defineRoute(a.apiCreateFlow, ({ deps, caller, body }) => apiCreateFromTemplate(deps, { caller, ...body })),
];
