import { definePurposes } from '../../platform/codes.js';

/** The verification codes and step tickets of the personal center. */
export const purposes = definePurposes('personal', {
  phoneChangeOld: 'phone_change_old',
  phoneChangeNew: 'phone_change_new',
  phoneChangeTicket: 'phone_change_ticket',
  emailChange: 'email_change',
  consoleReset: 'console_reset',
});
