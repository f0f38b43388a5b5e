import { type OperationLogDetail, type OperationLogItem, type Page, parseLogPhrase } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import type { UserCaller } from '../../platform/caller.js';
import { AppError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { accountNamesOf } from '../account/index.js';
import * as q from '../../platform/operation-log-queries.js';
import { checkedRange, filterOf, logScope } from './scope.js';

/** A row as the console lists it; `names` are the actors' account names (accountNamesOf). */
const itemOf = (r: q.LogRow, names: Map<string, string>): OperationLogItem => ({
  id: r.id,
  service: r.service,
  action: r.action,
  content: r.content,
  phrase: parseLogPhrase(r.phrase),
  actorId: r.user_id,
  actorName: r.operator_id || !r.user_id ? null : (names.get(r.user_id) ?? null),
  byOperator: Boolean(r.operator_id),
  ip: r.ip,
  createdAt: Number(r.created_at),
});

export async function listLogs(
  deps: Deps,
  input: {
    caller: UserCaller;
    start?: string;
    end?: string;
    service?: string;
    actor?: string;
    keyword?: string;
    after?: string;
    pageSize: number;
  },
): Promise<Page<OperationLogItem> & { seesAll: boolean }> {
  const { caller } = input;
  const range = checkedRange(input, deps.clock.now(), caller.lang);
  const filter = filterOf(caller, range, {
    service: input.service || undefined,
    userId: input.actor || undefined,
    keyword: input.keyword?.trim() || undefined,
  });
  const scope = { ...filter };
  const position = listPosition(q.logOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const { rows, total } = await q.pageLogs(deps.db, filter, position);
  const shown = rows.slice(0, input.pageSize);
  const names = await accountNamesOf(deps, { userIds: shown.flatMap((r) => (r.operator_id ? [] : [r.user_id])) });
  const page = pageFrom(q.logOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => itemOf(r, names) });
  return { ...page, seesAll: logScope(caller).seesAll };
}

export async function logDetail(deps: Deps, input: { caller: UserCaller; id: string }): Promise<OperationLogDetail> {
  const row = await q.findLog(deps.db, filterOf(input.caller, undefined, {}), input.id);
  // Another tenant's row, or another member's, is not found rather than forbidden.
  if (!row) throw new AppError('notFound');
  const names = row.operator_id ? new Map<string, string>() : await accountNamesOf(deps, { userIds: [row.user_id] });
  return { ...itemOf(row, names), device: row.device, seq: Number(row.seq), prevHash: row.prev_hash, hash: row.hash };
}
