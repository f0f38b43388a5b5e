import { defineCapability } from '../../platform/capability.js';
import { inheritChannel } from './association.js';
import { channelsRoutes } from './routes.js';

/**
 * Channel partners: the back office's partners, their branding on the partner links and
 * entry pages, the association of the accounts and enterprises they bring (first wins), and what each
 * brought with its paid orders.
 */
export const channels = defineCapability({
  name: 'channels',
  tables: ['channels', 'channel_accounts', 'channel_enterprises'],
  routes: channelsRoutes,
});

/** The enterprise capability calls it when a person creates an enterprise, and hands in what channels reads of enterprises. */
export { inheritChannel };
export { type EnterpriseDirectory, provideEnterpriseDirectory } from './enterprise-directory.js';
/** The cost center hands in, at start, how channels reads the paid orders of what a partner brought. */
export { type OrderDirectory, provideOrderDirectory } from './order-directory.js';
