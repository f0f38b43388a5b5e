import { z } from 'zod';
import { keysetQuery, pageOf, realNameStatusSchema } from '../common.js';
import { fieldSchemas } from '../validators.js';

// ---- what the flows are made of ------------------------------------------------------------------

export const realNameModes = ['phone', 'bank', 'face', 'blink'] as const;
export type RealNameMode = (typeof realNameModes)[number];
export const faceModes = ['face', 'blink'] as const;
export type FaceMode = (typeof faceModes)[number];
export const realNamePurposes = ['authenticate', 'change'] as const;
export type RealNamePurpose = (typeof realNamePurposes)[number];

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

// ---- inputs ----------------------------------------------------------------------------------------

/** Chinese names may carry the middle dot; Latin names spaces, hyphens and apostrophes. */
export const personNamePattern = /^[\p{L}·.' -]+$/u;

/** A person's name as on the ID card (also the sandbox registry's). */
export const personNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(32, { error: 'tooLong' })
  .regex(personNamePattern, { error: 'personName' });

/** The shape of §5's ID number, for the OpenAPI document (the check digit is validated too). */
const idNumberShape = '^(\\d{15}|\\d{17}[\\dXx])$';

/** An ID number (§5, GB 11643 check digit), kept upper-case. */
export const idNumberSchema = fieldSchemas.idNumber.meta({ pattern: idNumberShape }).transform((v) => v.toUpperCase());

const password = z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'tooLong' });
const faceMode = z.enum(faceModes, { error: 'invalid' });
const name = personNameSchema;
const idNumber = idNumberSchema;

export const phoneElementsSchema = z.object({ name, idNumber, phone: fieldSchemas.phone });
export const phoneSubmitSchema = phoneElementsSchema.extend({ code: fieldSchemas.smsCode });
export const bankElementsSchema = z.object({ name, idNumber, bankCard: fieldSchemas.bankCard, phone: fieldSchemas.phone });
export const bankSubmitSchema = bankElementsSchema.extend({ code: fieldSchemas.smsCode });
/** The text fields sent beside the video (multipart) or to get a QR ticket. */
export const faceElementsSchema = z.object({ mode: faceMode, name, idNumber });
export const changeElementsSchema = faceElementsSchema.extend({ password });
export const revokeSchema = z.object({ password });
export const faceTicketParams = z.object({ ticket: z.string().min(16).max(128) });
export const applicationIdParams = z.object({ id: z.string().min(1).max(64) });
export const historyQuery = keysetQuery();

export const reviewListQuery = historyQuery.extend({
  status: z.enum(applicationStatuses).optional(),
});

// ---- answers ---------------------------------------------------------------------------------------

/** §4 checkStatus: the real-name status's code, except that "in review" reads 8. */
export const checkStatusSchema = z.union([z.literal(0), z.literal(2), z.literal(3), z.literal(4), z.literal(8)]);
export type CheckStatus = z.infer<typeof checkStatusSchema>;

/** One application as the person sees it: identity masked, the reason as an error key. */
export const realNameApplicationViewSchema = z.object({
  id: z.string(),
  purpose: z.enum(realNamePurposes),
  mode: z.enum(realNameModes),
  status: z.enum(applicationStatuses),
  name: z.string(),
  idNumber: z.string(),
  bankCard: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.number().int(),
  submittedAt: z.number().int().nullable(),
  decidedAt: z.number().int().nullable(),
  /** A key of `errors` (why a check failed), or null. */
  reason: z.string().nullable(),
  /** The operator's words when an application was rejected. */
  reviewNote: z.string().nullable(),
});
export type RealNameApplicationView = z.infer<typeof realNameApplicationViewSchema>;

export const realNameHistorySchema = pageOf(realNameApplicationViewSchema);

/** pAuthRealNameList / pAuthResults: where the person stands. */
export const realNameStateSchema = z.object({
  status: realNameStatusSchema,
  /** §4: the value the console keeps as checkStatus. */
  checkStatus: checkStatusSchema,
  /** When the current identity passed. */
  passedAt: z.number().int().nullable(),
  /** The application that holds the current identity (passed), else the latest one. */
  current: realNameApplicationViewSchema.nullable(),
  /** A change or an application in review or waiting for a phone's video. */
  pending: realNameApplicationViewSchema.nullable(),
});
export type RealNameState = z.infer<typeof realNameStateSchema>;

/** A QR ticket for the phone: the link holds the secret, the id lets the desktop follow it. */
export const faceTicketSchema = z.object({ id: z.string(), url: z.string(), expiresAt: z.number().int() });
export type FaceTicket = z.infer<typeof faceTicketSchema>;

/** What the phone page shows before recording. */
export const publicFaceTicketSchema = z.object({
  mode: z.enum(faceModes),
  purpose: z.enum(realNamePurposes),
  name: z.string(),
  expiresAt: z.number().int(),
});
export type PublicFaceTicket = z.infer<typeof publicFaceTicketSchema>;

/** What the phone page shows after sending: the outcome without personal data. */
export const publicFaceResultSchema = z.object({ status: z.enum(applicationStatuses), reason: z.string().nullable() });
export type PublicFaceResult = z.infer<typeof publicFaceResultSchema>;

export const resultAuthSchema = z.object({ checkStatus: checkStatusSchema });
export type ResultAuth = z.infer<typeof resultAuthSchema>;

/** Operator queue row (masked). */
export const reviewListItemSchema = z.object({
  id: z.string(),
  userAccountName: z.string(),
  purpose: z.enum(realNamePurposes),
  mode: z.enum(realNameModes),
  status: z.enum(applicationStatuses),
  name: z.string(),
  idNumber: z.string(),
  submittedAt: z.number().int().nullable(),
  reason: z.string().nullable(),
});
export type ReviewListItem = z.infer<typeof reviewListItemSchema>;

export const reviewPageSchema = pageOf(reviewListItemSchema);
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** The application opened by the operator reviewing it: unmasked. */
export const reviewDetailSchema = reviewListItemSchema.extend({
  userId: z.string(),
  phone: z.string().nullable(),
  bankCard: z.string().nullable(),
  hasVideo: z.boolean(),
  videoMs: z.number().int().nullable(),
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  decidedAt: z.number().int().nullable(),
  /** The person's earlier applications, masked. */
  history: z.array(realNameApplicationViewSchema),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;
