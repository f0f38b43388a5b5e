import { personalSignatureLimit, recordStatus } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { sealImage } from './for-signing.js';
import { pageOfMine } from './grants/grant-queries.js';
import * as personal from './personal/queries.js';
import { cleanSignatureImage } from './personal/signature-image.js';

/** One seal or personal signature a signer may pick, with its image inline (a hosted page has no session to fetch it by). */
export interface SigningChoice {
  id: string;
  kind: 'enterprise' | 'personal';
  /** The seal's alias; for a personal signature, its kind (nameSeal, handwritten). */
  label: string;
  isDefault: boolean;
  pngBase64: string;
}

/** More than a signer would ever hold: a list for a picker, not a paged table. */
const most = 50;

/**
 * What a signer may sign with, as `sealForSigning` would allow it: for an enterprise, its normal
 * seals the person holds a live grant of (newest grant first); for a person, their own signatures
 * (the default first). The same rule, so nothing listed is then refused.
 */
export async function signingChoicesOf(deps: Deps, o: { userId: string; enterpriseId: string | null }): Promise<SigningChoice[]> {
  const { userId, enterpriseId } = o;
  if (enterpriseId) {
    const rows = await pageOfMine(deps.db, enterpriseId, userId, deps.clock.now(), recordStatus.normal, { limit: most, after: undefined });
    return Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        kind: 'enterprise' as const,
        label: r.alias,
        isDefault: false,
        pngBase64: (await sealImage(deps, r.image_path)).toString('base64'),
      })),
    );
  }
  const [rows, defaultId] = await Promise.all([
    personal.pageOfUser(deps.db, userId, { limit: Math.min(most, personalSignatureLimit), after: undefined }),
    personal.defaultOf(deps.db, userId),
  ]);
  const choices = await Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      kind: 'personal' as const,
      label: r.kind,
      isDefault: r.id === defaultId,
      pngBase64: (await sealImage(deps, r.image_path)).toString('base64'),
    })),
  );
  return choices.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

/**
 * A signature drawn on the hosted page for this signing only (not kept among the person's
 * signatures): judged by content like the console's pad (`cleanSignatureImage`), refusals naming `field`.
 */
export function drawnSignature(o: { bytes: Buffer; lang: Language; field: string }): Buffer {
  try {
    return cleanSignatureImage(o.bytes).png;
  } catch (error) {
    throw error instanceof AppError ? fieldError(error.key, o.field, o.lang, error.params) : error;
  }
}
