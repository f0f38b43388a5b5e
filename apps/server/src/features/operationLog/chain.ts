import { type ChainVerifyResult, logServices, parseLogPhrase, renderLogPhrase } from '@console/contract';
import { csvLine, csvText } from '@console/contract/csv';
import { type Language, hasPhrase, translate } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import type { UserCaller } from '../../platform/caller.js';
import { type ChainedRow, genesisHash, verifyChain } from '../../platform/audit-chain.js';
import { AppError } from '../../platform/errors.js';
import * as q from '../../platform/operation-log-queries.js';
import { checkedRange, logScope } from './scope.js';

/** Rows read per query while walking a chain. */
const batch = 1000;
/** One export's ceiling: a month of a very busy enterprise is exported a few days at a time. */
export const exportRowCap = 100_000;

interface Span {
  chainKey: string;
  /** Row numbers [first, last] to check, or null when the range holds none. */
  first: number | null;
  last: number | null;
  head: { seq: number; hash: string };
}

/** The rows of the range by number: the whole chain without a range; the chain's end when the range reaches the present. */
async function spanOf(deps: Deps, caller: UserCaller, input: { start?: string; end?: string }): Promise<Span> {
  const scope = logScope(caller);
  // Only a whole chain can be verified: a member sees their own rows, not the links between them.
  if (!scope.seesAll) throw new AppError('logChainAdminOnly');
  const now = deps.clock.now();
  const range = checkedRange(input, now, caller.lang);
  const stored = await q.chainHead(deps.db, scope.chainKey);
  const head = stored ? { seq: Number(stored.seq), hash: stored.hash } : { seq: 0, hash: genesisHash };
  if (!range) return { chainKey: scope.chainKey, first: head.seq > 0 ? 1 : null, last: head.seq > 0 ? head.seq : null, head };
  const first = await q.edgeSeq(deps.db, scope.chainKey, range.from, range.to, 'first');
  const lastInRange = await q.edgeSeq(deps.db, scope.chainKey, range.from, range.to, 'last');
  // A range reaching the present also vouches for the chain's end: rows cut off there show against the head.
  const last = range.to > now ? (first === null ? null : head.seq) : lastInRange;
  return { chainKey: scope.chainKey, first, last, head };
}

async function anchorOf(deps: Deps, chainKey: string, first: number): Promise<{ seq: number; hash: string } | null> {
  if (first <= 1) return { seq: 0, hash: genesisHash };
  const row = await q.chainRowAt(deps.db, chainKey, first - 1);
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}

export async function verifyLog(deps: Deps, input: { caller: UserCaller; start?: string; end?: string }): Promise<ChainVerifyResult> {
  const span = await spanOf(deps, input.caller, input);
  const result = { checked: 0, firstSeq: span.first, lastSeq: span.last, headSeq: span.head.seq, headHash: span.head.hash };
  if (span.first === null || span.last === null) return { ok: true, ...result, break: null };
  const anchor = await anchorOf(deps, span.chainKey, span.first);
  if (!anchor) return { ok: false, ...result, break: { seq: span.first - 1, id: null, reason: 'missing', createdAt: null } };
  let at = anchor;
  for (;;) {
    const rows = await q.chainRowsAfter(deps.db, span.chainKey, at.seq, span.last, batch);
    const { broken, last } = verifyChain(rows, at);
    result.checked += broken ? rows.findIndex((r) => Number(r.seq) >= broken.seq) : rows.length;
    if (broken) return { ok: false, ...result, break: broken };
    at = last;
    if (rows.length < batch) break;
  }
  if (at.seq < span.last) return { ok: false, ...result, break: { seq: at.seq + 1, id: null, reason: 'missing', createdAt: null } };
  if (at.seq === span.head.seq) {
    // The newest row changed together with its own hash leaves the head as the only witness.
    if (at.hash !== span.head.hash) return { ok: false, ...result, break: { seq: at.seq, id: null, reason: 'altered', createdAt: null } };
    // A row past the head was not written by the platform.
    const [extra] = await q.chainRowsAfter(deps.db, span.chainKey, at.seq, Number.MAX_SAFE_INTEGER, 1);
    if (extra)
      return {
        ok: false,
        ...result,
        break: { seq: Number(extra.seq), id: extra.id, reason: 'unlinked', createdAt: Number(extra.created_at) },
      };
  }
  return { ok: true, ...result, break: null };
}

/** A service's name in the reader's language; a service without one shows as written. */
export const serviceName = (lang: Language, service: string) =>
  (logServices as readonly string[]).includes(service) ? translate(lang, `operationLog.services.${service}`) : service;

/** An entry in the reader's language from its phrase; a row without one (before 0040) shows its content. */
export const entryText = (lang: Language, row: { phrase?: string | null; content: string }) =>
  renderLogPhrase(parseLogPhrase(row.phrase), { lang, translate: (k, p) => translate(lang, k, p), has: hasPhrase, fallback: row.content });

/**
 * The range as CSV: a commented preamble (chain, algorithm, the hash before the first row, the
 * chain head) and one line per row with every hashed field, so `sha256(prev_hash + "\n" +
 * JSON.stringify([seq, id, chain_key, enterprise_id, user_id, operator_id, service, action, content,
 * ip, device, created_at]))` can be recomputed offline, with `phrase` appended to the array when the
 * row has one (rows from 0040 on). Empty cells of the id columns are JSON null. Two columns after the
 * hash are not hashed: the service's name and the entry as text, in the caller's language.
 */
export async function exportLog(
  deps: Deps,
  input: { caller: UserCaller; start?: string; end?: string },
): Promise<{ fileName: string; csv: string }> {
  const span = await spanOf(deps, input.caller, input);
  const rows: ChainedRow[] = [];
  if (span.first !== null && span.last !== null) {
    if (span.last - span.first + 1 > exportRowCap) throw new AppError('logExportTooLarge', { max: exportRowCap });
    let after = span.first - 1;
    for (;;) {
      const page = await q.chainRowsAfter(deps.db, span.chainKey, after, span.last, batch);
      rows.push(...page);
      if (page.length < batch) break;
      after = Number(page.at(-1)!.seq);
    }
  }
  const anchor = span.first === null ? null : await anchorOf(deps, span.chainKey, span.first);
  const lang = input.caller.lang;
  const lines = [
    `# operation log of chain ${span.chainKey}; range ${input.start ?? 'all'}..${input.end ?? 'all'}; ${rows.length} rows`,
    '# hash = sha256hex(prev_hash + "\\n" + JSON.stringify([seq, id, chain_key, enterprise_id, user_id, operator_id, service, action, content, ip, device, created_at(, phrase)])), empty id cells are null, phrase only when not empty',
    "# service_name and text are not hashed: the service and the entry in the reader's language",
    "# a text cell starting with = + - @, tab or CR carries a leading ' so a spreadsheet shows it: drop it before hashing",
    `# hash before the first row: ${anchor?.hash ?? 'none'}`,
    `# chain head at export: seq ${span.head.seq} hash ${span.head.hash}`,
    'seq,id,chain_key,enterprise_id,user_id,operator_id,service,action,content,ip,device,created_at,phrase,prev_hash,hash,service_name,text',
    ...rows.map((r) =>
      csvLine(
        [
          r.seq,
          r.id,
          r.chain_key,
          r.enterprise_id,
          r.user_id,
          r.operator_id,
          r.service,
          r.action,
          r.content,
          r.ip,
          r.device,
          r.created_at,
          r.phrase ?? null,
          r.prev_hash,
          r.hash,
          serviceName(lang, r.service),
          entryText(lang, r),
        ],
        { quoteAll: true },
      ),
    ),
  ];
  const fileName = `operation-log-${input.start ?? 'all'}-${input.end ?? 'all'}.csv`;
  return { fileName, csv: csvText(lines) };
}
