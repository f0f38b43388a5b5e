import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { fieldSchemas, isValidCreditCode, isValidOrgCode } from '../validators.js';
import { reviewDecisionSchema } from '../common.js';
import { enterpriseSteps } from '../enums.js';

// ---- rules ------------------------------------------------------------------------------------

/** §2 modes: bankAuthWriteInfo, bankLegalRepresentative, legalPersonAuthSubmit, companyAuthSubmit. */
export const enterpriseAuthModes = ['bank', 'bankLegal', 'legalPerson', 'documents'] as const;
export type EnterpriseAuthMode = (typeof enterpriseAuthModes)[number];

/**
 * An application's own state. remitting: the platform is to remit (≤ 2 h); awaitingAmount: the
 * amount may be entered (72 h, 3 attempts); awaitingLegalPerson: the SMS link is out;
 * underReview: documents with an operator; failed: attempts used up, remittance or a legal-person
 * check failed (see `reason`); expired: the 72 h or the link ran out; superseded: replaced by updateAuth.
 */
export const enterpriseApplicationStatuses = [
  'remitting',
  'awaitingAmount',
  'awaitingLegalPerson',
  'underReview',
  'passed',
  'failed',
  'rejected',
  'expired',
  'superseded',
] as const;
export type EnterpriseApplicationStatus = (typeof enterpriseApplicationStatuses)[number];
/** The states in which checkStatus reads 8 (§4): what an authentication in progress waits for. */
export const enterpriseStatusesInProgress: readonly EnterpriseApplicationStatus[] = enterpriseSteps;
/**
 * An enterprise's real-name status says only "under review" (§3) while its application is in
 * progress; the step says what it waits for — the bank, the applicant's amount, the legal
 * representative or an operator — so the console does not call a wait for the applicant a review.
 * Null when nothing is in progress.
 */
export const enterpriseStepSchema = z.enum(enterpriseSteps).nullable();

/** §4, §9: under 1 yuan within 2 hours; 72 hours and 3 attempts to enter it. Money in fen. */
export const remittanceRules = {
  remitWithinMs: 2 * 60 * 60_000,
  amountWindowMs: 72 * 60 * 60_000,
  attempts: 3,
  minFen: 1,
  maxFen: 99,
} as const;

/** §5, §9: authorization images jpg, jpeg, png, at most 2 MB — judged by content. */
export const documentRules = {
  maxBytes: 2 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png'] as const,
  types: ['image/jpeg', 'image/png'] as const,
} as const;
export const documentKinds = ['licence', 'letter'] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** The legal representative's SMS link works this long (like the e-mail link, §9). */
export const legalPersonLinkValidityMs = 24 * 60 * 60_000;

/** §3 enterprise authentication item codes. */
export const enterpriseItemCodes = {
  businessLicense: 1,
  orgCodeCertificate: 2,
  legalPersonId: 3,
  legalPersonFace: 4,
  agentId: 5,
  agentFace: 6,
  bankTransfer: 7,
  bankAmount: 8,
  licenseOcr: 9,
} as const;

// ---- inputs -------------------------------------------------------------------------------------

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'tooLong' });
const personName = text(32).regex(/^[\p{L}·.' -]+$/u, { error: 'personName' });
/** The GB 11643 check digit is not a pattern; the shape of §5 is. */
const idNumber = fieldSchemas.idNumber.meta({ pattern: '^\\s*(\\d{15}|\\d{17}[\\dXx])\\s*$' }).transform((v) => v.toUpperCase());
/** A corporate account: digits only (accounts run from 6 to 32 digits across banks). */
const bankAccount = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^\d{6,32}$/, { error: 'bankAccount' });
/** Form-encoded flags arrive as '1'/'0' (or true/false from JSON callers). */
const flag = z.union([z.enum(['0', '1']), z.boolean()], { error: 'invalid' }).transform((v) => v === true || v === '1');

/** An enterprise's name as it is registered (and as an application proves it). */
export const enterpriseNameSchema = text(128);

/**
 * The company part every mode shares. Exactly one of the two codes (§5); the three-certificates-
 * in-one flag says which: 1 → the unified social credit code, 0 → the organization code or
 * business registration number (15 digits). The check characters are not patterns; the shapes are.
 */
const companyShape = {
  enterpriseName: enterpriseNameSchema,
  threeInOne: flag,
  creditCode: z.string().trim().toUpperCase().default('').meta({ pattern: '^\\s*([0-9A-HJ-NPQRTUWXYa-hj-npqrtuwxy]{18})?\\s*$' }),
  orgCode: z.string().trim().toUpperCase().default('').meta({ pattern: '^\\s*([0-9A-Za-z]{8}-?[0-9Xx]|\\d{15})?\\s*$' }),
  legalName: personName,
  legalIdNumber: idNumber,
  legalMobile: fieldSchemas.phone,
};
const agentShape = {
  agentName: personName,
  agentIdType: z.enum(['1'], { error: 'invalid' }).default('1'),
  agentIdNumber: idNumber,
};
const bankShape = {
  bankAccount,
  accountBank: text(64),
  province: text(32),
  city: text(32),
  branch: text(128),
};

export const isBusinessRegistrationNumber = (v: string) => /^\d{15}$/.test(v);

type CompanyCodes = { threeInOne: boolean; creditCode: string; orgCode: string };
function checkCodes(d: CompanyCodes, ctx: z.RefinementCtx): void {
  if (d.creditCode && d.orgCode) {
    ctx.addIssue({ code: 'custom', message: 'creditOrOrgCode', path: [d.threeInOne ? 'orgCode' : 'creditCode'] });
    return;
  }
  if (d.threeInOne) {
    if (!d.creditCode) ctx.addIssue({ code: 'custom', message: d.orgCode ? 'creditOrOrgCode' : 'required', path: ['creditCode'] });
    else if (!isValidCreditCode(d.creditCode)) ctx.addIssue({ code: 'custom', message: 'creditCode', path: ['creditCode'] });
  } else if (!d.orgCode) {
    ctx.addIssue({ code: 'custom', message: d.creditCode ? 'creditOrOrgCode' : 'required', path: ['orgCode'] });
  } else if (!isValidOrgCode(d.orgCode) && !isBusinessRegistrationNumber(d.orgCode)) {
    ctx.addIssue({ code: 'custom', message: 'orgCode', path: ['orgCode'] });
  }
}

/** The two codes and the flag alone, with the same one-of-two rule: for a form that checks them as the user types. */
export const companyCodesSchema = z
  .object({ threeInOne: companyShape.threeInOne, creditCode: companyShape.creditCode, orgCode: companyShape.orgCode })
  .superRefine(checkCodes);

export const bankApplicationSchema = z.object({ authType: z.literal('bank'), ...companyShape, ...agentShape, ...bankShape });
export const bankLegalApplicationSchema = z.object({ authType: z.literal('bankLegal'), ...companyShape, ...bankShape });
export const legalPersonApplicationSchema = z.object({ authType: z.literal('legalPerson'), ...companyShape, ...agentShape });
export const documentsApplicationSchema = z.object({
  authType: z.literal('documents'),
  ...companyShape,
  ...agentShape,
  licenceFileId: text(64),
  letterFileId: text(64),
});

/** createAuth: one of the four modes, chosen by `authType`. */
export const enterpriseApplicationSchema = z
  .discriminatedUnion(
    'authType',
    [bankApplicationSchema, bankLegalApplicationSchema, legalPersonApplicationSchema, documentsApplicationSchema],
    {
      error: 'invalid',
    },
  )
  .superRefine(checkCodes);
export type EnterpriseApplicationInput = z.output<typeof enterpriseApplicationSchema>;
/** createAuth's body as a caller sends it (form strings, flags '1'/'0'). */
export type EnterpriseApplicationBody = z.input<typeof enterpriseApplicationSchema>;
/** updateAuth: the same data plus the id of the application it replaces. */
export const updateEnterpriseApplicationSchema = z
  .discriminatedUnion(
    'authType',
    [
      bankApplicationSchema.extend({ id: text(64) }),
      bankLegalApplicationSchema.extend({ id: text(64) }),
      legalPersonApplicationSchema.extend({ id: text(64) }),
      documentsApplicationSchema.extend({ id: text(64) }),
    ],
    { error: 'invalid' },
  )
  .superRefine(checkCodes);
export type UpdateEnterpriseApplicationBody = z.input<typeof updateEnterpriseApplicationSchema>;

/**
 * bankAuthSubmit: `requestId` is made once per typed amount by the client and sent again on a
 * retry, so one attempt is counted once however often the request arrives.
 */
export const amountSubmitSchema = z.object({
  id: text(64),
  amount: fieldSchemas.money,
  requestId: z.string({ error: 'required' }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalid' }),
});
export const documentUploadSchema = z.object({ kind: z.enum(documentKinds, { error: 'invalid' }) });
export const documentFileParams = z.object({ fileId: z.string().min(1).max(64) });
export const legalPersonResendSchema = z.object({ id: text(64) });
export const legalPersonTicketParams = z.object({ ticket: z.string().min(16).max(128) });
const authorize = z.union([z.literal('1'), z.literal(true)], { error: 'authorize' }).transform(() => true);
export const legalPersonElementsSchema = z.object({ idNumber, authorize });
export const legalPersonFaceSchema = z.object({ idNumber, authorize });
export const authHistoryQuery = keysetQuery();

export const enterpriseReviewListQuery = authHistoryQuery.extend({
  status: z.enum(enterpriseApplicationStatuses).optional(),
  mode: z.enum(enterpriseAuthModes).optional(),
});
export const reviewDocumentParams = z.object({ id: z.string().min(1).max(64), kind: z.enum(documentKinds) });
/** An operator's decision reads the same for people and enterprises: a reason is required to reject. */
export const enterpriseReviewDecisionSchema = reviewDecisionSchema;

/** '0.37' → 37 fen (the schema has already checked the shape). */
export function amountToFen(amount: string): number {
  const [yuan, fraction = ''] = amount.split('.');
  return Number(yuan) * 100 + Number(fraction.padEnd(2, '0'));
}

// ---- answers ------------------------------------------------------------------------------------

const applicationStatusSchema = z.enum(enterpriseApplicationStatuses);

export const remittanceViewSchema = z.object({
  /** When the platform will have remitted at the latest (2 h after submission). */
  remitDueAt: z.number().int(),
  remittedAt: z.number().int().nullable(),
  /** 72 h after the remittance. */
  amountDeadlineAt: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  attemptsLeft: z.number().int(),
  /** The last amount entered (§3 "submitted remittance amount"), as typed, e.g. '0.37'. */
  lastAmount: z.string().nullable(),
});
export type RemittanceView = z.infer<typeof remittanceViewSchema>;

export const legalPersonViewSchema = z.object({
  linkSentAt: z.number().int(),
  linkExpiresAt: z.number().int(),
  verifiedAt: z.number().int().nullable(),
  /** 'elements' | 'face' once the representative verified. */
  verifiedBy: z.enum(['elements', 'face']).nullable(),
});
export type LegalPersonView = z.infer<typeof legalPersonViewSchema>;

/** An application as the enterprise sees it: personal data masked. */
export const enterpriseApplicationViewSchema = z.object({
  id: z.string(),
  mode: z.enum(enterpriseAuthModes),
  status: applicationStatusSchema,
  enterpriseName: z.string(),
  threeInOne: z.boolean(),
  creditCode: z.string().nullable(),
  orgCode: z.string().nullable(),
  legalName: z.string(),
  legalIdNumber: z.string(),
  legalMobile: z.string(),
  agentName: z.string().nullable(),
  agentIdType: z.string().nullable(),
  agentIdNumber: z.string().nullable(),
  bankAccount: z.string().nullable(),
  accountBank: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  branch: z.string().nullable(),
  /** §3 enterprise authentication item codes this mode checks. */
  items: z.array(z.number().int()),
  remittance: remittanceViewSchema.nullable(),
  legalPerson: legalPersonViewSchema.nullable(),
  documents: z.object({ licenceFileId: z.string(), letterFileId: z.string() }).nullable(),
  applicantName: z.string(),
  createdAt: z.number().int(),
  submittedAt: z.number().int(),
  passedAt: z.number().int().nullable(),
  rejectedAt: z.number().int().nullable(),
  /** The operator's words on a rejection. */
  rejectReason: z.string().nullable(),
  /** A key of `errors` when the application failed or expired (attempts used up, link expired, …). */
  reason: z.string().nullable(),
});
export type EnterpriseApplicationView = z.infer<typeof enterpriseApplicationViewSchema>;

export const uploadedDocumentSchema = z.object({
  fileId: z.string(),
  kind: z.enum(documentKinds),
  bytes: z.number().int(),
  contentType: z.string(),
});
export type UploadedDocument = z.infer<typeof uploadedDocumentSchema>;

/** A new link went out: when, and until when it works. */
export const legalPersonLinkSentSchema = z.object({ linkSentAt: z.number().int(), linkExpiresAt: z.number().int() });
export type LegalPersonLinkSent = z.infer<typeof legalPersonLinkSentSchema>;

/** What the legal representative's phone page shows (names masked). */
export const publicLegalPersonTicketSchema = z.object({
  enterpriseName: z.string(),
  legalName: z.string(),
  agentName: z.string().nullable(),
  expiresAt: z.number().int(),
  status: applicationStatusSchema,
});
export type PublicLegalPersonTicket = z.infer<typeof publicLegalPersonTicketSchema>;

/** The legal representative verified: the application's status afterwards. */
export const legalPersonVerifiedSchema = z.object({ status: applicationStatusSchema });
export type LegalPersonVerified = z.infer<typeof legalPersonVerifiedSchema>;

export const enterpriseReviewListItemSchema = z.object({
  id: z.string(),
  enterpriseId: z.string(),
  enterpriseName: z.string(),
  mode: z.enum(enterpriseAuthModes),
  status: applicationStatusSchema,
  applicantName: z.string(),
  creditCode: z.string().nullable(),
  orgCode: z.string().nullable(),
  submittedAt: z.number().int(),
  reason: z.string().nullable(),
});
export type EnterpriseReviewListItem = z.infer<typeof enterpriseReviewListItemSchema>;
export const enterpriseReviewPageSchema = pageOf(enterpriseReviewListItemSchema);
export type EnterpriseReviewPage = z.infer<typeof enterpriseReviewPageSchema>;

/** Unmasked for the reviewing operator: `application` carries the names, ID numbers, mobile and account in full. */
export const enterpriseReviewDetailSchema = enterpriseReviewListItemSchema.extend({
  application: enterpriseApplicationViewSchema,
  reviewedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  history: z.array(enterpriseApplicationViewSchema),
});
export type EnterpriseReviewDetail = z.infer<typeof enterpriseReviewDetailSchema>;

export const remittanceLedgerItemSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  enterpriseName: z.string(),
  /** Masked account; the amount is the sandbox bank's own record (operators may read it). */
  bankAccount: z.string(),
  accountBank: z.string(),
  amount: z.string(),
  status: z.enum(['sent', 'failed']),
  reference: z.string(),
  createdAt: z.number().int(),
  sentAt: z.number().int().nullable(),
});
export type RemittanceLedgerItem = z.infer<typeof remittanceLedgerItemSchema>;
