import { type CodeSent, recordStatus, type SealAutoSign } from '@console/contract';
import type { UserCaller } from '../../../platform/caller.js';
import type { Deps } from '../../../platform/context.js';
import { AppError, fieldError, notFound } from '../../../platform/errors.js';
import { listPosition, pageFrom } from '../../../platform/keyset.js';
import { enterpriseOf } from '../../../platform/tenant.js';
import { appSummariesOf } from '../../apps/index.js';
import * as q from './grant-queries.js';
import { purposes } from './purposes.js';
import { newRecordColumns, replaceRecord } from './records.js';
import { checkPeriod, grantableSeal, log } from './service.js';
import { autoSignView } from './view.js';
import { checkWillingness, sendWillingnessCode } from './willingness.js';

/**
 * Auto-sign authorizations (sign mode 0, enterprise admin): the master lets one of the enterprise's
 * applications apply one normal seal with nobody present, for a period, after an SMS code to the
 * master's phone. One normal authorization per seal and application; revoked at once.
 */

type Apps = Awaited<ReturnType<typeof appSummariesOf>>;

/** An authorization with its application's appId and name, which are apps' to give (read once per page). */
const withApp = (row: q.AutoSignSealRow, apps: Apps): q.AutoSignListRow => ({
  ...row,
  app_public_id: apps.get(row.application_id)?.appId ?? '',
  app_name: apps.get(row.application_id)?.name ?? '',
});
const appsOf = (deps: Deps, enterpriseId: string, rows: readonly q.AutoSignSealRow[]) =>
  appSummariesOf(deps, { enterpriseId, ids: rows.map((r) => r.application_id) });

/** Only the master administrator authorizes or revokes (an administrator sees the list). */
function masterEnterprise(caller: UserCaller): string {
  const enterpriseId = enterpriseOf(caller.user);
  if (caller.user.context.kind !== 'enterprise' || !caller.user.context.isMaster) throw new AppError('sealAutoSignMasterOnly');
  return enterpriseId;
}

export async function sendAutoSignCode(deps: Deps, { caller }: { caller: UserCaller }): Promise<CodeSent> {
  const enterpriseId = masterEnterprise(caller);
  return sendWillingnessCode(deps, { caller, enterpriseId, purpose: purposes.autoSign, message: 'sealAutoSignCodeSms' });
}

export async function authorizeAutoSign(
  deps: Deps,
  { caller, id, ...input }: { caller: UserCaller; id: string; applicationId: string; startAt: number; endAt: number; code: string },
): Promise<SealAutoSign> {
  const enterpriseId = masterEnterprise(caller);
  const seal = await grantableSeal(deps, enterpriseId, id);
  checkPeriod(caller, input.startAt, input.endAt);
  const app = (await appSummariesOf(deps, { enterpriseId, ids: [input.applicationId] })).get(input.applicationId);
  if (!app) throw fieldError('sealGrantAppInvalid', 'applicationId', caller.lang);
  const codeId = await checkWillingness(deps, { caller, purpose: purposes.autoSign, code: input.code });
  const now = deps.clock.now();
  const existing = await q.normalAutoSignOf(deps.db, seal.id, input.applicationId);
  const row = {
    ...newRecordColumns(now, input),
    enterprise_id: enterpriseId,
    seal_id: seal.id,
    application_id: input.applicationId,
    created_by: caller.user.userId,
  };
  await replaceRecord(deps, {
    codeId,
    existing,
    now,
    exists: 'sealAutoSignExists',
    end: q.endAutoSign,
    insert: (trx) => q.insertAutoSign(trx, row),
  });
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'seals.authorizeAutoSign', params: { seal: seal.alias, app: app.name } },
    `${seal.alias} ${seal.id} → ${app.name} ${app.appId} (${new Date(input.startAt).toISOString()}–${new Date(input.endAt).toISOString()}) ${row.id}`,
  );
  return autoSignView({ ...row, seal_alias: seal.alias, app_public_id: app.appId, app_name: app.name }, now);
}

/** The enterprise's authorizations, newest first, or one seal's or one application's (unknown ids list nothing). */
export async function listAutoSignsOf(
  deps: Deps,
  o: { enterpriseId: string; after?: string; pageSize: number; sealId?: string; applicationId?: string; lang: UserCaller['lang'] },
) {
  const filter = { sealId: o.sealId, applicationId: o.applicationId };
  const scope = { enterpriseId: o.enterpriseId, sealId: o.sealId ?? null, applicationId: o.applicationId ?? null };
  const position = listPosition(q.autoSignOrder, { scope, after: o.after, pageSize: o.pageSize, lang: o.lang });
  const [rows, total] = await Promise.all([
    q.pageOfAutoSigns(deps.db, o.enterpriseId, filter, position),
    q.countOfAutoSigns(deps.db, o.enterpriseId, filter),
  ]);
  // The row past the page only tells whether there is a next page; its application is not read.
  const apps = await appsOf(deps, o.enterpriseId, rows.slice(0, o.pageSize));
  const now = deps.clock.now();
  return pageFrom(q.autoSignOrder, { scope, pageSize: o.pageSize, rows, total, view: (r) => autoSignView(withApp(r, apps), now) });
}

export const listAutoSigns = (
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number; sealId?: string; applicationId?: string },
) => listAutoSignsOf(deps, { enterpriseId: enterpriseOf(caller.user), lang: caller.lang, ...input });

export async function revokeAutoSign(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<SealAutoSign> {
  const enterpriseId = enterpriseOf(caller.user);
  const found = await q.findAutoSign(deps.db, enterpriseId, id);
  if (!found) throw notFound();
  masterEnterprise(caller);
  const row = withApp(found, await appsOf(deps, enterpriseId, [found]));
  const now = deps.clock.now();
  const change = { status: recordStatus.disabled, ended_reason: 'revoked', ended_by: caller.user.userId, ended_at: now, updated_at: now };
  if (!(await q.endAutoSign(deps.db, row.id, change))) throw new AppError('sealGrantEnded');
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'seals.revokeAutoSign', params: { seal: row.seal_alias, app: row.app_name } },
    `${row.seal_alias} ${row.seal_id} → ${row.app_name} ${row.app_public_id} ${row.id}`,
  );
  return autoSignView({ ...row, ...change }, now);
}
