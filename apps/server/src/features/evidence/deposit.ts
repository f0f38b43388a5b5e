import { randomInt } from 'node:crypto';
import type { Evidence } from '@console/contract';
import { keepAliveYears } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { isUniqueViolation } from '../../db/database.js';
import { leafHash } from './merkle.js';
import * as q from './queries.js';

/** Codes are read aloud and typed: no 0/O, 1/I/L. 16 of 31 symbols ≈ 79 bits. */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 16 }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join('');

/**
 * The leaf data of a deposit: everything the certificate states, in a fixed order, so the Merkle
 * proof binds the hash, the kind, the title, the metadata and the deposit time together:
 * UTF-8 JSON of [code, kind, title, fileHash (lower-case hex), metadata entries sorted by key, createdAt].
 */
export function leafOf(d: Pick<q.DepositRow, 'verification_code' | 'kind' | 'title' | 'file_hash' | 'metadata' | 'created_at'>): Buffer {
  const metadata = Object.entries(JSON.parse(d.metadata) as Record<string, string>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = JSON.stringify([d.verification_code, d.kind, d.title, d.file_hash, metadata, Number(d.created_at)]);
  return leafHash(Buffer.from(data, 'utf8'));
}

/** §3 keep-alive: the deposit is kept this many calendar years from its day. */
export function keepUntilOf(createdAt: number, keepAliveType: 1 | 2 | 3 | 4): number {
  const d = new Date(createdAt);
  d.setUTCFullYear(d.getUTCFullYear() + keepAliveYears[keepAliveType]);
  return d.getTime();
}

export interface DepositInput {
  kind: 1 | 2;
  title: string;
  fileHash: string;
  metadata?: Record<string, string>;
  keepAliveType: 1 | 2 | 3 | 4;
}

/** Stores a pending deposit with its code and leaf; the batching job anchors it. */
export async function storeDeposit(
  deps: Deps,
  o: DepositInput & { enterpriseId: string | null; userId: string; applicationId: string | null },
): Promise<q.DepositRow> {
  const now = deps.clock.now();
  for (;;) {
    const row: q.DepositRow = {
      id: newId(now),
      enterprise_id: o.enterpriseId,
      user_id: o.userId,
      application_id: o.applicationId,
      kind: o.kind,
      title: o.title,
      file_hash: o.fileHash.toLowerCase(),
      metadata: JSON.stringify(o.metadata ?? {}),
      keep_alive_type: o.keepAliveType,
      keep_until: keepUntilOf(now, o.keepAliveType),
      verification_code: newCode(),
      leaf: '',
      status: 0,
      batch_id: null,
      leaf_index: null,
      proof: null,
      created_at: now,
    };
    row.leaf = leafOf(row).toString('hex');
    try {
      await q.insertDeposit(deps.db, row);
      return row;
    } catch (error) {
      // A code drawn twice (79 bits: practically never): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

export function depositView(row: q.DepositRow, batch?: q.BatchRow): Evidence {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    fileHash: row.file_hash,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    keepAliveType: row.keep_alive_type,
    keepUntil: Number(row.keep_until),
    verificationCode: row.verification_code,
    status: row.status === 1 ? 'anchored' : 'pending',
    merkleRoot: batch?.root ?? null,
    anchoredAt: batch ? Number(batch.gen_time) : null,
    tokenSerial: batch?.token_serial ?? null,
    createdAt: Number(row.created_at),
  };
}

/** The view of a row with its batch read. */
export async function viewOf(deps: Deps, row: q.DepositRow): Promise<Evidence> {
  return depositView(row, row.batch_id ? await q.batchById(deps.db, row.batch_id) : undefined);
}
