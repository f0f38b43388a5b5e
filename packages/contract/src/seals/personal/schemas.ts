import { z } from 'zod';
import { keysetQuery, pageOf } from '../../common.js';

/** What a personal signature is: a name seal generated from the real-name record, or drawn by hand. */
export const personalSignatureKinds = ['nameSeal', 'handwritten'] as const;
export type PersonalSignatureKind = (typeof personalSignatureKinds)[number];
/**
 * A person's name seal: square with a border, square without one, square in relief (the characters
 * cut out of red), or an oblong on one line. Square seals of two or three Chinese characters add
 * 之印 or 印 to make the four cells a seal cutter sets.
 */
export const personalSealStyles = ['square', 'squarePlain', 'squareRelief', 'oblong'] as const;
export type PersonalSealStyle = (typeof personalSealStyles)[number];

/** A handwritten signature as the pad sends it (§5: png or jpg by content, at most 2 MB). */
export const signatureImageRules = { maxBytes: 2 * 1024 * 1024, minWidth: 120, minHeight: 60, maxSide: 4000 } as const;
/** How many signatures one person keeps. */
export const personalSignatureLimit = 20;

export const personalSealStyleSchema = z.object({ style: z.enum(personalSealStyles, { error: 'invalid' }) });
/** The text fields of a drawn signature beside its file: none. */
export const personalDrawSchema = z.object({});
export const personalSignatureIdParams = z.object({ id: z.string().min(1).max(64) });
export const personalSignatureListQuery = keysetQuery(12);

export const personalSignatureSchema = z.object({
  id: z.string(),
  kind: z.enum(personalSignatureKinds),
  /** The name seal's style; null for a handwritten signature. */
  style: z.enum(personalSealStyles).nullable(),
  width: z.number().int(),
  height: z.number().int(),
  /** The one the person signs with unless they choose another. */
  isDefault: z.boolean(),
  /** Whether a signed document carries it (then it is kept, never deleted). */
  used: z.boolean(),
  createdAt: z.number().int(),
});
export type PersonalSignature = z.infer<typeof personalSignatureSchema>;
/** The list, and whether the person may add to it (their real-name authentication passed): the page says so before they draw. */
export const personalSignaturePageSchema = pageOf(personalSignatureSchema).extend({ realNamePassed: z.boolean() });
