import { definePages } from '../../app/capability';

/** The local outbox page; it sends visitors to /404 when the site config says the outbox is off. */
export const outboxPages = definePages({
  name: 'outbox',
  publicRoutes: [{ path: '/outbox', name: 'outbox', load: () => import('./OutboxPage') }],
});
