import type { EvidenceCheck, ProofStep } from '@console/contract';
import { evidenceRules } from '@console/contract';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { verifyTimestampToken } from '../timestamps/index.js';
import { leafOf } from './deposit.js';
import { rootOf } from './merkle.js';
import * as q from './queries.js';

/**
 * Public verification by code: the leaf is recomputed from the stored deposit (so a changed record
 * fails), walked up its proof to the batch's root, and the root's RFC 3161 token is verified to
 * cover that root. Anyone may ask; the answer carries no tenant data beyond what the certificate
 * states. Limited per address, as codes must not be guessable by trying.
 */
export async function checkByCode(deps: Deps, { caller, code }: { caller: Caller; code: string }): Promise<EvidenceCheck> {
  const rate = await deps.limiter.hit(`evidence-verify:${caller.ip}`, evidenceRules.requestsPerMinute, 60_000, deps.clock.now());
  if (!rate.allowed) throw new AppError('rateLimited');
  const row = await q.findByCode(deps.db, code.toUpperCase());
  if (!row) throw new AppError('evidenceCodeUnknown');
  const leaf = leafOf(row);
  const base = {
    verificationCode: row.verification_code,
    kind: row.kind,
    title: row.title,
    fileHash: row.file_hash,
    depositedAt: Number(row.created_at),
    keepUntil: Number(row.keep_until),
    leaf: leaf.toString('hex'),
  };
  const batch = row.batch_id ? await q.batchById(deps.db, row.batch_id) : undefined;
  if (!batch || !row.proof)
    return {
      ...base,
      anchored: false,
      proof: [],
      merkleRoot: null,
      proofValid: false,
      timestampValid: false,
      genTime: null,
      tsaSubject: null,
      token: null,
    };
  const proof = JSON.parse(row.proof) as ProofStep[];
  const root = Buffer.from(batch.root, 'hex');
  const proofValid = leaf.toString('hex') === row.leaf && rootOf(leaf, proof).equals(root);
  const token = await verifyTimestampToken(deps, { token: Buffer.from(batch.token, 'base64'), digest: root });
  return {
    ...base,
    anchored: true,
    proof,
    merkleRoot: batch.root,
    proofValid,
    timestampValid: token.valid,
    genTime: token.genTime ?? null,
    tsaSubject: token.tsaSubject ?? null,
    token: batch.token,
  };
}
