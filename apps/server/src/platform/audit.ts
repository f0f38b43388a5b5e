import { type LogPhrase, type LogPhraseOf, logActionOf } from '@console/contract';
import type { OperatorCaller } from './caller.js';
import type { Deps } from './context.js';
import { PostgresAdapter } from 'kysely';
import { canonicalRow, chainHash, chainKeyOf, genesisHash } from './audit-chain.js';
import {
  appendChainedLogOnPostgres,
  insertChainedLog,
  insertRowOfTheAct,
  type PreparedAct,
  type RowOfTheAct,
  findTenantEntry,
  takeChainNumber,
} from './audit-queries.js';
import { newId } from './ids.js';
import type { Tenant } from './tenant.js';

/** Days since the epoch in the platform's zone (UTC+8): the rollup's day and the statistics' (contract `platformDate`). */
export const platformDay = (ms: number): number => Math.floor((ms + 8 * 3600_000) / 86_400_000);

export interface OperationLogEntry {
  userId?: string | null;
  enterpriseId?: string | null;
  operatorId?: string | null;
  /** The product area, e.g. 'account', 'site', 'realName'. */
  service: string;
  action: string;
  /** Already masked: personal data never reaches the log in the clear. The keyword filter searches it; readers see `phrase`. */
  content: string;
  /**
   * The entry as the reader sees it: a phrase of the typed catalogue (contract `LogPhraseParams`) and
   * its parameters — names, not ids, taken when the act is written — rendered in each reader's language.
   */
  phrase: LogPhrase;
  ip: string;
  /** The browser or client the act came from (its User-Agent), when the caller knows it. */
  device?: string | null;
}

/** The action a phrase names: its key after the service (`roles.roleCreate` → `roleCreate`), for writers that log by phrase. */
export const actionOf = logActionOf;

const isPostgres = (db: Deps['db']) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An entry with the row of the act it records (a signature's): what a caller hands to a writer that batches (metering). */
export interface OperationLogAct {
  entry: OperationLogEntry;
  withRow?: RowOfTheAct;
}

/** The row an entry becomes, before its chain number. */
function baseRowOf(entry: OperationLogEntry, now: number) {
  const base = {
    id: newId(now),
    enterprise_id: entry.enterpriseId ?? null,
    user_id: entry.userId ?? null,
    operator_id: entry.operatorId ?? null,
    service: entry.service,
    action: entry.action,
    content: entry.content.slice(0, 1000),
    ip: entry.ip,
    device: entry.device ? entry.device.slice(0, 255) : null,
    created_at: now,
    phrase: JSON.stringify(entry.phrase),
  };
  return { ...base, chain_key: chainKeyOf(base) };
}

/**
 * An act made ready to be appended: its row without number and hashes, the canonical text its hash
 * covers after the number, and its platform day — for `writeOperationLog` and for a statement that
 * appends many at once (`actsAppendedCtes`, PostgreSQL).
 */
export function preparedAct(deps: Pick<Deps, 'clock'>, act: OperationLogAct): PreparedAct {
  const now = deps.clock.now();
  const row = baseRowOf(act.entry, now);
  return { row, canonicalTail: canonicalRow({ ...row, seq: 1 }).slice('[1'.length), day: platformDay(now), withRow: act.withRow };
}

/**
 * Appends one row to the operation log (§2 userDailyList), chained to the tenant's previous row
 * (platform/audit-chain.ts). Inside the caller's transaction when there is one, so the act and its
 * record commit together; in one of its own otherwise.
 */
export async function writeOperationLog(
  deps: Pick<Deps, 'db' | 'clock'>,
  entry: OperationLogEntry,
  o: {
    /**
     * A row the act writes, committed with its entry: in the same statement on PostgreSQL (so
     * a signature's record and its entry are one round trip), before the entry in its transaction on SQLite.
     */
    withRow?: RowOfTheAct;
  } = {},
): Promise<void> {
  const { row: base, canonicalTail, day } = preparedAct(deps, { entry });
  if (isPostgres(deps.db)) {
    await appendChainedLogOnPostgres(deps.db, base, {
      canonicalTail,
      firstHash: chainHash(genesisHash, { ...base, seq: 1 }),
      day,
      withRow: o.withRow,
    });
    return;
  }
  const write = async (trx: Deps['db']) => {
    if (o.withRow) await insertRowOfTheAct(o.withRow).execute(trx);
    const { seq, prevHash } = await takeChainNumber(trx, base.chain_key);
    const row = { ...base, seq };
    await insertChainedLog(trx, { ...row, prev_hash: prevHash, hash: chainHash(prevHash, row) }, day);
  };
  if (deps.db.isTransaction) await write(deps.db);
  else await deps.db.transaction().execute(write);
}

/** An operator's act on the back office's own settings (channels, SSO systems), logged under `ops`. */
export async function writeOpsLog(
  deps: Pick<Deps, 'db' | 'clock'>,
  caller: OperatorCaller,
  phrase: LogPhraseOf<'ops'>,
  content: string,
): Promise<void> {
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'ops',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** One entry of the log, read only within the tenant's own rows (a work order's attached context); undefined otherwise. */
export async function logEntryOf(deps: Pick<Deps, 'db'>, { id, tenant }: { id: string; tenant: Tenant }) {
  return findTenantEntry(deps.db, id, tenant);
}
