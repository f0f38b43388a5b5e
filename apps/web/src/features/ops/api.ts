import { opsRoutes as r } from '@console/contract/ops/routes';
import { call } from '../../api/http';
import type { CaptchaProof } from '../auth/index';

/** Calls of the back office's own frame: the operator's sign-in, who is signed in, the password, sign-out. */
export const opsApi = {
  /** Behind the console's image captcha: its token and proof of work in the headers, the answer in the body. */
  signIn: (body: { name: string; password: string; captcha: string }, proof: CaptchaProof | null) =>
    call(r.signIn, { body, hideError: false, headers: proof ? { token: proof.token, pow: proof.pow } : undefined }),
  me: () => call(r.me),
  changePassword: (body: { oldPass: string; newPass: string }) => call(r.password, { body }),
  signOut: () => call(r.signOut),
};
