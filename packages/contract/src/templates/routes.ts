import { defineRoutes } from '../route.js';

/**
 * Templates (issue 32): a PDF uploaded once with fill-in and signature fields bound to roles,
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
