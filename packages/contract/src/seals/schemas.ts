import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { recordStatus } from '../enums.js';

/** The enterprise seals a platform cuts from a style (the kinds companies register with the police). */
export const enterpriseSealKinds = ['official', 'contract', 'finance', 'hr', 'invoice'] as const;
export type EnterpriseSealKind = (typeof enterpriseSealKinds)[number];
/** Diameters (the invoice seal's width), millimetres. */
export const enterpriseSealSizes = [38, 40, 42] as const;
export type EnterpriseSealSize = (typeof enterpriseSealSizes)[number];
/** A person's name seal: square with a border, square in relief, or an oblong on one line. */
export const nameSealStyles = ['square', 'squareRelief', 'oblong'] as const;
export type NameSealStyle = (typeof nameSealStyles)[number];
/** Every kind a seal row has: the styles above, the legal representative's name seal, an uploaded image. */
export const sealKinds = [...enterpriseSealKinds, 'legalPerson', 'uploaded'] as const;
export type SealKind = (typeof sealKinds)[number];

/** Seal image rules (§5: jpg, jpeg, png, at most 2 MB; judged by content). */
export const sealImageRules = { maxBytes: 2 * 1024 * 1024, minSide: 120, maxSide: 4000 } as const;

const sealStatus = z.union([
  z.literal(recordStatus.normal),
  z.literal(recordStatus.disabled),
  z.literal(recordStatus.inApproval),
  z.literal(recordStatus.rejected),
  z.literal(recordStatus.expired),
  z.literal(recordStatus.usedUp),
]);

/** The anti-forgery code: digits only, as the police register prints it. */
const antiForgeryCode = z
  .string()
  .trim()
  .regex(/^\d{0,16}$/, { error: 'invalid' })
  .optional()
  .transform((v) => v || undefined);

const alias = z.string().trim().max(30, { error: 'tooLong' });

const sizeMm = z.coerce.number().pipe(z.union([z.literal(38), z.literal(40), z.literal(42)], { error: 'invalid' }));
const enterpriseStyle = z.object({ kind: z.enum(enterpriseSealKinds, { error: 'invalid' }), sizeMm, code: antiForgeryCode });
const legalPersonStyle = z.object({ kind: z.literal('legalPerson'), style: z.enum(nameSealStyles, { error: 'invalid' }) });

/** A seal from a style: an enterprise seal (kind, size, optional code) or the legal representative's (style). */
export const sealStyleSchema = z.discriminatedUnion('kind', [enterpriseStyle, legalPersonStyle], { error: 'invalid' });
export type SealStyle = z.infer<typeof sealStyleSchema>;
const optionalAlias = alias.optional().transform((v) => v || undefined);
export const sealCreateSchema = z.discriminatedUnion(
  'kind',
  [enterpriseStyle.extend({ alias: optionalAlias }), legalPersonStyle.extend({ alias: optionalAlias })],
  { error: 'invalid' },
);
/** The text fields of an upload beside its file. */
export const sealUploadSchema = z.object({ alias: alias.min(1, { error: 'required' }) });
export const sealIdParams = z.object({ id: z.string().min(1).max(64) });
/** The §3 record statuses by name, as list filters take them (the answers carry the codes). */
export const sealStatusNames = [
  'normal',
  'disabled',
  'inApproval',
  'rejected',
  'expired',
  'usedUp',
] as const satisfies readonly (keyof typeof recordStatus)[];
export type SealStatusName = (typeof sealStatusNames)[number];
export const sealListQuery = keysetQuery(12).extend({ status: z.enum(sealStatusNames, { error: 'invalid' }).optional() });
export const sealReviewListQuery = keysetQuery().extend({
  status: z.enum(sealStatusNames, { error: 'invalid' }).default('inApproval'),
});

export const sealSchema = z.object({
  id: z.string(),
  kind: z.enum(sealKinds),
  alias: z.string(),
  /** Millimetres across (enterprise seals); null for a name seal or an upload. */
  sizeMm: z.number().int().nullable(),
  style: z.enum(nameSealStyles).nullable(),
  status: sealStatus,
  /** Why an operator rejected the upload. */
  rejectReason: z.string().nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** Whether a signed document carries it (then it is kept, never deleted). */
  used: z.boolean(),
  createdAt: z.number().int(),
});
export type Seal = z.infer<typeof sealSchema>;
export const sealPageSchema = pageOf(sealSchema);

/** How a seal reached a signature: the console's signing page, the open API, a sign flow's signer. */
export const sealUseChannels = ['console', 'api', 'signFlow'] as const;
export type SealUseChannel = (typeof sealUseChannels)[number];
export const sealUseListQuery = keysetQuery(20);
/** One application of an enterprise seal to a signature. */
export const sealUseSchema = z.object({
  id: z.string(),
  sealId: z.string(),
  /** member: a person signing; app: an application signing with nobody present. */
  applier: z.enum(['member', 'app']),
  /** The member's person, or null for an application. */
  userId: z.string().nullable(),
  applicationId: z.string().nullable(),
  /** The member's name in the enterprise, or the application's name. */
  applierName: z.string(),
  documentName: z.string(),
  /** SHA-256 (hex) of the signed document. */
  documentSha256: z.string(),
  channel: z.enum(sealUseChannels),
  createdAt: z.number().int(),
});
export type SealUse = z.infer<typeof sealUseSchema>;
export const sealUsePageSchema = pageOf(sealUseSchema);

export const sealReviewItemSchema = sealSchema.extend({ enterpriseId: z.string(), enterpriseName: z.string() });
export type SealReviewItem = z.infer<typeof sealReviewItemSchema>;
export const sealReviewPageSchema = pageOf(sealReviewItemSchema);
