import type { Deps } from '../../../platform/context.js';
import { readSealedFile } from '../../../platform/sealed-files.js';
import * as q from './queries.js';

/**
 * A personal signature (name seal or handwritten) as the PDF signing draws it: its transparent PNG
 * and pixel size. Only its owner may apply it: another person's id, or an unknown one, is undefined.
 * Takes the database and what reading a sealed file needs: call it with `{ ...deps, userId, signatureId }`.
 */
export async function personalSignatureForSigning(
  options: Pick<Deps, 'db'> & Parameters<typeof readSealedFile>[0] & { userId: string; signatureId: string },
): Promise<{ id: string; png: Buffer; widthPx: number; heightPx: number } | undefined> {
  const row = await q.findOfUser(options.db, options.userId, options.signatureId);
  if (!row) return undefined;
  return { id: row.id, png: await readSealedFile(options, row.image_path), widthPx: row.width, heightPx: row.height };
}

/** Marks a personal signature as carried by a signed document (from then on it is never deleted). */
export async function markPersonalSignatureUsed(options: { db: Deps['db']; signatureId: string; now: number }): Promise<void> {
  await q.markUsed(options.db, options.signatureId, options.now);
}
