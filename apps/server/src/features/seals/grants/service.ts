import {
  type CodeSent,
  type LogPhraseOf,
  memberStatus,
  recordStatus,
  type SealGrant,
  type SealGrantCreateInput,
  type SealGrantRole,
} from '@console/contract';
import { actionOf, writeOperationLog } from '../../../platform/audit.js';
import type { UserCaller } from '../../../platform/caller.js';
import type { Deps } from '../../../platform/context.js';
import { AppError, fieldError, notFound } from '../../../platform/errors.js';
import { listPosition, pageFrom } from '../../../platform/keyset.js';
import { enterpriseOf } from '../../../platform/tenant.js';
import { appSummariesOf } from '../../apps/index.js';
import { memberDirectory } from '../member-directory.js';
import * as sealQueries from '../queries.js';
import * as q from './grant-queries.js';
import { newRecordColumns, replaceRecord } from './records.js';
import { purposes } from './purposes.js';
import { grantView } from './view.js';
import { checkWillingness, sendWillingnessCode } from './willingness.js';

/**
 * Seal grants (印章授权): the master or an administrator hands a normal enterprise seal to a member on
 * the job, as its user or approver, for every use or named applications, from a start to an end or
 * long-term, after an SMS code to their own phone. One normal grant per seal and member; a grant
 * whose period ended reads expired and may be replaced. Revoked at once; ended by separation.
 */

/** One log entry of a grant or an authorization: its phrase (names, not ids) for readers, its text with ids for the search. */
export const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'seals'>, content: string) =>
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

/** The enterprise's normal seal (another enterprise's is not found; one that cannot sign cannot be granted). */
export async function grantableSeal(deps: Deps, enterpriseId: string, id: string): Promise<sealQueries.SealRow> {
  const seal = await sealQueries.findOfEnterprise(deps.db, enterpriseId, id);
  if (!seal) throw notFound();
  if (seal.status !== recordStatus.normal) throw new AppError('sealNotGrantable');
  return seal;
}

/** A period's end comes after its start (said beside `endAt`). */
export function checkPeriod(caller: UserCaller, startAt: number, endAt: number | null): void {
  if (endAt !== null && endAt <= startAt) throw fieldError('sealGrantPeriodInvalid', 'endAt', caller.lang);
}

export async function sendGrantCode(deps: Deps, { caller }: { caller: UserCaller }): Promise<CodeSent> {
  const enterpriseId = enterpriseOf(caller.user);
  return sendWillingnessCode(deps, { caller, enterpriseId, purpose: purposes.grant, message: 'sealGrantCodeSms' });
}

/** The grantees' names beside a page of grants: one read through the organization's directory per page. */
async function withMemberNames(deps: Deps, enterpriseId: string, rows: q.GrantSealRow[]): Promise<q.GrantListRow[]> {
  const names = await memberDirectory().namesOf(deps, { enterpriseId, userIds: rows.map((r) => r.user_id) });
  return rows.map((r) => ({ ...r, member_name: names.get(r.user_id) ?? '' }));
}

/**
 * The applications of a page of grants limited to named ones, each grant's in name order: the grants'
 * links are seals', the names apps' (one read each per page, in the order apps answers them).
 */
async function pageView(deps: Deps, enterpriseId: string, rows: q.GrantListRow[], now: number) {
  const links = await q.appsOfGrants(
    deps.db,
    rows.filter((r) => r.scope === 'apps').map((r) => r.id),
  );
  const grantsOfApp = new Map<string, string[]>();
  for (const l of links) grantsOfApp.set(l.application_id, [...(grantsOfApp.get(l.application_id) ?? []), l.grant_id]);
  const apps = new Map<string, { id: string; name: string }[]>();
  for (const [id, app] of await appSummariesOf(deps, { enterpriseId, ids: [...grantsOfApp.keys()] }))
    for (const grantId of grantsOfApp.get(id)!) apps.set(grantId, [...(apps.get(grantId) ?? []), { id, name: app.name }]);
  return (row: q.GrantListRow) => grantView(row, apps.get(row.id) ?? [], now);
}

export async function grantSeal(
  deps: Deps,
  { caller, id, ...input }: { caller: UserCaller; id: string } & Required<Omit<SealGrantCreateInput, 'endAt'>> & { endAt: number | null },
): Promise<SealGrant> {
  const enterpriseId = enterpriseOf(caller.user);
  const seal = await grantableSeal(deps, enterpriseId, id);
  checkPeriod(caller, input.startAt, input.endAt);
  const member = await memberDirectory().memberOf(deps, { enterpriseId, memberId: input.memberId });
  if (!member || member.status !== memberStatus.onTheJob) throw fieldError('sealGrantMemberInvalid', 'memberId', caller.lang);
  const appIds = [...new Set(input.appIds)];
  const apps = await appSummariesOf(deps, { enterpriseId, ids: appIds });
  if (apps.size !== appIds.length) throw fieldError('sealGrantAppInvalid', 'appIds', caller.lang);
  // Everything else is right: only now does the code count a try.
  const codeId = await checkWillingness(deps, { caller, purpose: purposes.grant, code: input.code });
  const now = deps.clock.now();
  const existing = await q.normalGrantOf(deps.db, seal.id, member.userId);
  const row = {
    ...newRecordColumns(now, input),
    enterprise_id: enterpriseId,
    seal_id: seal.id,
    user_id: member.userId,
    role: input.role as SealGrantRole,
    scope: appIds.length > 0 ? 'apps' : 'all',
    granted_by: caller.user.userId,
  };
  // An expired grant steps aside (its row says so) for the new one.
  await replaceRecord(deps, {
    codeId,
    existing,
    now,
    exists: 'sealGrantExists',
    end: q.endGrant,
    insert: (trx) => q.insertGrant(trx, row, appIds),
  });
  const period = input.endAt === null ? 'long-term' : `${new Date(input.startAt).toISOString()}–${new Date(input.endAt).toISOString()}`;
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'seals.grantSeal', params: { seal: seal.alias, member: member.name, role: { phrase: `seals.grants.roleName.${row.role}` } } },
    `${seal.alias} ${seal.id} → ${member.name} (${row.role}, ${period}) ${row.id}`,
  );
  return grantView(
    { ...row, seal_alias: seal.alias, member_name: member.name },
    [...apps].map(([applicationId, a]) => ({ id: applicationId, name: a.name })),
    now,
  );
}

/** The enterprise's grants, newest first, or one seal's (an unknown seal id lists nothing). */
export async function listGrantsOf(
  deps: Deps,
  o: { enterpriseId: string; after?: string; pageSize: number; sealId?: string; lang: UserCaller['lang'] },
) {
  const scope = { enterpriseId: o.enterpriseId, sealId: o.sealId ?? null };
  const position = listPosition(q.grantOrder, { scope, after: o.after, pageSize: o.pageSize, lang: o.lang });
  const [found, total] = await Promise.all([
    q.pageOfGrants(deps.db, o.enterpriseId, o.sealId, position),
    q.countOfGrants(deps.db, o.enterpriseId, o.sealId),
  ]);
  // The row past the page only tells whether there is a next page; its name is not read.
  const named = await withMemberNames(deps, o.enterpriseId, found.slice(0, o.pageSize));
  const rows = [...named, ...found.slice(o.pageSize).map((r) => ({ ...r, member_name: '' }))];
  const view = await pageView(deps, o.enterpriseId, named, deps.clock.now());
  return pageFrom(q.grantOrder, { scope, pageSize: o.pageSize, rows, total, view });
}

export const listGrants = (deps: Deps, { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number; sealId?: string }) =>
  listGrantsOf(deps, { enterpriseId: enterpriseOf(caller.user), lang: caller.lang, ...input });

export async function revokeGrant(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<SealGrant> {
  const enterpriseId = enterpriseOf(caller.user);
  const found = await q.findGrant(deps.db, enterpriseId, id);
  if (!found) throw notFound();
  const row = (await withMemberNames(deps, enterpriseId, [found]))[0]!;
  const now = deps.clock.now();
  const change = { status: recordStatus.disabled, ended_reason: 'revoked', ended_by: caller.user.userId, ended_at: now, updated_at: now };
  if (!(await q.endGrant(deps.db, row.id, change))) throw new AppError('sealGrantEnded');
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'seals.revokeSealGrant', params: { seal: row.seal_alias, member: row.member_name } },
    `${row.seal_alias} ${row.seal_id} → ${row.member_name} ${row.id}`,
  );
  const view = await pageView(deps, enterpriseId, [row], now);
  return view({ ...row, ...change });
}

/**
 * A separated member's grants end with the separation (disabled, "separated"); the organization calls
 * this inside its separation's transaction (`deps.db` may be that transaction).
 */
export async function endGrantsOfSeparated(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { enterpriseId: string; userId: string; by: string },
): Promise<number> {
  const now = deps.clock.now();
  return q.endGrantsOfMember(deps.db, input.enterpriseId, input.userId, {
    status: recordStatus.disabled,
    ended_reason: 'separated',
    ended_by: input.by,
    ended_at: now,
    updated_at: now,
  });
}
