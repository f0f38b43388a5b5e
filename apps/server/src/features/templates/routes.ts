import { templateApiEndpoints as a, templateBulkEndpoints as b, templatesEndpoints as e } from '@console/contract';
import { sendWorkbook } from '../../platform/imports.js';
import { defineRoute } from '../../platform/route.js';
import { apiGetTemplate, apiListTemplates } from './api.js';
import { bulkConfirm, bulkDetail, bulkErrors, bulkFlows, bulkList, bulkPreview, bulkTemplate } from './bulk.js';
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

// Bulk send: the spreadsheet import's steps for a template, the batches and their flows.
export const templateBulkRoutes = [
  defineRoute(b.bulkTemplate, async ({ deps, caller, params, reply }) => {
    const file = await bulkTemplate(deps, { caller, ...params });
    return sendWorkbook(reply, file.bytes, file.name);
  }),
  defineRoute(b.bulkPreview, ({ deps, caller, params, body, file }) => bulkPreview(deps, { caller, ...params, ...body, file })),
  defineRoute(b.bulkConfirm, ({ deps, caller, params }) => bulkConfirm(deps, { caller, ...params })),
  defineRoute(b.bulkList, ({ deps, caller, query }) => bulkList(deps, { caller, ...query })),
  defineRoute(b.bulkDetail, ({ deps, caller, params }) => bulkDetail(deps, { caller, ...params })),
  defineRoute(b.bulkFlows, ({ deps, caller, params, query }) => bulkFlows(deps, { caller, ...params, ...query })),
  defineRoute(b.bulkErrors, async ({ deps, caller, params, reply }) => {
    const report = await bulkErrors(deps, { caller, ...params });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${report.name.replace(/[^\w.-]/g, '_')}"`)
      .send(report.csv);
  }),
];
