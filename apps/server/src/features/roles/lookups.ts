import type { Deps } from '../../platform/context.js';
import { roleNamesIn, rolesNamed } from './queries.js';

/**
 * The custom role an enterprise calls `name` (case aside), for the members import's role column;
 * null when none or several have that name.
 */
export async function customRoleNamed(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; name: string }): Promise<string | null> {
  const found = await rolesNamed(deps.db, o.enterpriseId, o.name);
  return found.length === 1 ? found[0]!.id : null;
}

/**
 * Names of some of the enterprise's custom roles by id, in one query (a page of members or
 * invitations; whether one role still exists): an id that is not the enterprise's, or was deleted, is
 * absent. `deps.db` may be a transaction.
 */
export async function roleNamesOf(
  deps: Pick<Deps, 'db'>,
  o: { enterpriseId: string; roleIds: readonly string[] },
): Promise<Map<string, string>> {
  if (!o.roleIds.length) return new Map();
  const rows = await roleNamesIn(deps.db, o.enterpriseId, o.roleIds);
  return new Map(rows.map((r) => [r.id, r.name]));
}
