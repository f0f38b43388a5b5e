import { accountRoutes as r } from '@console/contract/account/routes';
import { call } from '../../api/http';

/** The signed-in session as the console reads it (§3): header info, account info, sign-out. */
export const accountApi = {
  headerInfo: () => call(r.headerInfo),
  /** §7's form-encoded family (an empty form). */
  userInfo: () => call(r.userInfo),
  signOut: () => call(r.logout),
};
