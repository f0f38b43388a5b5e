import { contactsEndpoints as e } from '@console/contract';
import { confirmImport, importErrorReport, importStatus, importTemplate, previewImport, sendWorkbook } from '../../platform/imports.js';
import { defineRoute } from '../../platform/route.js';
import { contactsImport, exportContacts } from './import-contacts.js';
import { createContact, editContact, listContacts, removeContact } from './service.js';

/** exContacts/list: external contacts. */
export const contactsRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listContacts(deps, { caller, ...query })),
  defineRoute(e.create, ({ deps, caller, body }) => createContact(deps, { caller, ...body })),
  defineRoute(e.edit, ({ deps, caller, params, body }) => editContact(deps, { caller, ...params, ...body })),
  defineRoute(e.remove, ({ deps, caller, params }) => removeContact(deps, { caller, ...params })),
  defineRoute(e.importTemplate, async ({ caller, reply }) =>
    sendWorkbook(reply, await importTemplate(contactsImport, caller.lang), 'contacts-template.xlsx'),
  ),
  defineRoute(e.importPreview, ({ deps, caller, file }) => previewImport(deps, contactsImport, { caller, file })),
  defineRoute(e.importConfirm, ({ deps, caller, params }) => confirmImport(deps, contactsImport, { caller, ...params })),
  defineRoute(e.importBatch, ({ deps, caller, params }) => importStatus(deps, contactsImport, { caller, ...params })),
  defineRoute(e.importErrors, async ({ deps, caller, params, reply }) =>
    sendWorkbook(reply, await importErrorReport(deps, contactsImport, { caller, ...params }), 'contacts-errors.xlsx'),
  ),
  defineRoute(e.export, async ({ deps, caller, query, reply }) =>
    sendWorkbook(reply, await exportContacts(deps, { caller, ...query }), 'contacts.xlsx'),
  ),
];
