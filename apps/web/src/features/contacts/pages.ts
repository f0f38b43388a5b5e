import { definePages } from '../../app/capability';

/** External contacts (§2 exContacts/list). */
export const contactsPages = definePages({
  name: 'contacts',
  namespaces: ['errors', 'imports'],
  pages: {
    list: { load: () => import('./ContactListPage') },
  },
});
