import { definePages } from '../../app/capability';

/** Issue 16: the certificates' console pages (the CA itself is server-side only so far). */
export const certificatesPages = definePages({
  name: 'certificates',
  namespaces: ['errors'],
});
