import { opsEndpoints as e } from '@console/contract';
import { operatorCookie, setOperatorCookie } from '../../platform/operator-session.js';
import { defineRoute } from '../../platform/route.js';
import { changeOperatorPassword, currentOperator, signInOperator, signOutOperator } from './service.js';

export const opsRoutes = [
  defineRoute(e.signIn, async ({ deps, caller, body, headers, reply }) => {
    // The captcha's token travels in the `token` header, the nonce of its proof of work in `pow`, as on the console's sign-in.
    const { token, operator } = await signInOperator(deps, { caller, ...body, captchaToken: headers.token, pow: headers.pow });
    setOperatorCookie(reply, token, deps.config.publicUrl.startsWith('https:'));
    return operator;
  }),
  defineRoute(e.me, async ({ caller }) => currentOperator({ caller })),
  defineRoute(e.password, ({ deps, caller, body }) => changeOperatorPassword(deps, { caller, ...body })),
  defineRoute(e.signOut, async ({ deps, caller, reply }) => {
    await signOutOperator(deps, { caller });
    reply.clearCookie(operatorCookie, { path: '/' });
  }),
];
