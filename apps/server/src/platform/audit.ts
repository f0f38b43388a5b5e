import type { Deps } from './context.js';
import { insertOperationLog } from './audit-queries.js';
import { newId } from './ids.js';

export interface OperationLogEntry {
  userId?: string | null;
  enterpriseId?: string | null;
  operatorId?: string | null;
  /** The product area, e.g. 'account', 'site', 'realName'. */
  service: string;
  action: string;
  /** Already masked: personal data never reaches the log in the clear. */
  content: string;
  ip: string;
}

/** Appends one row to the operation log (§2 userDailyList). */
export async function writeOperationLog(deps: Pick<Deps, 'db' | 'clock'>, entry: OperationLogEntry): Promise<void> {
  const now = deps.clock.now();
  await insertOperationLog(deps.db, {
    id: newId(now),
    user_id: entry.userId ?? null,
    enterprise_id: entry.enterpriseId ?? null,
    operator_id: entry.operatorId ?? null,
    service: entry.service,
    action: entry.action,
    content: entry.content.slice(0, 1000),
    ip: entry.ip,
    created_at: now,
  });
}
