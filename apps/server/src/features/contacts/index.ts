import { defineCapability } from '../../platform/capability.js';
import { contactsImportJob } from './import-contacts.js';
import { contactsRoutes } from './routes.js';

/** External contacts (§2 exContacts/list): individuals and enterprises the enterprise deals with. */
export const contacts = defineCapability({ name: 'contacts', tables: ['contacts'], routes: contactsRoutes, jobs: [contactsImportJob] });
