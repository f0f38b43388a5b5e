import { defineRoutes } from '../route.js';

/**
 * Enterprise real-name authentication (§2 eAuthRealName, §4 bank remittance, §7): the application
 * in any mode, its history and the remitted amount, company documents, the legal representative's
 * public link, and the back office's review queue and the sandbox bank's remittance ledger. The
 * four §7 calls keep their exact paths (§7 resultAuth is real-name's, shared by the context).
 */
export const enterpriseAuthRoutes = defineRoutes('enterpriseAuth', {
  /** §7, form-encoded application data → the application; checkStatus is 8 afterwards. */
  createAuth: { method: 'POST', path: '/console/project/createAuth', access: 'user', permission: 'eAuthSelect', encoding: 'form' },
  /** §7, form-encoded {id, …application data}: replaces the enterprise's current application. */
  updateAuth: { method: 'POST', path: '/console/project/updateAuth', access: 'user', permission: 'eAuthSelect', encoding: 'form' },
  /** §7: the enterprise's current application as submitted (personal data masked), or null. */
  selectProjectInfo: { method: 'GET', path: '/console/project/selectProjectInfo', access: 'user', permission: 'eAuthResults' },
  /** Every application of the enterprise, newest first. */
  history: { method: 'GET', path: '/console/project/authHistory', access: 'user', permission: 'eAuthResults' },
  /** bankAuthSubmit, form-encoded {id, amount, requestId}: one attempt at the remitted amount. */
  amount: { method: 'POST', path: '/console/project/authAmount', access: 'user', permission: 'bankAuthSubmit', encoding: 'form' },
  /** Multipart {kind, file}: a licence or authorization-letter image → {fileId}. */
  uploadDocument: {
    method: 'POST',
    path: '/console/project/authDocument',
    access: 'user',
    permission: 'companyAuthSubmit',
    encoding: 'multipart',
  },
  /** One of the enterprise's own uploaded images. */
  document: { method: 'GET', path: '/console/project/authDocument/:fileId', access: 'user', permission: 'eAuthRealName' },
  /** A new SMS link to the legal representative (the old one stops working). */
  legalPersonResend: { method: 'POST', path: '/console/project/legalPerson/resend', access: 'user', permission: 'legalPersonAuthSubmit' },
  /** The legal representative's phone page: what the link is for (names masked). */
  legalPersonTicket: { method: 'GET', path: '/console/public/legalPerson/:ticket', access: 'public' },
  /** Form-encoded {idNumber, authorize}: 3 elements (name, ID number, the linked mobile) + authorization. */
  legalPersonElements: { method: 'POST', path: '/console/public/legalPerson/:ticket/elements', access: 'public', encoding: 'form' },
  /** Multipart {idNumber, authorize, video}: face check + authorization. */
  legalPersonFace: { method: 'POST', path: '/console/public/legalPerson/:ticket/face', access: 'public', encoding: 'multipart' },

  // ---- the back office ----
  /** ?status&mode&pageNum&pageSize: enterprise applications (masked). */
  reviewApplications: { method: 'GET', path: '/operation-webapi/enterprise/applications', access: 'operator' },
  /** One application unmasked for the reviewing operator (the read is logged). */
  reviewApplication: { method: 'GET', path: '/operation-webapi/enterprise/applications/:id', access: 'operator' },
  /** The licence or letter image of that application. */
  reviewDocument: { method: 'GET', path: '/operation-webapi/enterprise/applications/:id/documents/:kind', access: 'operator' },
  /** {decision, reason}: documents mode; the applicant is notified. */
  reviewDecision: {
    method: 'POST',
    path: '/operation-webapi/enterprise/applications/:id/decision',
    access: 'operator',
    protect: 'operation',
  },
  /** ?pageNum&pageSize: the sandbox bank's remittance ledger. */
  remittances: { method: 'GET', path: '/operation-webapi/enterprise/remittances', access: 'operator' },
});
