import { createHash } from 'node:crypto';

/**
 * The operation log's tamper-evident chain. Every tenant — an enterprise (`e:<id>`), a
 * person outside any enterprise (`u:<id>`), an operator (`o:<id>`) or the system — has one chain:
 * row n carries `hash = sha256hex(prevHash + "\n" + canonical(row))` with `prevHash` the hash of
 * row n-1 (`genesisHash` before the first). Changing, removing or inserting a row breaks the links
 * after it, which `verifyChain` finds; an exported range carries the hash before its first row so an
 * auditor can recompute it offline with nothing but SHA-256 and JSON.
 */

export const genesisHash = '0'.repeat(64);

export interface ChainedFields {
  seq: number;
  id: string;
  chain_key: string;
  enterprise_id: string | null;
  user_id: string | null;
  operator_id: string | null;
  service: string;
  action: string;
  content: string;
  ip: string;
  device: string | null;
  created_at: number;
  /** The entry's phrase (JSON), from 0040 on; null or absent on the rows before. */
  phrase?: string | null;
}

export interface ChainedRow extends ChainedFields {
  prev_hash: string;
  hash: string;
}

/** Which chain a row belongs to. */
export function chainKeyOf(row: { enterprise_id: string | null; user_id: string | null; operator_id: string | null }): string {
  if (row.enterprise_id) return `e:${row.enterprise_id}`;
  if (row.user_id) return `u:${row.user_id}`;
  if (row.operator_id) return `o:${row.operator_id}`;
  return 'system';
}

/**
 * The row as hashed: a JSON array in a fixed order (the CSV export's header documents it). A row
 * with a phrase (written from 0040 on) has it as a thirteenth element; a row without one hashes as
 * it always did, so old and new rows verify alike and no stored row was rehashed.
 */
export function canonicalRow(r: ChainedFields): string {
  const fields: unknown[] = [
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
    Number(r.created_at),
  ];
  if (r.phrase != null) fields.push(r.phrase);
  return JSON.stringify(fields);
}

export function chainHash(prevHash: string, row: ChainedFields): string {
  return createHash('sha256')
    .update(`${prevHash}\n${canonicalRow(row)}`)
    .digest('hex');
}

export interface ChainBreak {
  seq: number;
  id: string | null;
  reason: 'missing' | 'altered' | 'unlinked';
  createdAt: number | null;
}

/**
 * Checks rows read in `seq` order, continuing a chain whose previous row had `prev` (its seq and
 * hash). Returns the first break, or null and where the chain stands after the last row, so a long
 * range is checked batch by batch.
 */
export function verifyChain(
  rows: readonly ChainedRow[],
  prev: { seq: number; hash: string },
): { broken: ChainBreak | null; last: { seq: number; hash: string } } {
  let at = prev;
  for (const row of rows) {
    const seq = Number(row.seq);
    if (seq !== at.seq + 1) {
      // A gap in the numbers: rows were removed; a repeat or a step back: a row was inserted.
      const reason = seq > at.seq + 1 ? 'missing' : 'unlinked';
      return {
        broken: { seq: reason === 'missing' ? at.seq + 1 : seq, id: reason === 'missing' ? null : row.id, reason, createdAt: null },
        last: at,
      };
    }
    if (chainHash(row.prev_hash, row) !== row.hash) {
      return { broken: { seq, id: row.id, reason: 'altered', createdAt: Number(row.created_at) }, last: at };
    }
    if (row.prev_hash !== at.hash) {
      return { broken: { seq, id: row.id, reason: 'unlinked', createdAt: Number(row.created_at) }, last: at };
    }
    at = { seq, hash: row.hash };
  }
  return { broken: null, last: at };
}
