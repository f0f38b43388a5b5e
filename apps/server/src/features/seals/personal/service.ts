import { type LogPhraseOf, type PersonalSealStyle, type PersonalSignature, personalSignatureLimit } from '@console/contract';
import { actionOf, writeOperationLog } from '../../../platform/audit.js';
import type { UserCaller } from '../../../platform/caller.js';
import type { Deps } from '../../../platform/context.js';
import { AppError, notFound } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { listPosition, pageFrom } from '../../../platform/keyset.js';
import type { UploadedFile } from '../../../platform/route.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from '../../../platform/sealed-files.js';
import { passedRealNameOf } from '../../realName/index.js';
import { renderNameSeal, type SealImage, undrawable } from '../render/index.js';
import * as q from './queries.js';
import { cleanSignatureImage } from './signature-image.js';
import { signatureView } from './view.js';

/**
 * Personal signatures: a person's name seals, drawn on the server from the name of their passed
 * real-name authentication (never a typed name), and their handwritten signatures, drawn on the
 * screen and judged by content; several per person, one the default. Only the person sees, uses or
 * deletes them; another person's id is not found.
 */

/** What a log entry calls a signature: its kind, or its style for a name seal, in the reader's language. */
const kindOf = (row: Pick<q.PersonalSignatureRow, 'kind' | 'style'>) => ({
  phrase: row.style ? `seals.personal.style.${row.style}` : `seals.personal.kind.${row.kind}`,
});

/** Who keeps or changes a signature: the signed-in person, or the account a hosted signing was proven as. */
type Who = { user: { userId: string }; ip: string; userAgent: string };

const log = (deps: Deps, caller: Who, phrase: LogPhraseOf<'seals'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    service: 'seals',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** The name of the caller's passed real-name authentication; without one, §8's 4020020. */
async function passedName(deps: Deps, caller: UserCaller): Promise<string> {
  const passed = await passedRealNameOf(deps, caller.user.userId);
  if (!passed) throw new AppError('realNameRequired');
  return passed.name;
}

async function drawNameSeal(deps: Deps, caller: UserCaller, style: PersonalSealStyle): Promise<SealImage> {
  const name = await passedName(deps, caller);
  const missing = undrawable(name);
  if (missing.length > 0) throw new AppError('sealNameUndrawable', { chars: missing.join(' ') });
  return renderNameSeal({ style, name });
}

export async function previewNameSeal(deps: Deps, { caller, style }: { caller: UserCaller; style: PersonalSealStyle }): Promise<Buffer> {
  return (await drawNameSeal(deps, caller, style)).png;
}

async function store(
  deps: Deps,
  caller: Who,
  image: SealImage,
  row: Pick<q.PersonalSignatureRow, 'kind' | 'style'>,
): Promise<PersonalSignature> {
  const userId = caller.user.userId;
  if ((await q.countOfUser(deps.db, userId)) >= personalSignatureLimit) {
    throw new AppError('signatureLimitReached', { max: personalSignatureLimit });
  }
  const now = deps.clock.now();
  const id = newId(now);
  const imagePath = await storeSealedFile(deps, { folder: 'signatures', id, bytes: image.png });
  const stored: q.PersonalSignatureRow = {
    id,
    user_id: userId,
    ...row,
    image_path: imagePath,
    width: image.width,
    height: image.height,
    used_at: null,
    created_at: now,
  };
  await q.insertSignature(deps.db, stored);
  // The first signature is the default; later ones become it only when the person says so.
  await q.defaultIfNone(deps.db, userId, id, now);
  await log(deps, caller, { key: 'seals.signatureCreate', params: { kind: kindOf(row) } }, `${row.kind} ${row.style ?? ''} ${id}`);
  return signatureView(stored, await q.defaultOf(deps.db, userId));
}

export async function generateNameSeal(
  deps: Deps,
  { caller, style }: { caller: UserCaller; style: PersonalSealStyle },
): Promise<PersonalSignature> {
  const image = await drawNameSeal(deps, caller, style);
  return store(deps, caller, image, { kind: 'nameSeal', style });
}

export async function saveHandwritten(
  deps: Deps,
  { caller, file }: { caller: UserCaller; file: UploadedFile | null },
): Promise<PersonalSignature> {
  await passedName(deps, caller);
  if (!file || file.bytes.length === 0) throw new AppError('signatureImageMissing');
  const image = cleanSignatureImage(file.bytes);
  return store(deps, caller, image, { kind: 'handwritten', style: null });
}

/**
 * A signature drawn on the hosted signing page, kept among the person's own signatures because they
 * chose to: judged like `saveHandwritten`, within the same limit, logged as theirs. The
 * page may have no session, so the account is the one the signing was proven as.
 */
export async function keepDrawnSignature(
  deps: Deps,
  o: { userId: string; png: Buffer; ip: string; userAgent: string },
): Promise<PersonalSignature> {
  const image = cleanSignatureImage(o.png);
  return store(deps, { user: { userId: o.userId }, ip: o.ip, userAgent: o.userAgent }, image, { kind: 'handwritten', style: null });
}

/** Whether a person may keep one more signature (checked before a signing that would keep one). */
export async function mayKeepSignature(deps: Deps, userId: string): Promise<void> {
  if ((await q.countOfUser(deps.db, userId)) >= personalSignatureLimit)
    throw new AppError('signatureLimitReached', { max: personalSignatureLimit });
}

/** The person's signatures, and whether they may make more: read even after their authentication is revoked, so they can delete them. */
export async function listSignatures(deps: Deps, { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number }) {
  const userId = caller.user.userId;
  const scope = { userId };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total, defaultId, passed] = await Promise.all([
    q.pageOfUser(deps.db, userId, position),
    q.countOfUser(deps.db, userId),
    q.defaultOf(deps.db, userId),
    passedRealNameOf(deps, userId),
  ]);
  const page = pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => signatureView(r, defaultId) });
  return { ...page, realNamePassed: passed !== null };
}

/** One of the caller's signatures; another person's id is not found. */
async function signatureOf(deps: Deps, caller: UserCaller, id: string): Promise<q.PersonalSignatureRow> {
  const row = await q.findOfUser(deps.db, caller.user.userId, id);
  if (!row) throw notFound();
  return row;
}

export async function openSignatureImage(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<Buffer> {
  return readSealedFile(deps, (await signatureOf(deps, caller, id)).image_path);
}

export async function setDefaultSignature(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<PersonalSignature> {
  await passedName(deps, caller);
  const row = await signatureOf(deps, caller, id);
  await q.setDefault(deps.db, caller.user.userId, id, deps.clock.now());
  await log(deps, caller, { key: 'seals.signatureDefault', params: { kind: kindOf(row) } }, `${row.kind} ${row.id}`);
  return signatureView(row, id);
}

/** Deletes a signature and its image; one a signed document carries is kept. The newest left becomes the default. */
export async function removeSignature(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<null> {
  const userId = caller.user.userId;
  const row = await signatureOf(deps, caller, id);
  const now = deps.clock.now();
  const deleted = await deps.db.transaction().execute(async (trx) => {
    if (row.used_at !== null || !(await q.deleteUnused(trx, userId, id))) return false;
    await q.replaceDefault(trx, userId, id, (await q.newestOfUser(trx, userId))?.id, now);
    return true;
  });
  if (!deleted) throw new AppError('signatureInUse');
  await removeSealedFile(deps, row.image_path);
  await log(deps, caller, { key: 'seals.signatureDelete', params: { kind: kindOf(row) } }, `${row.kind} ${row.id}`);
  return null;
}
