import { idParam, nothing } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { contactsRoutes } from './routes.js';
import { contactFormSchema, contactListQuery, contactPageSchema, contactSchema } from './schemas.js';

export const contactsEndpoints = defineEndpoints(contactsRoutes, {
  list: {
    summary: 'exContacts/list: external contacts by name, code or phone, of one kind or both, keyset-paged; phones and e-mails masked',
    query: contactListQuery,
    output: contactPageSchema,
  },
  create: {
    summary:
      'An external contact: individual or enterprise (credit code or organization code, one of the two), unique in the enterprise; logged',
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  edit: {
    summary: 'Changes an external contact; logged',
    params: idParam,
    body: contactFormSchema,
    output: contactSchema,
    errors: ['contactTaken'],
  },
  remove: {
    summary: 'Deletes an external contact; logged',
    params: idParam,
    output: nothing,
  },
});
