import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { enqueueCallback } from '../apps/index.js';
import { issueTimestampToken, tsaOf } from '../timestamps/index.js';
import { merkleTree } from './merkle.js';
import * as q from './queries.js';

/** At most this many deposits per tree (a proof of 14 steps); more wait for the next run. */
const batchSize = 10_000;

/**
 * The batching job: the pending deposits, oldest first, become the leaves of one Merkle tree whose
 * root gets an RFC 3161 token from our TSA (RSA track, SHA-256, so any openssl checks it). Each
 * deposit then records its batch, leaf index and proof, and a deposit made through the open API
 * is announced to the application's evidence callback URL (signed, SSRF-checked and retried by
 * the apps capability's delivery ledger). The batch, its deposits' anchoring and their callbacks
 * commit in one transaction, so a crash leaves either all of it or none (the deposits then wait
 * for the next run). On PostgreSQL the deposits are claimed with `for update skip locked`: a second
 * process running at the same moment skips what the first holds instead of building a rival tree.
 */
export async function anchorPendingDeposits(deps: Deps, log?: FastifyBaseLogger): Promise<{ anchored: number }> {
  // The TSA's certificate (and the CAs under it) are made on first use outside the transaction:
  // a process that loses the race to create them must not abort the batch with it.
  await tsaOf(deps, 0);
  const result = await deps.db.transaction().execute(async (trx) => {
    const tx: Deps = { ...deps, db: trx };
    const pending = await q.claimPendingDeposits(trx, batchSize);
    if (pending.length === 0) return { anchored: 0, batchId: null };
    const { root, proofs } = merkleTree(pending.map((d) => Buffer.from(d.leaf, 'hex')));
    const issued = await issueTimestampToken(tx, { digest: root, hashAlgorithm: 1 });
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
    await q.insertBatch(trx, batch);
    for (const [leafIndex, deposit] of pending.entries()) {
      const proof = proofs[leafIndex]!;
      // The claimed rows are this transaction's alone; a deposit that is no longer pending means
      // the claim did not hold, and the whole batch is undone rather than published with a gap.
      if (!(await q.markAnchored(trx, { id: deposit.id, batchId, leafIndex, proof: JSON.stringify(proof) })))
        throw new Error(`deposit ${deposit.id} was anchored by another batch meanwhile`);
      if (deposit.application_id)
        await enqueueCallback(tx, {
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
    return { anchored: pending.length, batchId };
  });
  if (result.batchId) log?.info({ batchId: result.batchId, anchored: result.anchored }, 'evidence batch anchored');
  return { anchored: result.anchored };
}
