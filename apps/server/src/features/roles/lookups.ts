import type { Deps } from '../../platform/context.js';
import { rolesNamed } from './queries.js';

/**
 * The custom role an enterprise calls `name` (case aside), for the members import's role column;
 * null when none or several have that name.
 */
export async function customRoleNamed(deps: Pick<Deps, 'db'>, o: { enterpriseId: string; name: string }): Promise<string | null> {
  const found = await rolesNamed(deps.db, o.enterpriseId, o.name);
  return found.length === 1 ? found[0]!.id : null;
}
