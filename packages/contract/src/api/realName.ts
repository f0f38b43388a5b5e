import { z } from 'zod';
import type { RealNameStatus } from '../enums.js';
import { fieldSchemas } from '../validators.js';
import type { Page } from './common.js';

/**
 * Personal real-name authentication (issue 4, §2 pAuthRealName, /faceSwipingAuth,
 * /faceSwipingChange) and its operator review queue. Paths are under /webgate.
 */
export const realNamePaths = {
  /** GET: the person's real-name state (status, method, masked identity, the application in review). */
  state: '/console/personal/realName',
  /** GET: every application of the person, newest first (paged). */
  history: '/console/personal/realName/history',
  /** POST {name, idNumber, phone}: a code to that phone (phone 3 elements). */
  phoneCode: '/console/personal/realName/phone/code',
  /** POST {name, idNumber, phone, code}: verifies the 3 elements through the provider. */
  phoneSubmit: '/console/personal/realName/phone',
  /** POST {name, idNumber, bankCard, phone}: a code to the bank-reserved phone (4 elements). */
  bankCode: '/console/personal/realName/bank/code',
  /** POST {name, idNumber, bankCard, phone, code}. */
  bankSubmit: '/console/personal/realName/bank',
  /** POST multipart: mode (face|blink), name, idNumber, video — recorded in this browser. */
  faceSubmit: '/console/personal/realName/face',
  /** POST {mode, name, idNumber}: a single-use QR ticket for /faceSwipingAuth on a phone. */
  faceTicket: '/console/personal/realName/faceTicket',
  /** GET: the desktop follows a QR application (by its id) until the phone has sent the video. */
  faceTicketState: '/console/personal/realName/faceTicket/:id',
  /** POST multipart: password, mode, name, idNumber, video — re-verifies and changes the identity. */
  changeSubmit: '/console/personal/realName/change',
  /** POST {password, mode, name, idNumber}: a QR ticket for /faceSwipingChange. */
  changeTicket: '/console/personal/realName/change/faceTicket',
  /** POST {password}: revokes the passed real name (history kept). */
  revoke: '/console/personal/realName/revoke',
  /** GET (public): what a QR ticket is for, for the phone page; refuses expired or used tickets. */
  publicTicket: '/console/public/faceSwiping/:ticket',
  /** POST multipart (public): the phone's video for that ticket; uses the ticket up. */
  publicVideo: '/console/public/faceSwiping/:ticket/video',
  /** §7: GET → data.checkStatus for the session's context (personal or enterprise). */
  resultAuth: '/console/project/resultAuth',
} as const;

/** The operator back office's review queue and the sandbox registry (under /webgate). */
export const realNameReviewPaths = {
  /** GET ?status=&pageNum=&pageSize= : personal applications, masked. */
  applications: '/operation-webapi/realName/applications',
  /** GET: one application, unmasked for the reviewing operator (the read is in the operation log). */
  application: '/operation-webapi/realName/applications/:id',
  /** GET: the decrypted face video of that application, with its content type. */
  video: '/operation-webapi/realName/applications/:id/video',
  /** POST {decision: 'pass' | 'reject', reason}: the person is notified in their language. */
  decision: '/operation-webapi/realName/applications/:id/decision',
  /** GET (paged, masked) / POST a test identity of the sandbox provider. */
  registry: '/operation-webapi/identityRegistry',
} as const;

export const realNameModes = ['phone', 'bank', 'face', 'blink'] as const;
export type RealNameMode = (typeof realNameModes)[number];
export const faceModes = ['face', 'blink'] as const;
export type FaceMode = (typeof faceModes)[number];
export type RealNamePurpose = 'authenticate' | 'change';

/**
 * An application's own state. `waiting`: a QR ticket was issued and no video came yet;
 * `superseded`: a later change replaced this identity; `revoked`: the person revoked it.
 */
export const applicationStatuses = ['waiting', 'underReview', 'passed', 'failed', 'rejected', 'expired', 'superseded', 'revoked'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** §9: a face video lasts 2-3 seconds; the recorder stops at `recordMs`. */
export const faceVideo = {
  minMs: 2000,
  maxMs: 3000,
  recordMs: 2600,
  maxBytes: 8 * 1024 * 1024,
  types: ['video/webm', 'video/mp4'] as const,
} as const;

/** A QR ticket lets a phone send one video within this time. */
export const faceTicketValidityMs = 5 * 60_000;

const name = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(32, { error: 'tooLong' })
  // Chinese names may carry the middle dot; Latin names spaces, hyphens and apostrophes.
  .regex(/^[\p{L}·.' -]+$/u, { error: 'personName' });
const password = z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' });
const idNumber = fieldSchemas.idNumber.transform((v) => v.toUpperCase());
const faceMode = z.enum(faceModes, { error: 'invalid' });

export const phoneElementsSchema = z.object({ name, idNumber, phone: fieldSchemas.phone });
export const phoneSubmitSchema = phoneElementsSchema.extend({ code: fieldSchemas.smsCode });
export const bankElementsSchema = z.object({ name, idNumber, bankCard: fieldSchemas.bankCard, phone: fieldSchemas.phone });
export const bankSubmitSchema = bankElementsSchema.extend({ code: fieldSchemas.smsCode });
/** The text fields sent beside the video (multipart) or to get a QR ticket. */
export const faceElementsSchema = z.object({ mode: faceMode, name, idNumber });
export const changeElementsSchema = faceElementsSchema.extend({ password });
export const revokeSchema = z.object({ password });
export const faceTicketParams = z.object({ ticket: z.string().min(16).max(128) });
export const historyQuery = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const reviewListQuery = historyQuery.extend({
  status: z.enum(applicationStatuses).optional(),
});
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['pass', 'reject'], { error: 'invalid' }),
    reason: z.string().trim().max(300, { error: 'tooLong' }).default(''),
  })
  .refine((d) => d.decision === 'pass' || d.reason.length > 0, { error: 'required', path: ['reason'] });

const registryCheck = z.enum(['pass', 'fail'], { error: 'invalid' });
export const registryEntrySchema = z.object({
  name,
  idNumber,
  phone: fieldSchemas.phone.optional().or(z.literal('').transform(() => undefined)),
  bankCard: fieldSchemas.bankCard.optional().or(z.literal('').transform(() => undefined)),
  phoneCheck: registryCheck,
  bankCheck: registryCheck,
  faceCheck: z.enum(['pass', 'fail', 'manual'], { error: 'invalid' }),
  note: z.string().trim().max(300, { error: 'tooLong' }).default(''),
});

/** One application as the person sees it: identity masked, the reason as an error key. */
export interface RealNameApplicationView {
  id: string;
  purpose: RealNamePurpose;
  mode: RealNameMode;
  status: ApplicationStatus;
  name: string;
  idNumber: string;
  bankCard: string | null;
  phone: string | null;
  createdAt: number;
  submittedAt: number | null;
  decidedAt: number | null;
  /** A key of `errors` (why a check failed), or null. */
  reason: string | null;
  /** The operator's words when an application was rejected. */
  reviewNote: string | null;
}

/** pAuthRealNameList / pAuthResults: where the person stands. */
export interface RealNameState {
  status: RealNameStatus;
  /** §4: the value the console keeps as checkStatus. */
  checkStatus: number;
  /** When the current identity passed. */
  passedAt: number | null;
  /** The application that holds the current identity (passed), else the latest one. */
  current: RealNameApplicationView | null;
  /** A change or an application in review or waiting for a phone's video. */
  pending: RealNameApplicationView | null;
}

/** A QR ticket for the phone: the link holds the secret, the id lets the desktop follow it. */
export interface FaceTicket {
  id: string;
  url: string;
  expiresAt: number;
}

/** What the phone page shows before recording. */
export interface PublicFaceTicket {
  mode: FaceMode;
  purpose: RealNamePurpose;
  name: string;
  expiresAt: number;
}

/** What the phone page shows after sending: the outcome without personal data. */
export interface PublicFaceResult {
  status: ApplicationStatus;
  reason: string | null;
}

export interface ResultAuth {
  checkStatus: number;
}

/** Operator queue row (masked). */
export interface ReviewListItem {
  id: string;
  userAccountName: string;
  purpose: RealNamePurpose;
  mode: RealNameMode;
  status: ApplicationStatus;
  name: string;
  idNumber: string;
  submittedAt: number | null;
  reason: string | null;
}
export type ReviewPage = Page<ReviewListItem>;

/** The application opened by the operator reviewing it: unmasked. */
export interface ReviewDetail extends ReviewListItem {
  userId: string;
  phone: string | null;
  bankCard: string | null;
  hasVideo: boolean;
  videoMs: number | null;
  reviewNote: string | null;
  reviewedBy: string | null;
  decidedAt: number | null;
  /** The person's earlier applications, masked. */
  history: RealNameApplicationView[];
}

export interface RegistryEntryView {
  id: string;
  name: string;
  idNumber: string;
  phone: string | null;
  bankCard: string | null;
  phoneCheck: 'pass' | 'fail';
  bankCheck: 'pass' | 'fail';
  faceCheck: 'pass' | 'fail' | 'manual';
  note: string;
  createdBy: string;
  createdAt: number;
}
