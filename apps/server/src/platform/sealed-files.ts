import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Deps } from './context.js';

/** Folder and id become a file name; nothing that could climb out of DATA_DIR/sealed is accepted. */
const safeSegment = /^[A-Za-z0-9_-]{1,64}$/;

function sealedRoot(deps: Pick<Deps, 'config'>): string {
  return path.join(deps.config.dataDir, 'sealed');
}

/**
 * Stores a file encrypted with the field key under `DATA_DIR/sealed/<folder>/<id>.bin` (owner-only)
 * and answers its path relative to that root, which is what a table keeps. Written aside and
 * renamed, so a reader never sees half a file and a crash leaves no partial one under the real name.
 */
export async function storeSealedFile(
  deps: Pick<Deps, 'config' | 'cipher'>,
  options: { folder: string; id: string; bytes: Buffer },
): Promise<string> {
  if (!safeSegment.test(options.folder) || !safeSegment.test(options.id)) throw new Error('sealed file folder and id must be plain names');
  const relPath = `${options.folder}/${options.id}.bin`;
  const target = path.join(sealedRoot(deps), relPath);
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temp, deps.cipher.encryptBytes(options.bytes), { mode: 0o600, flag: 'wx' });
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  return relPath;
}

/** Reads and decrypts a sealed file; a path leaving the sealed folder or a changed file throws. */
export async function readSealedFile(deps: Pick<Deps, 'config' | 'cipher'>, relPath: string): Promise<Buffer> {
  const root = sealedRoot(deps);
  const target = path.resolve(root, relPath);
  if (path.isAbsolute(relPath) || !target.startsWith(root + path.sep)) throw new Error('sealed file path leaves its folder');
  return deps.cipher.decryptBytes(await fs.readFile(target));
}

/** Removes a sealed file (an application's video once it is no longer kept); absent is fine. */
export async function removeSealedFile(deps: Pick<Deps, 'config'>, relPath: string): Promise<void> {
  const root = sealedRoot(deps);
  const target = path.resolve(root, relPath);
  if (path.isAbsolute(relPath) || !target.startsWith(root + path.sep)) throw new Error('sealed file path leaves its folder');
  await fs.rm(target, { force: true });
}
