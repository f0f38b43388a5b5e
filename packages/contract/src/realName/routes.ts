import { defineRoutes } from '../route.js';

/**
 * Personal real-name authentication (§2 pAuthRealName): where the person stands, phone 3
 * elements, bank card 4 elements, face and blink (in this browser or by QR code on a phone, the
 * public /faceSwipingAuth and /faceSwipingChange pages), certification change and revocation, §7's
 * resultAuth; and the operator back office's queue of applications in review.
 */
export const realNameRoutes = defineRoutes('realName', {
  /** The person's real-name state (status, method, masked identity, the application in review). */
  state: { method: 'GET', path: '/console/personal/realName', access: 'user', permission: 'pAuthRealNameList' },
  /** Every application of the person, newest first (paged). */
  history: { method: 'GET', path: '/console/personal/realName/history', access: 'user', permission: 'pAuthRealNameList' },
  /** Phone 3 elements: a code to that phone, then the carrier check. */
  phoneCode: { method: 'POST', path: '/console/personal/realName/phone/code', access: 'user', permission: 'pAuthPhone' },
  phoneSubmit: { method: 'POST', path: '/console/personal/realName/phone', access: 'user', permission: 'pAuthPhone' },
  /** Bank card 4 elements: a code to the bank-reserved phone, then the bank check. */
  bankCode: { method: 'POST', path: '/console/personal/realName/bank/code', access: 'user', permission: 'pAuthBank' },
  bankSubmit: { method: 'POST', path: '/console/personal/realName/bank', access: 'user', permission: 'pAuthBank' },
  /** Face or blink, recorded in this browser (multipart: mode, name, idNumber, video). */
  faceSubmit: { method: 'POST', path: '/console/personal/realName/face', access: 'user', permission: 'pAuthFace', encoding: 'multipart' },
  /** A single-use QR ticket for /faceSwipingAuth on a phone. */
  faceTicket: { method: 'POST', path: '/console/personal/realName/faceTicket', access: 'user', permission: 'pAuthFace' },
  /** The desktop follows a QR application (by its id) until the phone has sent the video. */
  faceTicketState: { method: 'GET', path: '/console/personal/realName/faceTicket/:id', access: 'user', permission: 'pAuthRealNameList' },
  /** Certification change (multipart: password, mode, name, idNumber, video). */
  changeSubmit: { method: 'POST', path: '/console/personal/realName/change', access: 'user', permission: 'change', encoding: 'multipart' },
  /** Certification change by phone: a QR ticket for /faceSwipingChange. */
  changeTicket: { method: 'POST', path: '/console/personal/realName/change/faceTicket', access: 'user', permission: 'change' },
  /** Revokes the passed real name (history kept). */
  revoke: { method: 'POST', path: '/console/personal/realName/revoke', access: 'user', permission: 'authentication' },
  /** The phone page: what a QR ticket is for; refuses expired or used tickets. */
  publicTicket: { method: 'GET', path: '/console/public/faceSwiping/:ticket', access: 'public' },
  /** The phone page: the video for that ticket (multipart); uses the ticket up. */
  publicVideo: { method: 'POST', path: '/console/public/faceSwiping/:ticket/video', access: 'public', encoding: 'multipart' },
  /** §7: data.checkStatus of the session's context (personal or enterprise). */
  resultAuth: { method: 'GET', path: '/console/project/resultAuth', access: 'user' },

  // ---- the operator back office: the review queue ----
  /** Personal applications, masked, by status (paged). */
  reviewApplications: { method: 'GET', path: '/operation-webapi/realName/applications', access: 'operator' },
  /** One application, unmasked for the reviewing operator (the read is in the operation log). */
  reviewApplication: { method: 'GET', path: '/operation-webapi/realName/applications/:id', access: 'operator' },
  /** The decrypted face video of that application, with its content type. */
  reviewVideo: { method: 'GET', path: '/operation-webapi/realName/applications/:id/video', access: 'operator' },
  /** Pass or reject (a reason to reject); the person is notified in their language. */
  reviewDecision: {
    method: 'POST',
    path: '/operation-webapi/realName/applications/:id/decision',
    access: 'operator',
    protect: 'operation',
  },
});
