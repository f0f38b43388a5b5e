/** What the app shell uses of the account: the session's header and account info, and sign-out. */
export { accountApi } from './api';
