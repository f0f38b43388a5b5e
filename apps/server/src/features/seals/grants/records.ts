import { type ErrorKey, recordStatus } from '@console/contract';
import { type Db, isUniqueViolation } from '../../../db/database.js';
import { useCode } from '../../../platform/codes.js';
import type { Deps } from '../../../platform/context.js';
import { AppError } from '../../../platform/errors.js';
import { newId } from '../../../platform/ids.js';
import { statusAt } from './view.js';

/** The columns a new seal grant or auto-sign authorization starts with: in force over its period, ended by nothing yet. */
export function newRecordColumns<End extends number | null>(now: number, period: { startAt: number; endAt: End }) {
  return {
    id: newId(now),
    start_at: period.startAt,
    end_at: period.endAt,
    status: recordStatus.normal,
    ended_reason: null,
    ended_by: null,
    ended_at: null,
    created_at: now,
    updated_at: now,
  };
}

/**
 * Writes a new grant or authorization where `existing` stood: refused (`exists`) while that one is in
 * force; otherwise, in one transaction, the willingness code is spent, the expired one steps aside
 * (its row says it was replaced) and `insert` writes the new one. A twin written at the same moment is
 * refused the same way.
 */
export async function replaceRecord(
  deps: Deps,
  {
    codeId,
    existing,
    now,
    exists,
    end,
    insert,
  }: {
    codeId: string;
    existing: { id: string; status: number; end_at: number | null } | undefined;
    now: number;
    exists: ErrorKey;
    end: (trx: Db, id: string, change: { status: number; ended_reason: string; ended_at: number; updated_at: number }) => Promise<unknown>;
    insert: (trx: Db) => Promise<unknown>;
  },
): Promise<void> {
  if (existing && statusAt(existing, now) === recordStatus.normal) throw new AppError(exists);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await useCode(deps, codeId, trx);
      if (existing) await end(trx, existing.id, { status: recordStatus.expired, ended_reason: 'replaced', ended_at: now, updated_at: now });
      await insert(trx);
    });
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError(exists) : error;
  }
}
