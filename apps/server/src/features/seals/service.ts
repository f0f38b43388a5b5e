import { recordStatus, type Seal, type SealStatusName, type SealStyle } from '@console/contract';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, removeSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { assertEnterprisePassed, sealSubjectOf } from '../enterprise/index.js';
import { listGrantedSeals, managesSeals, maySeeSeal } from './grants/mine.js';
import { cleanSealImage } from './image-check.js';
import * as q from './queries.js';
import { renderEnterpriseSeal, renderNameSeal, type SealImage, undrawable } from './render/index.js';
import { sealView } from './view.js';

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'seals'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'seals',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** The session's enterprise, refused unless it passed authentication (§8). */
async function passedEnterprise(deps: Deps, caller: UserCaller): Promise<string> {
  const enterpriseId = enterpriseOf(caller.user);
  await assertEnterprisePassed(deps, enterpriseId);
  return enterpriseId;
}

/** Default names of seals, as the seal's own text says them (the console shows the kind in the reader's language). */
export const defaultAlias: Record<SealStyle['kind'], string> = {
  official: '公章',
  contract: '合同专用章',
  finance: '财务专用章',
  hr: '人事专用章',
  invoice: '发票专用章',
  legalPerson: '法定代表人章',
};

/** A seal of a style drawn from the enterprise's authenticated record; nothing is stored. */
export async function drawStyle(deps: Deps, enterpriseId: string, style: SealStyle): Promise<{ enterpriseId: string; image: SealImage }> {
  const subject = await sealSubjectOf(deps, enterpriseId);
  const name = style.kind === 'legalPerson' ? subject.legalName : subject.name;
  if (!name) throw new AppError('sealLegalPersonMissing');
  const missing = undrawable(name);
  if (missing.length > 0) throw new AppError('sealNameUndrawable', { chars: missing.join(' ') });
  const image =
    style.kind === 'legalPerson'
      ? renderNameSeal({ style: style.style, name })
      : renderEnterpriseSeal({
          kind: style.kind,
          sizeMm: style.sizeMm,
          name,
          code: style.code,
          taxNumber: subject.creditCode ?? undefined,
        });
  return { enterpriseId, image };
}

export async function previewSeal(deps: Deps, { caller, ...style }: { caller: UserCaller } & SealStyle): Promise<Buffer> {
  return (await drawStyle(deps, enterpriseOf(caller.user), style)).image.png;
}

export async function storeSeal(
  deps: Deps,
  o: {
    enterpriseId: string;
    createdBy: string;
    image: SealImage;
    status: number;
    row: Pick<q.SealRow, 'kind' | 'alias' | 'size_mm' | 'style' | 'code'>;
  },
): Promise<q.SealRow> {
  const now = deps.clock.now();
  const id = newId(now);
  const imagePath = await storeSealedFile(deps, { folder: 'seals', id, bytes: o.image.png });
  const row: q.SealRow = {
    id,
    enterprise_id: o.enterpriseId,
    ...o.row,
    status: o.status,
    reject_reason: null,
    image_path: imagePath,
    width: o.image.width,
    height: o.image.height,
    created_by: o.createdBy,
    reviewed_by: null,
    reviewed_at: null,
    used_at: null,
    created_at: now,
    updated_at: now,
  };
  await q.insertSeal(deps.db, row);
  return row;
}

/** A seal drawn in a style from the enterprise's authenticated record (`drawStyle`): normal at once. */
export async function storeDrawnSeal(
  deps: Deps,
  { enterpriseId, createdBy, alias, style }: { enterpriseId: string; createdBy: string; alias: string | undefined; style: SealStyle },
): Promise<q.SealRow> {
  const drawn = await drawStyle(deps, enterpriseId, style);
  return storeSeal(deps, {
    enterpriseId: drawn.enterpriseId,
    createdBy,
    image: drawn.image,
    status: recordStatus.normal,
    row: {
      kind: style.kind,
      alias: alias ?? defaultAlias[style.kind],
      size_mm: style.kind === 'legalPerson' ? null : style.sizeMm,
      style: style.kind === 'legalPerson' ? style.style : null,
      code: style.kind === 'legalPerson' ? null : (style.code ?? null),
    },
  });
}

/** An uploaded seal image, checked and cleaned: in approval until an operator decides. */
export async function storeUploadedSeal(
  deps: Deps,
  { enterpriseId, createdBy, alias, bytes }: { enterpriseId: string; createdBy: string; alias: string; bytes: Buffer },
): Promise<q.SealRow> {
  if (bytes.length === 0) throw new AppError('sealImageMissing');
  return storeSeal(deps, {
    enterpriseId,
    createdBy,
    image: cleanSealImage(bytes),
    status: recordStatus.inApproval,
    row: { kind: 'uploaded', alias, size_mm: null, style: null, code: null },
  });
}

export async function createSeal(
  deps: Deps,
  { caller, alias, ...style }: { caller: UserCaller; alias?: string } & SealStyle,
): Promise<Seal> {
  const row = await storeDrawnSeal(deps, { enterpriseId: enterpriseOf(caller.user), createdBy: caller.user.userId, alias, style });
  const enterpriseId = row.enterprise_id;
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'seals.createSeal', params: { seal: row.alias, kind: { phrase: `seals.kind.${row.kind}` } } },
    `${row.alias} (${row.kind}) ${row.id}`,
  );
  return sealView(row);
}

export async function uploadSeal(
  deps: Deps,
  { caller, alias, file }: { caller: UserCaller; alias: string; file: UploadedFile | null },
): Promise<Seal> {
  const enterpriseId = await passedEnterprise(deps, caller);
  if (!file) throw new AppError('sealImageMissing');
  const row = await storeUploadedSeal(deps, { enterpriseId, createdBy: caller.user.userId, alias, bytes: file.bytes });
  await log(deps, caller, enterpriseId, { key: 'seals.uploadSeal', params: { seal: row.alias } }, `${row.alias} ${row.id}`);
  return sealView(row);
}

export async function listSeals(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number; status?: SealStatusName },
) {
  // A member who does not manage seals sees the seals granted to them.
  if (!managesSeals(caller)) return listGrantedSeals(deps, { caller, ...input });
  const enterpriseId = enterpriseOf(caller.user);
  const status = input.status && recordStatus[input.status];
  const scope = { enterpriseId, status: status ?? null };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    q.pageOfEnterprise(deps.db, enterpriseId, status, position),
    q.countOfEnterprise(deps.db, enterpriseId, status),
  ]);
  return pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: sealView });
}

/** One of the session enterprise's seals (another enterprise's id is not found); `passed` also refuses an unauthenticated enterprise. */
async function sealOf(deps: Deps, caller: UserCaller, id: string, passed: boolean): Promise<{ enterpriseId: string; row: q.SealRow }> {
  const enterpriseId = passed ? await passedEnterprise(deps, caller) : enterpriseOf(caller.user);
  const row = await q.findOfEnterprise(deps.db, enterpriseId, id);
  if (!row) throw notFound();
  return { enterpriseId, row };
}

export async function openSealImage(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<Buffer> {
  const { enterpriseId, row } = await sealOf(deps, caller, id, false);
  if (!(await maySeeSeal(deps, caller, enterpriseId, row.id))) throw notFound();
  return readSealedFile(deps, row.image_path);
}

/** Enable (disabled → normal) or disable (normal → disabled); any other status refuses. */
async function switchSeal(
  deps: Deps,
  caller: UserCaller,
  id: string,
  from: number,
  to: number,
  action: 'enableSeal' | 'disableSeal',
): Promise<Seal> {
  // Enabling lets a seal sign again: only an authenticated enterprise may; stopping one never waits on that.
  const { enterpriseId, row } = await sealOf(deps, caller, id, to === recordStatus.normal);
  const changed = row.status === from && (await q.updateSealFrom(deps.db, id, from, { status: to, updated_at: deps.clock.now() }));
  if (!changed) throw new AppError('sealStatusInvalid');
  await log(deps, caller, enterpriseId, { key: `seals.${action}`, params: { seal: row.alias } }, `${row.alias} ${row.id}`);
  return sealView({ ...row, status: to });
}

export const enableSeal = (deps: Deps, { caller, id }: { caller: UserCaller; id: string }) =>
  switchSeal(deps, caller, id, recordStatus.disabled, recordStatus.normal, 'enableSeal');

export const disableSeal = (deps: Deps, { caller, id }: { caller: UserCaller; id: string }) =>
  switchSeal(deps, caller, id, recordStatus.normal, recordStatus.disabled, 'disableSeal');

/** Deletes a seal and its image; one a signed document carries is kept for verification. */
export async function removeSeal(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<null> {
  const { enterpriseId, row } = await sealOf(deps, caller, id, false);
  if (row.used_at !== null || !(await q.deleteUnusedSeal(deps.db, enterpriseId, id))) throw new AppError('sealInUse');
  await removeSealedFile(deps, row.image_path);
  await log(deps, caller, enterpriseId, { key: 'seals.deleteSeal', params: { seal: row.alias } }, `${row.alias} ${row.id}`);
  return null;
}
