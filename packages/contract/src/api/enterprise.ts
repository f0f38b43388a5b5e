import { z } from 'zod';
import type { RealNameStatus } from '../enums.js';
import { fieldSchemas, isValidCreditCode, isValidOrgCode, phonePattern } from '../validators.js';
import type { Page } from './common.js';
import { reviewDecisionSchema } from './realName.js';

/**
 * The enterprise center (issue 5): becoming an enterprise, switching the session's context,
 * enterprise information and the master administrator (§2 eCenterInfo, §6), and enterprise
 * real-name authentication in every mode (§2 eAuthRealName, §4 bank remittance, §7). Paths are
 * under /webgate.
 */
export const enterprisePaths = {
  /** GET: the person's enterprises (for the context switch) and the active context. */
  mine: '/console/enterprise/mine',
  /** POST {name}: a new, not yet authenticated enterprise with the person as its master; the session switches to it. */
  create: '/console/enterprise/create',
  /** POST {enterpriseId}: '' = personal context, else one of the person's enterprises. */
  switchContext: '/console/enterprise/switch',
  /** GET: eBasicInfo of the session's enterprise (personal data masked). */
  info: '/console/enterprise/info',
  /** POST {abbreviation}: at most 10 characters; '' clears it. */
  abbreviation: '/console/enterprise/abbreviation',
  /** POST {}: editPhone — a code to the master administrator's own phone. */
  masterCode: '/console/enterprise/master/code',
  /** POST {code}: editPhone — the master proved; answers a single-use ticket for addPhone (10 minutes). */
  masterVerify: '/console/enterprise/master/verify',
  /** POST {masterTicket, phone}: addPhone — a code to the new master's phone (a registered account). */
  newMasterCode: '/console/enterprise/master/newCode',
  /** POST {masterTicket, phone, code}: addPhone — the new master takes over; the old one stays an administrator. */
  masterChange: '/console/enterprise/master/change',
} as const;

/** Enterprise real-name authentication. The four §7 calls keep their exact paths. */
export const enterpriseAuthPaths = {
  /** §7 POST, form-encoded application data → the application; checkStatus is 8 afterwards. */
  createAuth: '/console/project/createAuth',
  /** §7 POST, form-encoded {id, …application data}: replaces the enterprise's current application. */
  updateAuth: '/console/project/updateAuth',
  /** §7 GET → data.checkStatus (shared with personal real name, by the session's context). */
  resultAuth: '/console/project/resultAuth',
  /** §7 GET → the enterprise's current application as submitted (personal data masked), or null. */
  selectProjectInfo: '/console/project/selectProjectInfo',
  /** GET ?pageNum&pageSize: every application of the enterprise, newest first. */
  history: '/console/project/authHistory',
  /** POST form {id, amount, requestId}: bankAuthSubmit — one attempt at the remitted amount. */
  amount: '/console/project/authAmount',
  /** POST multipart {kind, file}: a licence or authorization-letter image → {fileId}. */
  uploadDocument: '/console/project/authDocument',
  /** GET: one of the enterprise's own uploaded images. */
  document: '/console/project/authDocument/:fileId',
  /** POST {id}: a new SMS link to the legal representative (the old one stops working). */
  legalPersonResend: '/console/project/legalPerson/resend',
  /** GET (public): what the legal representative's link is for (names masked). */
  legalPersonTicket: '/console/public/legalPerson/:ticket',
  /** POST (public) {idNumber, authorize}: 3 elements (name, ID number, the linked mobile) + authorization. */
  legalPersonElements: '/console/public/legalPerson/:ticket/elements',
  /** POST multipart (public) {idNumber, authorize, video}: face check + authorization. */
  legalPersonFace: '/console/public/legalPerson/:ticket/face',
} as const;

/** The operator back office for enterprises (under /webgate). */
export const enterpriseReviewPaths = {
  /** GET ?status&mode&pageNum&pageSize: enterprise applications (masked). */
  applications: '/operation-webapi/enterprise/applications',
  /** GET: one application unmasked for the reviewing operator (the read is logged). */
  application: '/operation-webapi/enterprise/applications/:id',
  /** GET: the licence or letter image of that application. */
  document: '/operation-webapi/enterprise/applications/:id/documents/:kind',
  /** POST {decision, reason}: documents mode; the applicant is notified. */
  decision: '/operation-webapi/enterprise/applications/:id/decision',
  /** GET ?pageNum&pageSize: the sandbox bank's remittance ledger. */
  remittances: '/operation-webapi/enterprise/remittances',
  /** GET ?keyword&pageNum&pageSize: enterprises, for linking superior and subordinate companies. */
  enterprises: '/operation-webapi/enterprise/list',
  /** POST {superiorId}: '' unlinks; a company cannot be its own ancestor. */
  superior: '/operation-webapi/enterprise/:id/superior',
} as const;

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
  'remitting', 'awaitingAmount', 'awaitingLegalPerson', 'underReview', 'passed', 'failed', 'rejected', 'expired', 'superseded',
] as const;
export type EnterpriseApplicationStatus = (typeof enterpriseApplicationStatuses)[number];
/** The states in which checkStatus reads 8 (§4). */
export const enterpriseStatusesInProgress: readonly EnterpriseApplicationStatus[] = ['remitting', 'awaitingAmount', 'awaitingLegalPerson', 'underReview'];

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
/** A master proven by SMS may pick the new master within this time. */
export const masterTicketValidityMs = 10 * 60_000;
/** A person may hold this many enterprises that have not passed authentication. */
export const unauthenticatedEnterpriseLimit = 3;

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

// ---- Schemas ------------------------------------------------------------------------------------

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'tooLong' });
const personName = text(32).regex(/^[\p{L}·.' -]+$/u, { error: 'personName' });
const idNumber = fieldSchemas.idNumber.transform((v) => v.toUpperCase());
/** A corporate account: digits only (accounts run from 6 to 32 digits across banks). */
const bankAccount = z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).regex(/^\d{6,32}$/, { error: 'bankAccount' });
/** Form-encoded flags arrive as '1'/'0' (or true/false from JSON callers). */
const flag = z.union([z.enum(['0', '1']), z.boolean()], { error: 'invalid' }).transform((v) => v === true || v === '1');

export const enterpriseNameSchema = text(128);
export const createEnterpriseSchema = z.object({ name: enterpriseNameSchema });
export const switchContextSchema = z.object({ enterpriseId: z.string().max(64).default('') });
export const abbreviationSchema = z.object({ abbreviation: fieldSchemas.enterpriseAbbreviation });
export const masterVerifySchema = z.object({ code: fieldSchemas.smsCode });
const masterTicket = z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' });
/**
 * 'Please fill out mobile number first' is the answer to a code asked for without a phone (§8): an
 * empty phone passes the schema (the service answers `mobileRequired`), a malformed one does not.
 */
export const newMasterPhoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .refine((v) => v === '' || phonePattern.test(v), { error: 'phoneInvalid' })
  .default('');
export const newMasterCodeSchema = z.object({ masterTicket, phone: newMasterPhoneSchema });
export const masterChangeSchema = newMasterCodeSchema.extend({ code: fieldSchemas.smsCode });

/**
 * The company part every mode shares. Exactly one of the two codes (§5); the three-certificates-
 * in-one flag says which: 1 → the unified social credit code, 0 → the organization code or
 * business registration number (15 digits).
 */
const companyShape = {
  enterpriseName: enterpriseNameSchema,
  threeInOne: flag,
  creditCode: z.string().trim().toUpperCase().default(''),
  orgCode: z.string().trim().toUpperCase().default(''),
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
  .discriminatedUnion('authType', [bankApplicationSchema, bankLegalApplicationSchema, legalPersonApplicationSchema, documentsApplicationSchema], {
    error: 'invalid',
  })
  .superRefine(checkCodes);
export type EnterpriseApplicationInput = z.output<typeof enterpriseApplicationSchema>;
/** updateAuth: the same data plus the id of the application it replaces. */
export const updateEnterpriseApplicationSchema = z
  .discriminatedUnion('authType', [
    bankApplicationSchema.extend({ id: text(64) }),
    bankLegalApplicationSchema.extend({ id: text(64) }),
    legalPersonApplicationSchema.extend({ id: text(64) }),
    documentsApplicationSchema.extend({ id: text(64) }),
  ], { error: 'invalid' })
  .superRefine(checkCodes);

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
export const legalPersonResendSchema = z.object({ id: text(64) });
export const legalPersonTicketParams = z.object({ ticket: z.string().min(16).max(128) });
const authorize = z.union([z.literal('1'), z.literal(true)], { error: 'authorize' }).transform(() => true);
export const legalPersonElementsSchema = z.object({ idNumber, authorize });
export const legalPersonFaceSchema = z.object({ idNumber, authorize });
export const authHistoryQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const enterpriseReviewListQuery = authHistoryQuery.extend({
  status: z.enum(enterpriseApplicationStatuses).optional(),
  mode: z.enum(enterpriseAuthModes).optional(),
});
/** An operator's decision reads the same for people and enterprises: a reason is required to reject. */
export const enterpriseReviewDecisionSchema = reviewDecisionSchema;
export const enterpriseListQuery = authHistoryQuery.extend({ keyword: z.string().trim().max(64).default('') });
export const superiorSchema = z.object({ superiorId: z.string().max(64).default('') });

/** '0.37' → 37 fen (the schema has already checked the shape). */
export function amountToFen(amount: string): number {
  const [yuan, fraction = ''] = amount.split('.');
  return Number(yuan) * 100 + Number(fraction.padEnd(2, '0'));
}

// ---- Views ----------------------------------------------------------------------------------------

/** One enterprise in the context switch. */
export interface EnterpriseSummary {
  id: string;
  name: string;
  role: 'master' | 'admin' | 'member';
  realNameStatus: RealNameStatus;
}

export interface MyEnterprises {
  /** The active enterprise, or null in the personal context. */
  activeEnterpriseId: string | null;
  enterprises: EnterpriseSummary[];
}

export interface RemittanceView {
  /** When the platform will have remitted at the latest (2 h after submission). */
  remitDueAt: number;
  remittedAt: number | null;
  /** 72 h after the remittance. */
  amountDeadlineAt: number | null;
  attemptsUsed: number;
  attemptsLeft: number;
  /** The last amount entered (§3 "submitted remittance amount"), as typed, e.g. '0.37'. */
  lastAmount: string | null;
}

export interface LegalPersonView {
  linkSentAt: number;
  linkExpiresAt: number;
  verifiedAt: number | null;
  /** 'elements' | 'face' once the representative verified. */
  verifiedBy: 'elements' | 'face' | null;
}

/** An application as the enterprise sees it: personal data masked. */
export interface EnterpriseApplicationView {
  id: string;
  mode: EnterpriseAuthMode;
  status: EnterpriseApplicationStatus;
  enterpriseName: string;
  threeInOne: boolean;
  creditCode: string | null;
  orgCode: string | null;
  legalName: string;
  legalIdNumber: string;
  legalMobile: string;
  agentName: string | null;
  agentIdType: string | null;
  agentIdNumber: string | null;
  bankAccount: string | null;
  accountBank: string | null;
  province: string | null;
  city: string | null;
  branch: string | null;
  /** §3 enterprise authentication item codes this mode checks. */
  items: number[];
  remittance: RemittanceView | null;
  legalPerson: LegalPersonView | null;
  documents: { licenceFileId: string; letterFileId: string } | null;
  applicantName: string;
  createdAt: number;
  submittedAt: number;
  passedAt: number | null;
  rejectedAt: number | null;
  /** The operator's words on a rejection. */
  rejectReason: string | null;
  /** A key of `errors` when the application failed or expired (attempts used up, link expired, …). */
  reason: string | null;
}

/** eBasicInfo: every enterprise field of §3, personal data masked. */
export interface EnterpriseInfo {
  id: string;
  /** The enterprise id shown to people (§3 "enterprise id"); `id` is the uuid. */
  enterpriseNo: string;
  name: string;
  abbreviation: string | null;
  realNameStatus: RealNameStatus;
  checkStatus: number;
  master: { userName: string; phone: string | null };
  /** The session's own role in the enterprise. */
  role: 'master' | 'admin' | 'member';
  superior: { id: string; name: string } | null;
  subordinates: { id: string; name: string }[];
  createdAt: number;
  /** The passed application, else the current one; null before the first. */
  application: EnterpriseApplicationView | null;
}

export interface MasterTicket {
  ticket: string;
  expiresAt: number;
}

export interface UploadedDocument {
  fileId: string;
  kind: DocumentKind;
  bytes: number;
  contentType: string;
}

/** What the legal representative's phone page shows (names masked). */
export interface PublicLegalPersonTicket {
  enterpriseName: string;
  legalName: string;
  agentName: string | null;
  expiresAt: number;
  status: EnterpriseApplicationStatus;
}

export interface EnterpriseReviewListItem {
  id: string;
  enterpriseId: string;
  enterpriseName: string;
  mode: EnterpriseAuthMode;
  status: EnterpriseApplicationStatus;
  applicantName: string;
  creditCode: string | null;
  orgCode: string | null;
  submittedAt: number;
  reason: string | null;
}
export type EnterpriseReviewPage = Page<EnterpriseReviewListItem>;

/** Unmasked for the reviewing operator. */
export interface EnterpriseReviewDetail extends EnterpriseReviewListItem {
  application: Omit<EnterpriseApplicationView, 'legalName' | 'legalIdNumber' | 'legalMobile' | 'agentName' | 'agentIdNumber' | 'bankAccount'> & {
    legalName: string;
    legalIdNumber: string;
    legalMobile: string;
    agentName: string | null;
    agentIdNumber: string | null;
    bankAccount: string | null;
  };
  reviewedBy: string | null;
  decidedAt: number | null;
  history: EnterpriseApplicationView[];
}

export interface RemittanceLedgerItem {
  id: string;
  applicationId: string;
  enterpriseName: string;
  /** Masked account; the amount is the sandbox bank's own record (operators may read it). */
  bankAccount: string;
  accountBank: string;
  amount: string;
  status: 'sent' | 'failed';
  reference: string;
  createdAt: number;
  sentAt: number | null;
}

export interface EnterpriseListItem {
  id: string;
  enterpriseNo: string;
  name: string;
  realNameStatus: RealNameStatus;
  superior: { id: string; name: string } | null;
  subordinateCount: number;
  createdAt: number;
}
