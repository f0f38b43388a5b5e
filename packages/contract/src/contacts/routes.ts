import { defineRoutes } from '../route.js';

/** External contacts (§2 exContacts/list, §3): individuals and enterprises the enterprise deals with. */
export const contactsRoutes = defineRoutes('contacts', {
  /** ?keyword&kind&after: by name, phone or code, keyset-paged. */
  list: { method: 'GET', path: '/console/contacts/list', access: 'user', permission: 'list' },
  /** {kind, name, creditCode | orgCode, phone, email}. */
  create: { method: 'POST', path: '/console/contacts/create', access: 'user', permission: 'exContacts:list:add' },
  edit: { method: 'POST', path: '/console/contacts/edit/:id', access: 'user', permission: 'exContacts:list:edit' },
  remove: { method: 'POST', path: '/console/contacts/delete/:id', access: 'user', permission: 'exContacts:list:delete' },
});
