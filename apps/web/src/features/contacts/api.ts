import type { ContactForm } from '@console/contract';
import { contactsRoutes as r } from '@console/contract/contacts/routes';
import { call } from '../../api/http';

/** Calls of external contacts; paths and answers come from the endpoint table. */
export const contactsApi = {
  list: (query: { keyword: string; kind: '' | 'individual' | 'enterprise'; after: string }) => call(r.list, { query }),
  create: (body: ContactForm) => call(r.create, { body }),
  edit: (id: string, body: ContactForm) => call(r.edit, { params: { id }, body }),
  remove: (id: string) => call(r.remove, { params: { id } }),
};

export const contactsKey = ['contacts'] as const;
