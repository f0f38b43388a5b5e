import { definePurposes } from '../../platform/codes.js';

/** The codes and the step ticket of handing the master administrator's role on. */
export const purposes = definePurposes('enterprise', {
  master: 'enterprise_master',
  newMaster: 'enterprise_new_master',
  masterTicket: 'enterprise_master_ticket',
});
