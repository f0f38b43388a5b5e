import { opsRoutes as r } from '@console/contract/ops/routes';
import { call } from '../../api/http';

/** Calls of the back office's own frame: the operator's sign-in, who is signed in, the password, sign-out. */
export const opsApi = {
  signIn: (body: { name: string; password: string }) => call(r.signIn, { body, hideError: false }),
  me: () => call(r.me),
  changePassword: (body: { oldPass: string; newPass: string }) => call(r.password, { body }),
  signOut: () => call(r.signOut),
};
