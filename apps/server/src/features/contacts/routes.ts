import { contactsEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { createContact, editContact, listContacts, removeContact } from './service.js';

/** exContacts/list: external contacts. */
export const contactsRoutes = [
  defineRoute(e.list, ({ deps, caller, query }) => listContacts(deps, { caller, ...query })),
  defineRoute(e.create, ({ deps, caller, body }) => createContact(deps, { caller, ...body })),
  defineRoute(e.edit, ({ deps, caller, params, body }) => editContact(deps, { caller, ...params, ...body })),
  defineRoute(e.remove, ({ deps, caller, params }) => removeContact(deps, { caller, ...params })),
];
