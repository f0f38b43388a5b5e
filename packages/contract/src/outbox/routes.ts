import { defineRoutes } from '../route.js';

/** The local outbox (OUTBOX_PAGE=on, this computer only): the e-mails and SMS that would have gone out, so codes can be read. */
export const outboxRoutes = defineRoutes('outbox', {
  list: { method: 'GET', path: '/base/outbox', access: 'public' },
});
