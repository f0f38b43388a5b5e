import { defineRoutes } from '../route.js';

/**
 * Templates: a PDF uploaded once with fill-in and signature fields bound to roles,
 * versioned; a flow started from one with the values and the people for each role.
 */
export const templatesRoutes = defineRoutes('templates', {
  /** A new template with its PDF (multipart): version 1, no field yet, disabled. */
  create: { method: 'POST', path: '/console/templates/create', access: 'user', permission: 'myTemplates', encoding: 'multipart' },
  /** The tenant's templates, newest first (keyset-paged), optionally by a word of the name. */
  list: { method: 'GET', path: '/console/templates/list', access: 'user', permission: 'myTemplates' },
  /** A template's current version with its roles and fields. */
  detail: { method: 'GET', path: '/console/templates/:id', access: 'user', permission: 'myTemplates' },
  /** The PDF of one of a template's versions (for the field designer). */
  file: { method: 'GET', path: '/console/templates/:id/versions/:versionId/file', access: 'user', permission: 'myTemplates' },
  /** Saves an edit as a new version (flows made from earlier versions keep theirs). */
  save: { method: 'POST', path: '/console/templates/:id/save', access: 'user', permission: 'myTemplates' },
  /** Enables a template: every role has a signature field. */
  enable: { method: 'POST', path: '/console/templates/:id/enable', access: 'user', permission: 'myTemplates' },
  /** Disables a template: it starts nothing until enabled again. */
  disable: { method: 'POST', path: '/console/templates/:id/disable', access: 'user', permission: 'myTemplates' },
  /** Starts a sign flow from the template's current version with the values and the people for each role. */
  start: { method: 'POST', path: '/console/templates/:id/start', access: 'user', permission: 'myTemplates' },
});

/** Templates in the open API (signed; the flow a template starts is metered like any started flow). */
export const templateApiRoutes = defineRoutes('templates', {
  /** The application's enterprise's templates (keyset-paged). */
  apiList: { method: 'GET', path: '/platform-api/v1/template/list', access: 'app' },
  /** A template with its roles and fields. */
  apiGet: { method: 'GET', path: '/platform-api/v1/template/get', access: 'app' },
  /** A flow from an enabled template, started at once (metered: one unit of service signFlow). */
  apiCreateFlow: { method: 'POST', path: '/platform-api/v1/signFlow/createByTemplate', access: 'app' },
});

/**
 * Bulk send: one flow per row of an xlsx through the spreadsheet import
 * (template download, dry run with per-row errors, confirm, a job beyond 1,000 rows, error report),
 * the batches and their flows. The button permission of the templates page.
 */
export const templateBulkRoutes = defineRoutes('templates', {
  /** The xlsx template of a template's current version: a column per initiator field and per role's signer. */
  bulkTemplate: {
    method: 'GET',
    path: '/console/templates/:id/bulk/template',
    access: 'user',
    permission: 'serviceManage:myTemplates:bulkSend',
  },
  /** Multipart `file` with `title`, `message`, `deadlineAt`: a dry run; no flow is created. */
  bulkPreview: {
    method: 'POST',
    path: '/console/templates/:id/bulk/preview',
    access: 'user',
    permission: 'serviceManage:myTemplates:bulkSend',
    encoding: 'multipart',
  },
  /** Sends the valid rows of a preview, a flow each (a job beyond 1,000 rows); a second confirm changes nothing. */
  bulkConfirm: {
    method: 'POST',
    path: '/console/templates/bulk/:id/confirm',
    access: 'user',
    permission: 'serviceManage:myTemplates:bulkSend',
  },
  /** The tenant's bulk sends, newest first (keyset-paged), optionally of one template. */
  bulkList: { method: 'GET', path: '/console/templates/bulk/list', access: 'user', permission: 'serviceManage:myTemplates:bulkSend' },
  /** A bulk send: its progress, row errors and its flows' counts (waiting, signed, rejected). */
  bulkDetail: { method: 'GET', path: '/console/templates/bulk/:id', access: 'user', permission: 'serviceManage:myTemplates:bulkSend' },
  /** The flows a bulk send created, by row (keyset-paged). */
  bulkFlows: {
    method: 'GET',
    path: '/console/templates/bulk/:id/flows',
    access: 'user',
    permission: 'serviceManage:myTemplates:bulkSend',
  },
  /** The error report: invalid and failed rows as uploaded with their problems (CSV). */
  bulkErrors: {
    method: 'GET',
    path: '/console/templates/bulk/:id/errors',
    access: 'user',
    permission: 'serviceManage:myTemplates:bulkSend',
  },
});
