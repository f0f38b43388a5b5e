import { codeSendErrors, idParam, nothing, pageOf } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { faceVideo } from '../realName/schemas.js';
import { enterpriseAuthRoutes } from './routes.js';
import {
  amountSubmitSchema,
  authHistoryQuery,
  documentFileParams,
  documentRules,
  documentUploadSchema,
  enterpriseApplicationSchema,
  enterpriseApplicationViewSchema,
  enterpriseReviewDecisionSchema,
  enterpriseReviewDetailSchema,
  enterpriseReviewListQuery,
  enterpriseReviewPageSchema,
  legalPersonElementsSchema,
  legalPersonFaceSchema,
  legalPersonLinkSentSchema,
  legalPersonResendSchema,
  legalPersonTicketParams,
  legalPersonVerifiedSchema,
  publicLegalPersonTicketSchema,
  remittanceLedgerItemSchema,
  reviewDocumentParams,
  updateEnterpriseApplicationSchema,
  uploadedDocumentSchema,
} from './schemas.js';

/** What recording an application may be refused with (createAuth and updateAuth). */
const recordErrors = [
  'enterpriseAlreadyAuthenticated',
  'enterpriseApplicationInProgress',
  'enterpriseCodeTaken',
  'documentMissing',
  'notFound',
] as const;

/** What the identity provider may answer for the legal representative, and the link's own refusals. */
const legalPersonCheckErrors = [
  'rateLimited',
  'legalPersonLinkInvalid',
  'legalPersonIdNumberWrong',
  'legalPersonNotAuthorized',
  'enterpriseCodeTaken',
  'verificationNoRecord',
  'verificationNameMismatch',
  'verificationPhoneMismatch',
  'verificationBankCardMismatch',
  'verificationFaceMismatch',
  'verificationLivenessFailed',
  'verificationUnavailable',
] as const;

const images = fileOutput('image/jpeg', 'image/png');

export const enterpriseAuthEndpoints = defineEndpoints(enterpriseAuthRoutes, {
  createAuth: {
    summary:
      '§7 createAuth (form-encoded): an enterprise application in one mode (authType bank | bankLegal | legalPerson | documents); checkStatus is 8 afterwards. Bank modes remit at once; legal person mode sends the representative an SMS link',
    body: enterpriseApplicationSchema,
    output: enterpriseApplicationViewSchema,
    errors: recordErrors,
  },
  updateAuth: {
    summary:
      '§7 updateAuth (form-encoded, with the id of the current application): replaces it (re-entered data or another mode); the old one is superseded',
    body: updateEnterpriseApplicationSchema,
    output: enterpriseApplicationViewSchema,
    errors: [...recordErrors, 'enterpriseApplicationStale'],
  },
  selectProjectInfo: {
    summary: '§7 selectProjectInfo: the enterprise’s current application as submitted (personal data masked), or null',
    output: enterpriseApplicationViewSchema.nullable(),
  },
  history: {
    summary: 'Every authentication application of the enterprise, newest first (masked; ended ones with their reason)',
    query: authHistoryQuery,
    output: pageOf(enterpriseApplicationViewSchema),
  },
  amount: {
    summary: 'bankAuthSubmit: one entry of the remitted amount (72 h, 3 attempts); a retried requestId counts once and answers the same',
    body: amountSubmitSchema,
    output: enterpriseApplicationViewSchema,
    errors: [
      'notFound',
      'amountWrong',
      'amountAttemptsExhausted',
      'amountExpired',
      'amountNotRemitted',
      'remittanceFailed',
      'enterpriseAlreadyAuthenticated',
      'enterpriseApplicationStale',
      'enterpriseCodeTaken',
    ],
  },
  uploadDocument: {
    summary:
      'Company documents: a licence or authorization-letter image (multipart kind, file): jpg/png by content, at most 2 MB, stored encrypted; replaces the earlier upload of its kind no application names; 40 MB per enterprise',
    body: documentUploadSchema,
    file: { field: 'file', maxBytes: documentRules.maxBytes, tooLarge: 'documentTooLarge' },
    output: uploadedDocumentSchema,
    errors: ['rateLimited', 'documentMissing', 'documentType', 'storageQuotaExceeded'],
  },
  document: {
    summary: 'One of the enterprise’s own uploaded images, decrypted, with its content type (never cached)',
    params: documentFileParams,
    output: images,
  },
  legalPersonResend: {
    summary: 'Legal person mode: a new SMS link to the legal representative (throttled like other sends); the old link stops working',
    body: legalPersonResendSchema,
    output: legalPersonLinkSentSchema,
    errors: ['notFound', 'legalPersonLinkExpired', 'enterpriseApplicationStale', ...codeSendErrors],
  },
  legalPersonTicket: {
    summary: 'The legal representative’s phone page: what the link is for (names masked); used, expired and unknown links answer alike',
    params: legalPersonTicketParams,
    output: publicLegalPersonTicketSchema,
    errors: ['legalPersonLinkInvalid'],
  },
  legalPersonElements: {
    summary:
      'The legal representative’s ID number and authorization, checked with the name and the linked mobile (3 elements); uses the link',
    params: legalPersonTicketParams,
    body: legalPersonElementsSchema,
    output: legalPersonVerifiedSchema,
    errors: legalPersonCheckErrors,
  },
  legalPersonFace: {
    summary: 'The legal representative’s ID number, authorization and a 2-3 s face video (multipart `video`); uses the link',
    params: legalPersonTicketParams,
    body: legalPersonFaceSchema,
    // A little over the video's own limit, so an over-size video is named by the content check.
    file: { field: 'video', maxBytes: faceVideo.maxBytes + 64 * 1024, tooLarge: 'videoTooLarge' },
    output: legalPersonVerifiedSchema,
    errors: [...legalPersonCheckErrors, 'videoMissing', 'videoType', 'videoInvalid', 'videoDuration'],
  },
  reviewApplications: {
    summary: 'Enterprise applications (masked), oldest first, by status and mode',
    query: enterpriseReviewListQuery,
    output: enterpriseReviewPageSchema,
  },
  reviewApplication: {
    summary:
      'One enterprise application, unmasked for the reviewing operator, with the enterprise’s other applications (masked); the read is logged',
    params: idParam,
    output: enterpriseReviewDetailSchema,
  },
  reviewDocument: {
    summary: 'The licence or letter image of an application, decrypted, with its content type (never cached); the read is logged',
    params: reviewDocumentParams,
    output: images,
  },
  reviewDecision: {
    summary: 'Pass or reject a documents application in review (a reason is required to reject); the applicant is told in their language',
    params: idParam,
    body: enterpriseReviewDecisionSchema,
    output: nothing,
    errors: ['enterpriseApplicationStale', 'reviewAlreadyDecided', 'enterpriseCodeTaken'],
  },
  remittances: {
    summary: 'The sandbox bank’s remittance ledger, newest first (accounts masked, amounts shown)',
    query: authHistoryQuery,
    output: pageOf(remittanceLedgerItemSchema),
  },
});
