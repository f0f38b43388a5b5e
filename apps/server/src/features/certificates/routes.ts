import { certificatesEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { authorityCertificate, authorityCrl, replyWithDer } from './pki.js';

export const certificatesRoutes = [
  defineRoute(e.pkiCertificate, async ({ deps, params, reply }) =>
    replyWithDer(reply, await authorityCertificate(deps, params), 'application/pkix-cert', 86_400),
  ),
  defineRoute(e.pkiCrl, async ({ deps, params, reply }) =>
    replyWithDer(reply, await authorityCrl(deps, params), 'application/pkix-crl', 60),
  ),
];
