import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { enqueueCallback } from '../apps/index.js';
import { issueTimestampToken } from '../timestamps/index.js';
import { merkleTree } from './merkle.js';
import * as q from './queries.js';

/** At most this many deposits per tree (a proof of 14 steps); more wait for the next run. */
const batchSize = 10_000;

/**
 * The batching job: the pending deposits, oldest first, become the leaves of one Merkle tree whose
 * root gets an RFC 3161 token from our TSA (RSA track, SHA-256, so any openssl checks it). Each
 * deposit then records its batch, leaf index and proof, and a deposit made through the open API
 * is announced to the application's evidence callback URL (signed, SSRF-checked and retried by
 * the apps capability's delivery ledger). Two processes at once: each tree is complete in itself,
 * and a deposit keeps the first batch that marked it.
 */
export async function anchorPendingDeposits(deps: Deps, log?: FastifyBaseLogger): Promise<{ anchored: number }> {
  const pending = await q.pendingDeposits(deps.db, batchSize);
  if (pending.length === 0) return { anchored: 0 };
  const { root, proofs } = merkleTree(pending.map((d) => Buffer.from(d.leaf, 'hex')));
  const issued = await issueTimestampToken(deps, { digest: root, hashAlgorithm: 1 });
  const batchId = newId(deps.clock.now());
  const batch = {
    id: batchId,
    root: root.toString('hex'),
    leaf_count: pending.length,
    token: issued.token.toString('base64'),
    token_serial: issued.serial,
    gen_time: issued.genTime,
    created_at: deps.clock.now(),
  };
  await q.insertBatch(deps.db, batch);
  let anchored = 0;
  for (const [leafIndex, deposit] of pending.entries()) {
    const proof = proofs[leafIndex]!;
    if (!(await q.markAnchored(deps.db, { id: deposit.id, batchId, leafIndex, proof: JSON.stringify(proof) }))) continue;
    anchored++;
    if (deposit.application_id)
      await enqueueCallback(deps, {
        applicationId: deposit.application_id,
        event: 'evidence.anchored',
        target: 'evidence',
        payload: {
          depositId: deposit.id,
          verificationCode: deposit.verification_code,
          fileHash: deposit.file_hash,
          leaf: deposit.leaf,
          leafIndex,
          proof,
          merkleRoot: batch.root,
          genTime: batch.gen_time,
          tokenSerial: batch.token_serial,
          token: batch.token,
        },
      });
  }
  log?.info({ batchId, anchored }, 'evidence batch anchored');
  return { anchored };
}
