import { defineRoutes } from '../route.js';

/**
 * Sign flows: a contract sent to several signers in order groups, each reached by a
 * single-use link and signing on the hosted page after an SMS code; PAdES B-T per signer.
 */
export const signFlowsRoutes = defineRoutes('signFlows', {
  /** A draft with its first PDF (multipart). */
  create: { method: 'POST', path: '/console/sign-flows/create', access: 'user', permission: 'mySignFlows', encoding: 'multipart' },
  /** One more PDF for a draft (multipart). */
  addDocument: {
    method: 'POST',
    path: '/console/sign-flows/:id/documents',
    access: 'user',
    permission: 'mySignFlows',
    encoding: 'multipart',
  },
  /** A signer of a draft with its fields. */
  addSigner: { method: 'POST', path: '/console/sign-flows/:id/signers', access: 'user', permission: 'mySignFlows' },
  /** A CC recipient of a draft. */
  addCc: { method: 'POST', path: '/console/sign-flows/:id/ccs', access: 'user', permission: 'mySignFlows' },
  /** Starts a draft: the first group's signers get their links. */
  start: { method: 'POST', path: '/console/sign-flows/:id/start', access: 'user', permission: 'mySignFlows' },
  /** The tenant's flows, newest first (keyset-paged), optionally of one status. */
  list: { method: 'GET', path: '/console/sign-flows/list', access: 'user', permission: 'mySignFlows' },
  /** A flow with its documents, signers, fields and CC recipients. */
  detail: { method: 'GET', path: '/console/sign-flows/:id', access: 'user', permission: 'mySignFlows' },
  /** Revokes a flow in progress, with a reason. */
  revoke: { method: 'POST', path: '/console/sign-flows/:id/revoke', access: 'user', permission: 'mySignFlows' },
  /** Moves a flow's deadline later. */
  extend: { method: 'POST', path: '/console/sign-flows/:id/extend', access: 'user', permission: 'mySignFlows' },
  /** Sends a signer whose turn it is a new link (at most once an hour per signer). */
  remind: { method: 'POST', path: '/console/sign-flows/:id/remind', access: 'user', permission: 'mySignFlows' },
  /** The signed-in signer's own link to the hosted page for a flow waiting for it (its session proves it; no message sent). */
  signNow: { method: 'POST', path: '/console/sign-flows/:id/sign-now', access: 'user', permission: 'mySignFlows' },
  /** Hosted page: what the link's signer sees (the link token in the body, never in a path). */
  hostedView: { method: 'POST', path: '/base/sign-flows/hosted/view', access: 'public' },
  /** Hosted page: one of the flow's documents as it stands. */
  hostedDocument: { method: 'POST', path: '/base/sign-flows/hosted/document', access: 'public' },
  /** Hosted page: an SMS code to the signer's phone (or e-mail), the proof of identity. */
  hostedCode: { method: 'POST', path: '/base/sign-flows/hosted/code', access: 'public' },
  /** Hosted page: signs every document with the signer's fields. */
  hostedSign: { method: 'POST', path: '/base/sign-flows/hosted/sign', access: 'public' },
  /** Hosted page: rejects the flow with a reason. */
  hostedReject: { method: 'POST', path: '/base/sign-flows/hosted/reject', access: 'public' },
  /** The flows waiting for the signed-in person's signature (its account's phone matches a signer's). */
  waiting: { method: 'GET', path: '/console/sign-flows/waiting', access: 'user', permission: 'mySignFlows' },
  /** The flows copied to the signed-in person. */
  copied: { method: 'GET', path: '/console/sign-flows/copied', access: 'user', permission: 'mySignFlows' },
  /** A flow's document as it stands (the latest signed revision, else the original), for whoever may read the flow. */
  document: { method: 'GET', path: '/console/sign-flows/:id/documents/:documentId/file', access: 'user', permission: 'mySignFlows' },
  /** A completed flow's completion certificate (签署报告), for its initiator's side, signers and CC recipients. */
  certificate: { method: 'GET', path: '/console/sign-flows/:id/certificate', access: 'user', permission: 'mySignFlows' },
  /** Back office: a flow by id for support — its events, never its documents. */
  opsFind: { method: 'GET', path: '/operation-webapi/sign-flows/:id', access: 'operator' },
  /** A flow's events, oldest first (the detail's timeline; the back office's events view). */
  events: { method: 'GET', path: '/console/sign-flows/:id/events', access: 'user', permission: 'mySignFlows' },
  opsEvents: { method: 'GET', path: '/operation-webapi/sign-flows/:id/events', access: 'operator' },
  /** Test mode only (jobs do not run there): the completion job now, for the e2e journeys. */
  testCompletions: { method: 'POST', path: '/sign-flows/testCompletions', access: 'public' },
});

/**
 * The hosted signing page's steps beyond the link: the signer proves it is the
 * named person — an SMS code, or a session of that person's account — and the page then holds a
 * proof token that every later step sends with the link's token.
 */
export const signFlowHostedRoutes = defineRoutes('signFlows', {
  /** Hosted page: the identity code checked; answers the proof token. */
  hostedProve: { method: 'POST', path: '/base/sign-flows/hosted/prove', access: 'public' },
  /** Hosted page: signed in as the signer (its account's phone or e-mail is the flow's); answers the proof token. */
  hostedProveSignedIn: { method: 'POST', path: '/base/sign-flows/hosted/prove-signed-in', access: 'user' },
  /** Hosted page: the seals (enterprise, by live grant) or personal signatures the proven signer may pick. */
  hostedChoices: { method: 'POST', path: '/base/sign-flows/hosted/choices', access: 'public' },
  /** The face willingness check: a video (multipart) against the signer's real-name record. */
  hostedFace: { method: 'POST', path: '/base/sign-flows/hosted/face', access: 'public', encoding: 'multipart' },
  /** Hosted page: the proven signer's own fill-in fields (a template flow's), checked and kept until it signs. */
  hostedFill: { method: 'POST', path: '/base/sign-flows/hosted/fill', access: 'public' },
});

/**
 * Batch signing: a signer with several flows waiting opens them together — from a
 * proven link, or signed in — reads each, chooses, passes one willingness check and signs the chosen.
 */
export const signFlowBatchRoutes = defineRoutes('signFlows', {
  /** Opens a batch from a link the signer proved itself on: every flow waiting for that signer. */
  batchOpen: { method: 'POST', path: '/base/sign-flows/batch/open', access: 'public' },
  /** Opens a batch as the signed-in person: every flow waiting for its account. */
  batchOpenSignedIn: { method: 'POST', path: '/base/sign-flows/batch/open-signed-in', access: 'user' },
  /** One document of a flow in the batch, as it stands; opening it marks it read. */
  batchDocument: { method: 'POST', path: '/base/sign-flows/batch/document', access: 'public' },
  /** Fixes the chosen flows and sends the one willingness code for them. */
  batchCode: { method: 'POST', path: '/base/sign-flows/batch/code', access: 'public' },
  /** Signs the chosen flows, each on its own; answers each flow's result (again, for a second submit). */
  batchSign: { method: 'POST', path: '/base/sign-flows/batch/sign', access: 'public' },
});
