import { evidenceEndpoints as e } from '@console/contract';
import { notFound } from '../../platform/errors.js';
import { isLoopbackAddress } from '../../platform/loopback.js';
import { defineRoute } from '../../platform/route.js';
import { anchorPendingDeposits } from './anchor.js';
import { apiDepositEvidence, apiGetEvidence } from './api.js';
import { checkByCode } from './check.js';
import { depositEvidence, evidenceCertificate, getEvidence, listEvidence } from './service.js';

export const evidenceRoutes = [
  defineRoute(e.deposit, ({ deps, caller, body }) => depositEvidence(deps, { caller, ...body })),
  defineRoute(e.list, ({ deps, caller, query }) => listEvidence(deps, { caller, ...query })),
  defineRoute(e.detail, ({ deps, caller, params }) => getEvidence(deps, { caller, ...params })),
  defineRoute(e.certificate, async ({ deps, caller, params, reply }) => {
    const file = await evidenceCertificate(deps, { caller, ...params });
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .send(file.bytes);
  }),
  defineRoute(e.publicVerify, ({ deps, caller, params }) => checkByCode(deps, { caller, ...params })),
  defineRoute(e.apiDeposit, ({ deps, caller, body }) => apiDepositEvidence(deps, { caller, ...body })),
  defineRoute(e.apiGet, ({ deps, caller, params }) => apiGetEvidence(deps, { caller, ...params })),
  // Registered in test mode only (testOnly), and then for this machine's clients only.
  defineRoute(e.testAnchor, ({ deps, req }) => {
    if (!isLoopbackAddress(req.socket.remoteAddress)) throw notFound();
    return anchorPendingDeposits(deps);
  }),
];
