import { enterpriseAuthEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { openDocument, replyWithImage, uploadDocument } from './documents.js';
import { legalPersonElements, legalPersonFace, publicLegalPersonTicket, resendLegalPerson } from './legalPerson.js';
import { decide, getApplication, listApplications, listRemittances, openApplicationDocument } from './review.js';
import { submitAmount } from './amount.js';
import { createAuth, getHistory, selectProjectInfo, updateAuth } from './service.js';

/**
 * Enterprise authentication: §7 createAuth, updateAuth, selectProjectInfo, the history and
 * bankAuthSubmit's amount; company documents; the legal representative's link (public); the back
 * office's review queue and the sandbox bank's ledger.
 */
export const enterpriseAuthRoutes = [
  defineRoute(e.createAuth, ({ deps, caller, body }) => createAuth(deps, { caller, ...body })),
  defineRoute(e.updateAuth, ({ deps, caller, body }) => updateAuth(deps, { caller, ...body })),
  defineRoute(e.selectProjectInfo, ({ deps, caller }) => selectProjectInfo(deps, { caller })),
  defineRoute(e.history, ({ deps, caller, query }) => getHistory(deps, { caller, ...query })),
  defineRoute(e.amount, ({ deps, caller, body }) => submitAmount(deps, { caller, ...body })),

  defineRoute(e.uploadDocument, ({ deps, caller, body, file }) => uploadDocument(deps, { caller, ...body, file })),
  defineRoute(e.document, async ({ deps, caller, params, reply }) =>
    replyWithImage(reply, await openDocument(deps, { caller, ...params })),
  ),

  defineRoute(e.legalPersonResend, ({ deps, caller, body }) => resendLegalPerson(deps, { caller, ...body })),
  defineRoute(e.legalPersonTicket, ({ deps, caller, params }) => publicLegalPersonTicket(deps, { caller, ...params })),
  defineRoute(e.legalPersonElements, ({ deps, caller, params, body }) => legalPersonElements(deps, { caller, ...params, ...body })),
  defineRoute(e.legalPersonFace, ({ deps, caller, params, body, file }) => legalPersonFace(deps, { caller, ...params, ...body, file })),

  defineRoute(e.reviewApplications, ({ deps, caller, query }) => listApplications(deps, { caller, ...query })),
  defineRoute(e.reviewApplication, ({ deps, caller, params }) => getApplication(deps, { caller, ...params })),
  defineRoute(e.reviewDocument, async ({ deps, caller, params, reply }) =>
    replyWithImage(reply, await openApplicationDocument(deps, { caller, ...params })),
  ),
  defineRoute(e.reviewDecision, ({ deps, caller, params, body }) => decide(deps, { caller, ...params, ...body })),
  defineRoute(e.remittances, ({ deps, caller, query }) => listRemittances(deps, { caller, ...query })),
];
