import { defineCapability } from '../../platform/capability.js';
import { accountRoutes } from './routes.js';

/** The signed-in session as the console reads it: header info, account info, sign-out. */
export const account = defineCapability({ name: 'account', tables: ['users'], routes: accountRoutes });

export { type Recipient, recipientOf, recipientsOf } from './recipients.js';
export { type AccountCard, accountCardsOf } from './cards.js';
export { accountNamedBy, accountNamesOf, accountRealNameOf, accountShownAs, accountStandingOf } from './lookups.js';
export {
  type AccountRecord,
  accountHeldByOther,
  accountRecordOf,
  accountSummariesOf,
  accountsMatching,
  changeAccount,
  createAccount,
} from './records.js';
