import type { Deps } from '../../platform/context.js';
import * as q from './ownership-queries.js';
import { forgetCallingApp } from './signed-calls.js';

/**
 * An application belongs to the member who created it: it is open work a separating member hands on
 * (the organization's separation asks here), and its calls are metered in its owner's name.
 */

export async function countAppsOwnedBy(deps: Deps, input: { enterpriseId: string; userId: string }): Promise<number> {
  return q.countOwnedBy(deps.db, input.enterpriseId, input.userId);
}

/** Whether an application (its internal id) belongs to the enterprise: another enterprise's answers false. */
export async function isAppOfEnterprise(deps: Deps, input: { enterpriseId: string; id: string }): Promise<boolean> {
  return Boolean(await q.findOwned(deps.db, input.enterpriseId, input.id));
}

/** The names of an enterprise's applications among `ids` (internal ids); another enterprise's are left out. */
export async function appNamesOf(deps: Deps, input: { enterpriseId: string; ids: readonly string[] }): Promise<Map<string, string>> {
  return new Map((await q.namesOf(deps.db, input.enterpriseId, input.ids)).map((a) => [a.id, a.name]));
}

/**
 * The appId and name of an enterprise's applications among `ids` (internal ids), in name order: one
 * query for a page of rows that name applications; another enterprise's are left out.
 */
export async function appSummariesOf(
  deps: Pick<Deps, 'db'>,
  input: { enterpriseId: string; ids: readonly string[] },
): Promise<Map<string, { appId: string; name: string }>> {
  const rows = await q.summariesOf(deps.db, input.enterpriseId, [...new Set(input.ids)]);
  return new Map(rows.map((a) => [a.id, { appId: a.app_id, name: a.name }]));
}

/** Hands every application of one member to another of the same enterprise (inside the caller's transaction, if any). */
export async function handOverApps(deps: Deps, input: { enterpriseId: string; fromUserId: string; toUserId: string }): Promise<number> {
  const moved = await q.moveOwnership(deps.db, input.enterpriseId, input.fromUserId, input.toUserId, deps.clock.now());
  for (const appId of moved) forgetCallingApp(deps, appId);
  return moved.length;
}
