import { signFlowHostedEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { hostedChoices, hostedFill } from './hosted.js';
import { hostedFace } from './hosted-face.js';
import { hostedProve, hostedProveSignedIn } from './hosted-proof.js';

/** The hosted page's proof of identity (by code, or signed in as the signer), the signer's seals or signatures, the face willingness check, its own fill-in fields. */
export const signFlowHostedRoutes = [
  defineRoute(e.hostedProve, ({ deps, caller, body }) => hostedProve(deps, { caller, ...body })),
  defineRoute(e.hostedProveSignedIn, ({ deps, caller, body }) => hostedProveSignedIn(deps, { caller, ...body })),
  defineRoute(e.hostedChoices, ({ deps, caller, body }) => hostedChoices(deps, { caller, ...body })),
  defineRoute(e.hostedFace, ({ deps, caller, body, file }) => hostedFace(deps, { caller, file, ...body })),
  defineRoute(e.hostedFill, ({ deps, caller, body }) => hostedFill(deps, { caller, ...body })),
];
