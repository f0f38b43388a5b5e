import type { Deps } from './context.js';

/** Folder and id become a file name; nothing that could climb out of the sealed files' root is accepted. */
const safeSegment = /^[A-Za-z0-9_-]{1,64}$/;
const sealedPath = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}\.bin$/;

function checkedPath(relPath: string): string {
  if (!sealedPath.test(relPath)) throw new Error('sealed file path leaves its folder');
  return relPath;
}

/**
 * Stores a file encrypted with the field key as `<folder>/<id>.bin` in the file store (the local
 * `DATA_DIR/sealed/`, or the S3-compatible bucket: `platform/file-store.ts`) and answers that
 * relative path, which is what a table keeps. Only ciphertext leaves the process.
 */
export async function storeSealedFile(
  deps: Pick<Deps, 'files' | 'cipher'>,
  options: { folder: string; id: string; bytes: Buffer },
): Promise<string> {
  if (!safeSegment.test(options.folder) || !safeSegment.test(options.id)) throw new Error('sealed file folder and id must be plain names');
  const relPath = `${options.folder}/${options.id}.bin`;
  await deps.files.put(relPath, deps.cipher.encryptBytes(options.bytes));
  return relPath;
}

/** Reads and decrypts a sealed file; a path leaving the sealed folder or a changed file throws. */
export async function readSealedFile(deps: Pick<Deps, 'files' | 'cipher'>, relPath: string): Promise<Buffer> {
  return deps.cipher.decryptBytes(await deps.files.get(checkedPath(relPath)));
}

/** Removes a sealed file (an application's video once it is no longer kept); absent is fine. */
export async function removeSealedFile(deps: Pick<Deps, 'files'>, relPath: string): Promise<void> {
  await deps.files.remove(checkedPath(relPath));
}
