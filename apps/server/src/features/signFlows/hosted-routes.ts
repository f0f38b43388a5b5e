import { signFlowHostedEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { hostedChoices } from './hosted.js';
import { hostedProve, hostedProveSignedIn } from './hosted-proof.js';

/** The hosted page's proof of identity (by code, or signed in as the signer) and the signer's seals or signatures. */
export const signFlowHostedRoutes = [
  defineRoute(e.hostedProve, ({ deps, caller, body }) => hostedProve(deps, { caller, ...body })),
  defineRoute(e.hostedProveSignedIn, ({ deps, caller, body }) => hostedProveSignedIn(deps, { caller, ...body })),
  defineRoute(e.hostedChoices, ({ deps, caller, body }) => hostedChoices(deps, { caller, ...body })),
];
