import type { z } from 'zod';
import { recordStatus, type Seal, type sealCreateSchema, type SealStatusName } from '@console/contract';
import { actionOf, type OperationLogEntry, writeOperationLog } from '../../platform/audit.js';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { assertEnterprisePassed } from '../enterprise/index.js';
import * as q from './queries.js';
import { storeDrawnSeal, storeUploadedSeal } from './service.js';
import { sealView } from './view.js';

/**
 * Seals in the open API: the same seals as the console's, for the signed application's enterprise,
 * made by the application's owner on its behalf (logged with the app id). Free: nothing is metered.
 */
const log = (deps: Deps, caller: AppCaller, phrase: OperationLogEntry['phrase'], content: string) =>
  writeOperationLog(deps, {
    userId: caller.app.userId,
    enterpriseId: caller.app.enterpriseId,
    service: 'seals',
    action: `api:${actionOf(phrase)}`,
    phrase,
    content: `${content} (app ${caller.app.appId})`,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** `seal/list`: the enterprise's seals, newest first, optionally by status. */
export async function apiListSeals(
  deps: Deps,
  { caller, ...input }: { caller: AppCaller; after?: string; pageSize: number; status?: SealStatusName },
) {
  const { enterpriseId } = caller.app;
  const status = input.status && recordStatus[input.status];
  const scope = { enterpriseId, status: status ?? null };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    q.pageOfEnterprise(deps.db, enterpriseId, status, position),
    q.countOfEnterprise(deps.db, enterpriseId, status),
  ]);
  return pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: sealView });
}

/** `seal/create`: a seal drawn in a style from the enterprise's authenticated record; normal at once. */
export async function apiCreateSeal(
  deps: Deps,
  { caller, alias, ...style }: { caller: AppCaller } & z.output<typeof sealCreateSchema>,
): Promise<Seal> {
  const row = await storeDrawnSeal(deps, { enterpriseId: caller.app.enterpriseId, createdBy: caller.app.userId, alias, style });
  await log(
    deps,
    caller,
    { key: 'seals.createSeal', params: { seal: row.alias, kind: { phrase: `seals.kind.${row.kind}` } } },
    `${row.alias} (${row.kind}) ${row.id}`,
  );
  return sealView(row);
}

/** `seal/upload`: an image (base64) checked and cleaned as the console's upload; in approval until an operator decides. */
export async function apiUploadSeal(
  deps: Deps,
  { caller, alias, image }: { caller: AppCaller; alias: string; image: string },
): Promise<Seal> {
  const { enterpriseId } = caller.app;
  await assertEnterprisePassed(deps, enterpriseId);
  const bytes = Buffer.from(image, 'base64');
  const row = await storeUploadedSeal(deps, { enterpriseId, createdBy: caller.app.userId, alias, bytes });
  await log(deps, caller, { key: 'seals.uploadSeal', params: { seal: row.alias } }, `${row.alias} ${row.id}`);
  return sealView(row);
}
