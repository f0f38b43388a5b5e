import { defineRoutes } from '../route.js';

/**
 * Sign flows in the open API (signed like the rest; metered: one unit of service `signFlow` per
 * started flow, none for a refused call or any other endpoint). A flow an application creates is
 * its own: another application's or enterprise's flow id answers not found.
 */
export const signFlowApiRoutes = defineRoutes('signFlows', {
  /** A draft with its PDFs inline (base64, as `sign/pdf`), its signers with their fields and its CC recipients. */
  apiCreate: { method: 'POST', path: '/platform-api/v1/signFlow/create', access: 'app' },
  /** Starts a draft (metered): the first order group's signers get their links. */
  apiStart: { method: 'POST', path: '/platform-api/v1/signFlow/start', access: 'app' },
  /** The flow with its documents, signers (masked), fields and CC recipients. */
  apiGet: { method: 'GET', path: '/platform-api/v1/signFlow/get', access: 'app' },
  /** Revokes a flow in progress, with a reason. */
  apiRevoke: { method: 'POST', path: '/platform-api/v1/signFlow/revoke', access: 'app' },
  /** Urges a signer whose turn it is: a new link by SMS or e-mail (at most once an hour per signer). */
  apiUrge: { method: 'POST', path: '/platform-api/v1/signFlow/urge', access: 'app' },
  /** Moves the deadline of a flow in progress later. */
  apiExtend: { method: 'POST', path: '/platform-api/v1/signFlow/extend', access: 'app' },
  /** A new single-use link of a signer whose turn it is, for the application to hand over (the previous one stops working). */
  apiSignUrl: { method: 'POST', path: '/platform-api/v1/signFlow/signUrl', access: 'app' },
  /** The documents as they stand (base64) and the completion certificate once the flow completed. */
  apiDownload: { method: 'POST', path: '/platform-api/v1/signFlow/download', access: 'app' },
});
