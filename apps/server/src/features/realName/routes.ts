import { realNameEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { decide, getApplication, listApplications, readVideo } from './review.js';
import { faceTicketState, issueFaceTicket, publicTicket, publicVideo, submitFace } from './face.js';
import { getHistory, getState, resultAuth, revoke, sendElementsCode, submitElements } from './service.js';

/** The person's own pages, the public phone pages and §7's resultAuth. */
export const realNameRoutes = [
  defineRoute(e.state, ({ deps, caller }) => getState(deps, { caller })),
  defineRoute(e.history, ({ deps, caller, query }) => getHistory(deps, { caller, ...query })),
  defineRoute(e.phoneCode, ({ deps, caller, body }) => sendElementsCode(deps, { caller, mode: 'phone', ...body })),
  defineRoute(e.phoneSubmit, ({ deps, caller, body }) => submitElements(deps, { caller, mode: 'phone', ...body })),
  defineRoute(e.bankCode, ({ deps, caller, body }) => sendElementsCode(deps, { caller, mode: 'bank', ...body })),
  defineRoute(e.bankSubmit, ({ deps, caller, body }) => submitElements(deps, { caller, mode: 'bank', ...body })),
  defineRoute(e.faceSubmit, ({ deps, caller, body, file }) => submitFace(deps, { caller, purpose: 'authenticate', ...body, file })),
  defineRoute(e.faceTicket, ({ deps, caller, body }) => issueFaceTicket(deps, { caller, purpose: 'authenticate', ...body })),
  defineRoute(e.faceTicketState, ({ deps, caller, params }) => faceTicketState(deps, { caller, id: params.id })),
  defineRoute(e.changeSubmit, ({ deps, caller, body, file }) => submitFace(deps, { caller, purpose: 'change', ...body, file })),
  defineRoute(e.changeTicket, ({ deps, caller, body }) => issueFaceTicket(deps, { caller, purpose: 'change', ...body })),
  defineRoute(e.revoke, ({ deps, caller, body }) => revoke(deps, { caller, ...body })),
  defineRoute(e.publicTicket, ({ deps, caller, params }) => publicTicket(deps, { caller, ticket: params.ticket })),
  defineRoute(e.publicVideo, ({ deps, caller, params, file }) => publicVideo(deps, { caller, ticket: params.ticket, file })),
  defineRoute(e.resultAuth, ({ deps, caller }) => resultAuth(deps, { caller })),
];

/** The operator's review queue (back office). */
export const realNameReviewRoutes = [
  defineRoute(e.reviewApplications, ({ deps, caller, query }) => listApplications(deps, { caller, ...query })),
  defineRoute(e.reviewApplication, ({ deps, caller, params }) => getApplication(deps, { caller, id: params.id })),
  defineRoute(e.reviewVideo, async ({ deps, caller, params, reply }) => {
    const video = await readVideo(deps, { caller, id: params.id });
    // Decrypted for this operator only: never kept by a cache on the way.
    return reply
      .header('content-type', video.type)
      .header('cache-control', 'no-store')
      .header('content-disposition', 'inline')
      .send(video.bytes);
  }),
  defineRoute(e.reviewDecision, ({ deps, caller, params, body }) => decide(deps, { caller, id: params.id, ...body })),
];
