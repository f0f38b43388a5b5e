import { definePurposes } from '../../platform/codes.js';

/** The verification codes of real-name authentication: to the phone of the 3 elements, or the bank-reserved phone of the 4. */
export const purposes = definePurposes('realName', {
  phone: 'real_name_phone',
  bank: 'real_name_bank',
});
