import { z } from 'zod';
import { faceModes } from '../realName/schemas.js';
import { templateFillKinds, templateRules } from '../templates/rules.js';
import { multiline } from '../text.js';

/** The hosted page's rules: how long a proof of identity lasts, how large a drawn signature may be. */
export const hostedSigningRules = {
  /** A proof of identity lasts this long (and never beyond its link): long enough to read a contract. */
  proofMs: 2 * 60 * 60_000,
  /** A drawn signature's PNG, base64 in the body: a phone's pad at three pixels a point is well under this. */
  drawnMaxBytes: 600 * 1024,
};

const token = z.string().trim().min(20).max(100);
/** The proof of identity the page got from `hostedProve` or `hostedProveSignedIn`. */
const proof = z.string().trim().min(20).max(100);
const sixDigits = z.string().regex(/^\d{6}$/);

export const hostedProveSchema = z.object({ token, code: sixDigits });

/** The face willingness check (multipart): the proven signer's video, face or blink, against its real-name record. */
export const hostedFaceSchema = z.object({ token, proof, mode: z.enum(faceModes, { error: 'invalid' }).default('face') });
/** A passed face check: a single-use ticket the sign call takes instead of the willingness code. */
export const hostedFacePassedSchema = z.object({ faceTicket: z.string(), expiresAt: z.number().int() });
/** A passed face check stands this long (the signer confirms at once). */
export const hostedFaceTicketMs = 10 * 60_000;
export const hostedProofSchema = z.object({ token, proof });
export const hostedProvedSchema = z.object({
  proof: z.string(),
  /** code: an SMS (or e-mail) code; session: signed in as the signer's account. */
  by: z.enum(['code', 'session']),
  expiresAt: z.number().int(),
});

/** Where the signer stands after the proof: what the page shows next. */
export const hostedStandingSchema = z.object({
  by: z.enum(['code', 'session']),
  /**
   * passed: the account the signer proved as passed personal real-name authentication under the
   * signer's name; required: no account, or not authenticated (the page leads to the real-name flow);
   * mismatch: authenticated under another name (cannot sign).
   */
  realName: z.enum(['passed', 'required', 'mismatch']),
});

export const hostedChoiceSchema = z.object({
  id: z.string(),
  kind: z.enum(['enterprise', 'personal']),
  /** A seal's alias; a personal signature's kind (nameSeal, handwritten). */
  label: z.string(),
  isDefault: z.boolean(),
  pngBase64: z.string(),
});
export const hostedChoicesSchema = z.object({ choices: z.array(hostedChoiceSchema) });
export type HostedChoice = z.infer<typeof hostedChoiceSchema>;

/** Which code the signer asks for: proof of identity first, then the willingness check (意愿认证) at the moment of signing. */
export const hostedCodeStepSchema = z.enum(['identity', 'willingness']);

/**
 * A fill-in field the signer fills itself before signing (a template flow's field of the signer's
 * role): its label, kind and rule (required, maximum length — checked by the templates' rules), where
 * it is drawn, and what the signer typed so far (with a live proof; else null).
 */
export const hostedFillSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(templateFillKinds),
  required: z.boolean(),
  maxLength: z.number().int(),
  page: z.number().int(),
  /** Its box on the page, in points from the lower left as a signature field's (on the flow's first document, which a template flow's is). */
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  value: z.string().nullable(),
});
export type HostedFill = z.infer<typeof hostedFillSchema>;
/** The signer's values by field key (every one of its fields; a multi-line field's may hold line breaks). */
export const hostedFillInputSchema = z.object({
  token,
  proof,
  values: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), multiline(z.string().max(templateRules.maxLength * 2))),
});
export const hostedFilledSchema = z.object({ fills: z.array(hostedFillSchema) });
