import { defineCapability } from '../../platform/capability.js';
import { outboxRoutes } from './routes.js';

/** The local outbox: messages that would have gone out by e-mail or SMS, readable on a laptop. */
export const outbox = defineCapability({ name: 'outbox', tables: [], routes: outboxRoutes });
export { outboxOpenTo } from './service.js';
