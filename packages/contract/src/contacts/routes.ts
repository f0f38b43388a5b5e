import { defineRoutes } from '../route.js';

/** External contacts (§2 exContacts/list, §3): individuals and enterprises the enterprise deals with. */
export const contactsRoutes = defineRoutes('contacts', {
  /** ?keyword&kind&after: by name, phone or code, keyset-paged. */
  list: { method: 'GET', path: '/console/contacts/list', access: 'user', permission: 'list' },
  /** {kind, name, creditCode | orgCode, phone, email}. */
  create: { method: 'POST', path: '/console/contacts/create', access: 'user', permission: 'exContacts:list:add' },
  edit: { method: 'POST', path: '/console/contacts/edit/:id', access: 'user', permission: 'exContacts:list:edit' },
  remove: { method: 'POST', path: '/console/contacts/delete/:id', access: 'user', permission: 'exContacts:list:delete' },
  // Import and export.
  importTemplate: { method: 'GET', path: '/console/contacts/import/template', access: 'user', permission: 'exContacts:list:import' },
  importPreview: {
    method: 'POST',
    path: '/console/contacts/import/preview',
    access: 'user',
    permission: 'exContacts:list:import',
    encoding: 'multipart',
  },
  importConfirm: { method: 'POST', path: '/console/contacts/import/confirm/:id', access: 'user', permission: 'exContacts:list:import' },
  importBatch: { method: 'GET', path: '/console/contacts/import/batch/:id', access: 'user', permission: 'exContacts:list:import' },
  importErrors: { method: 'GET', path: '/console/contacts/import/errors/:id', access: 'user', permission: 'exContacts:list:import' },
  /** ?keyword&kind: the contacts the list shows, as xlsx. */
  export: { method: 'GET', path: '/console/contacts/export', access: 'user', permission: 'exContacts:list:export' },
});
