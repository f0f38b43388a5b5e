import type { Deps } from '../../platform/context.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countAllOperators, findOperatorNames, pageOperators } from './queries.js';

/** What other capabilities read of operators (work orders' assignees and replies), instead of querying the table (decision 49). */

/** The operators' list in id order (the work-order queue's assignee picker); the list keeps its name so cursors stay valid. */
export const operatorOrder = defineListOrder<{ id: string }>('workOrders.operators', 'asc', [{ ref: 'o.id', field: 'id', type: 'string' }]);

/** A keyset page of operators (id and name) at `position` of `operatorOrder`, and how many there are (capped like every list). */
export async function operatorsPage(deps: Pick<Deps, 'db'>, o: { position: ListPosition }) {
  const [rows, total] = await Promise.all([pageOperators(deps.db, o.position, operatorOrder), countAllOperators(deps.db)]);
  return { rows, total };
}

/** Names of several operators at once (a page of a queue's assignees, an order's replies): one query; ids not found are absent. */
export async function operatorNamesOf(
  deps: Pick<Deps, 'db'>,
  o: { operatorIds: readonly (string | null)[] },
): Promise<Map<string, string>> {
  const ids = [...new Set(o.operatorIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await findOperatorNames(deps.db, ids);
  return new Map(rows.map((r) => [r.id, r.name]));
}
