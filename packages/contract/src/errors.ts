import type { Phrases } from '@console/phrases';

export type ErrorKey = keyof Phrases['errors'];

interface CatalogueEntry {
  /** The `code` of the response envelope (spec §7, §8). */
  code: number;
  /** The HTTP status that carries the same class for proxies, logs and load tools. */
  status: number;
}

/**
 * Every error the API can answer. Keys come from the phrases, so adding a code without its en and
 * zh text fails to compile, and so does a phrase without a code. Business codes are namespaced:
 * 1000xxx platform, 1001xxx operator back office, 1002xxx accounts, 1003xxx real name,
 * 1004xxx profile, 1005xxx security, 1006xxx enterprise, …
 */
export const errorCatalogue = {
  sessionExpired: { code: -1, status: 401 },
  sessionReplaced: { code: 12, status: 401 },
  noPermission: { code: 401, status: 403 },
  realNameRequired: { code: 4020020, status: 403 },
  validationFailed: { code: 1000400, status: 400 },
  fieldInvalid: { code: 1000400, status: 400 },
  headersMissing: { code: 1000401, status: 400 },
  malformedBody: { code: 1000402, status: 400 },
  notFound: { code: 1000404, status: 404 },
  routeNotFound: { code: 1000405, status: 404 },
  payloadTooLarge: { code: 1000413, status: 413 },
  unsupportedMediaType: { code: 1000415, status: 415 },
  rateLimited: { code: 1000429, status: 429 },
  internal: { code: 1000500, status: 500 },
  // Transport and platform hardening.
  methodNotAllowed: { code: 1000601, status: 405 },
  uriTooLong: { code: 1000602, status: 414 },
  originRefused: { code: 1000603, status: 403 },
  outboxLocalOnly: { code: 1000604, status: 403 },
  storageQuotaExceeded: { code: 1000605, status: 409 },
  operatorSignInFailed: { code: 1001001, status: 401 },
  operatorLocked: { code: 1001002, status: 429 },
  operatorPasswordChangeRequired: { code: 1001003, status: 403 },
  operatorPasswordWrong: { code: 1001004, status: 400 },
  operatorPasswordReused: { code: 1001005, status: 400 },
  operatorSessionExpired: { code: -1, status: 401 },
  captchaWrong: { code: 1002001, status: 400 },
  emailRegistered: { code: 1002002, status: 409 },
  codeWrong: { code: 1002003, status: 400 },
  accountLocked: { code: 1002005, status: 429 },
  signInFailed: { code: 1002006, status: 401 },
  codeSendTooSoon: { code: 1002007, status: 429 },
  codeSendLimit: { code: 1002008, status: 429 },
  registrationExpired: { code: 1002009, status: 400 },
  activationInvalid: { code: 1002010, status: 400 },
  accountNameTaken: { code: 1002011, status: 409 },
  accountNameIsPhone: { code: 1002012, status: 400 },
  phoneRegistered: { code: 1002013, status: 409 },
  oldPasswordWrong: { code: 1002014, status: 400 },
  sendFailed: { code: 1002015, status: 503 },
  passwordCommon: { code: 1002016, status: 400 },
  unlockLinkInvalid: { code: 1002017, status: 400 },
  // A registration's second captcha-guarded send: step 1's captcha covered only the first.
  captchaRequired: { code: 1002040, status: 400 },
  // Account security (1005xxx).
  sessionNotFound: { code: 1005001, status: 404 },
  sessionIsCurrent: { code: 1005002, status: 400 },
  resetPhoneMissing: { code: 1005003, status: 400 },
  resetEmailMissing: { code: 1005004, status: 400 },
  // Personal information (1004xxx).
  phoneNotBound: { code: 1004001, status: 400 },
  changeStepInvalid: { code: 1004002, status: 400 },
  phoneSameAsCurrent: { code: 1004003, status: 400 },
  phoneUsed: { code: 1004004, status: 409 },
  emailSameAsCurrent: { code: 1004005, status: 400 },
  emailUsed: { code: 1004006, status: 409 },
  // Real-name authentication (1003xxx).
  realNameAlreadyPassed: { code: 1003001, status: 409 },
  realNameInReview: { code: 1003002, status: 409 },
  verificationNoRecord: { code: 1003003, status: 400 },
  verificationNameMismatch: { code: 1003004, status: 400 },
  verificationPhoneMismatch: { code: 1003005, status: 400 },
  verificationBankCardMismatch: { code: 1003006, status: 400 },
  verificationFaceMismatch: { code: 1003007, status: 400 },
  verificationLivenessFailed: { code: 1003008, status: 400 },
  verificationUnavailable: { code: 1003009, status: 503 },
  idNumberTaken: { code: 1003010, status: 409 },
  sameIdentity: { code: 1003011, status: 400 },
  videoType: { code: 1003012, status: 415 },
  videoInvalid: { code: 1003013, status: 400 },
  videoDuration: { code: 1003014, status: 400 },
  videoTooLarge: { code: 1003015, status: 413 },
  videoMissing: { code: 1003016, status: 400 },
  faceTicketInvalid: { code: 1003017, status: 410 },
  reviewAlreadyDecided: { code: 1003018, status: 409 },
  registryEntryExists: { code: 1003019, status: 409 },
  // Enterprise center and enterprise authentication (1006xxx).
  enterpriseRealNameRequired: { code: 1006001, status: 403 },
  mobileRequired: { code: 1006002, status: 400 },
  amountWrong: { code: 1006003, status: 400 },
  amountAttemptsExhausted: { code: 1006004, status: 409 },
  amountExpired: { code: 1006005, status: 410 },
  amountNotRemitted: { code: 1006006, status: 409 },
  enterpriseAlreadyAuthenticated: { code: 1006007, status: 409 },
  enterpriseApplicationInProgress: { code: 1006008, status: 409 },
  enterpriseApplicationStale: { code: 1006009, status: 409 },
  enterpriseCodeTaken: { code: 1006010, status: 409 },
  enterpriseLimit: { code: 1006011, status: 409 },
  notMaster: { code: 1006012, status: 403 },
  masterTicketInvalid: { code: 1006013, status: 400 },
  newMasterUnknown: { code: 1006014, status: 404 },
  newMasterIsCurrent: { code: 1006015, status: 400 },
  documentType: { code: 1006016, status: 415 },
  documentTooLarge: { code: 1006017, status: 413 },
  documentMissing: { code: 1006018, status: 400 },
  legalPersonLinkInvalid: { code: 1006019, status: 410 },
  remittanceFailed: { code: 1006020, status: 502 },
  legalPersonLinkExpired: { code: 1006021, status: 410 },
  legalPersonNotAuthorized: { code: 1006022, status: 400 },
  enterpriseSuperiorCycle: { code: 1006023, status: 400 },
  legalPersonIdNumberWrong: { code: 1006024, status: 400 },
  // Keyset paging.
  pageCursorInvalid: { code: 1000701, status: 400 },
  // Services, applications and the open API.
  productExists: { code: 1008001, status: 409 },
  productUnknown: { code: 1008002, status: 400 },
  enterpriseUnknown: { code: 1008003, status: 400 },
  callbackUrlRefused: { code: 1008010, status: 400 },
  callbackUrlHttps: { code: 1008011, status: 400 },
  serviceNotEffective: { code: 1008012, status: 400 },
  secretLimit: { code: 1008013, status: 409 },
  callbackUrlMissing: { code: 1008014, status: 400 },
  apiHeaderMissing: { code: 1008101, status: 400 },
  apiHeaderInvalid: { code: 1008102, status: 400 },
  apiAppUnknown: { code: 1008103, status: 401 },
  apiSignatureInvalid: { code: 1008104, status: 401 },
  apiContentHashMismatch: { code: 1008105, status: 400 },
  apiTimestampSkewed: { code: 1008106, status: 401 },
  apiNonceReused: { code: 1008107, status: 409 },
  apiIpRefused: { code: 1008108, status: 403 },
  apiAppDisabled: { code: 1008109, status: 403 },
  apiServiceNotAuthorized: { code: 1008110, status: 403 },
  apiPackageExpired: { code: 1008111, status: 403 },
  apiQuotaExhausted: { code: 1008112, status: 403 },
  apiRateLimited: { code: 1008113, status: 429 },
  apiIdempotencyConflict: { code: 1008114, status: 409 },
  apiSandboxAllowanceUsed: { code: 1008115, status: 429 },
  // Organization, roles and external contacts (1007xxx).
  roleNameTaken: { code: 1007001, status: 409 },
  roleBuiltIn: { code: 1007002, status: 400 },
  roleInUse: { code: 1007003, status: 409 },
  departmentNameTaken: { code: 1007004, status: 409 },
  departmentCycle: { code: 1007005, status: 400 },
  departmentHasChildren: { code: 1007006, status: 409 },
  departmentHasMembers: { code: 1007007, status: 409 },
  memberIsMaster: { code: 1007008, status: 403 },
  memberAlreadyIn: { code: 1007009, status: 409 },
  invitationInvalid: { code: 1007010, status: 410 },
  memberHasOpenWork: { code: 1007011, status: 409 },
  memberNotSeparated: { code: 1007012, status: 409 },
  contactTaken: { code: 1007013, status: 409 },
  importFileInvalid: { code: 1007014, status: 400 },
  importTooManyRows: { code: 1007015, status: 413 },
  importFileTooLarge: { code: 1007016, status: 413 },
  importExpired: { code: 1007017, status: 410 },
  roleNotFound: { code: 1007018, status: 400 },
  departmentNotFound: { code: 1007019, status: 400 },
  importUnpackedTooLarge: { code: 1007020, status: 413 },
  // Separation with hand-over.
  successorInvalid: { code: 1007050, status: 400 },
  // Invitations are messages to someone else's phone or e-mail: budgeted per recipient and, before authentication, per day.
  invitationSendTooSoon: { code: 1007060, status: 429 },
  invitationSendLimit: { code: 1007061, status: 429 },
  invitationDailyLimit: { code: 1007062, status: 429 },
  invitationNotPending: { code: 1007063, status: 409 },
  // Service authorization page.
  appServiceRequired: { code: 1008015, status: 400 },
  // Statistics and the operation log.
  logChainAdminOnly: { code: 1009000, status: 403 },
  logExportTooLarge: { code: 1009001, status: 413 },
  // Work orders.
  attachmentMissing: { code: 1009050, status: 400 },
  attachmentType: { code: 1009051, status: 415 },
  attachmentTooLarge: { code: 1009052, status: 413 },
  workOrderClosed: { code: 1009053, status: 409 },
  workOrderExpediteTooSoon: { code: 1009054, status: 409 },
  workOrderNotResolved: { code: 1009055, status: 409 },
  workOrderTransition: { code: 1009056, status: 409 },
  operatorNotFound: { code: 1009057, status: 400 },
  // Channel partners, single sign-on.
  channelUnknown: { code: 1011000, status: 404 },
  channelCodeTaken: { code: 1011001, status: 409 },
  channelEntryTaken: { code: 1011002, status: 409 },
  channelLogoInvalid: { code: 1011003, status: 400 },
  ssoSignatureInvalid: { code: 1011010, status: 401 },
  ssoNonceReplayed: { code: 1011011, status: 409 },
  ssoCodeInvalid: { code: 1011012, status: 400 },
  ssoCodeExpired: { code: 1011013, status: 400 },
  ssoCodeUsed: { code: 1011014, status: 409 },
  ssoSystemUnknown: { code: 1011020, status: 400 },
  ssoTokenInvalid: { code: 1011021, status: 401 },
  ssoTokenExpired: { code: 1011022, status: 401 },
  ssoTokenReplayed: { code: 1011023, status: 409 },
  ssoAccountUnknown: { code: 1011024, status: 404 },
  ssoSystemCodeTaken: { code: 1011025, status: 409 },
  ssoTargetTaken: { code: 1011026, status: 409 },
  // The cost center (orders, payment, coupons).
  packageUnknown: { code: 1012000, status: 400 },
  couponNotUsable: { code: 1012001, status: 409 },
  couponBelowMinimum: { code: 1012002, status: 409 },
  orderTransition: { code: 1012003, status: 409 },
  paymentGatewayFailed: { code: 1012004, status: 502 },
  receiptMissing: { code: 1012005, status: 400 },
  receiptType: { code: 1012006, status: 415 },
  receiptTooLarge: { code: 1012007, status: 413 },
  sandboxPaymentDecided: { code: 1012008, status: 409 },
  paymentSignatureInvalid: { code: 1012009, status: 403 },
  paymentUnknown: { code: 1012010, status: 404 },
  couponOwnerUnknown: { code: 1012011, status: 400 },
  invoiceOrdersUnavailable: { code: 1012012, status: 409 },
  invoiceSpecialIncomplete: { code: 1012013, status: 400 },
  invoiceTransition: { code: 1012014, status: 409 },
  paymentRefundUnavailable: { code: 1012015, status: 409 },
  paymentRefundFailed: { code: 1012016, status: 502 },
  invoiceFileMissing: { code: 1012017, status: 400 },
  invoiceFileType: { code: 1012018, status: 415 },
  invoiceFileTooLarge: { code: 1012019, status: 413 },
  // Certificates (1010000–1010099).
  certificateRealNameRequired: { code: 1010000, status: 400 },
  certificateCsrInvalid: { code: 1010001, status: 400 },
  certificateCsrAlgorithm: { code: 1010002, status: 400 },
  certificateNotValid: { code: 1010003, status: 409 },
  certificateTypeContext: { code: 1010004, status: 400 },
  certificateUnknown: { code: 1010005, status: 401 },
  certificateRevoked: { code: 1010006, status: 401 },
  certificateExpired: { code: 1010007, status: 401 },
  certificateSignatureWrong: { code: 1010008, status: 401 },
  certificateChallengeInvalid: { code: 1010009, status: 400 },
  // Time-stamps (1013000–1013049), evidence deposit (1014000–1014049).
  timestampTokenUnreadable: { code: 1013000, status: 400 },
  evidenceCodeUnknown: { code: 1014000, status: 404 },
  evidenceNotAnchored: { code: 1014001, status: 409 },
  // PDF e-signatures (1015000–1015049).
  signingPdfRequired: { code: 1015000, status: 400 },
  signingPdfInvalid: { code: 1015001, status: 400 },
  signingPlacementInvalid: { code: 1015003, status: 400 },
  signingCertificateUnusable: { code: 1015004, status: 409 },
  signingHashAlgorithm: { code: 1015005, status: 400 },
  signingTimestampFailed: { code: 1015006, status: 503 },
} as const satisfies Record<ErrorKey, CatalogueEntry>;

/** Envelope codes the client treats specially (§8). */
export const envelopeCodes = {
  ok: 0,
  sessionExpired: -1,
  sessionReplaced: 12,
  noPermission: 401,
  realNameRequired: 4020020,
} as const;

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** `data` of a validation error: which field, and what is wrong with it, already localized. */
export interface FieldError {
  field: string;
  message: string;
}
