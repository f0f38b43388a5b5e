import { keepAliveYears } from '@console/contract';
import type { ProofStep } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { textPdf } from '../../platform/pdf.js';
import type { BatchRow, DepositRow } from './queries.js';

const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');

/**
 * The deposit certificate: a one-page PDF stating what was deposited and when, its verification
 * code and where to check it, the Merkle proof and the root's time-stamp — enough to verify the
 * deposit without us (recompute the leaf, walk the proof, `openssl ts -verify -digest <root>`).
 */
export function depositCertificate(deps: Pick<Deps, 'config'>, row: DepositRow, batch: BatchRow | undefined): Buffer {
  if (!batch || !row.proof || row.leaf_index === null) throw new AppError('evidenceNotAnchored');
  const proof = JSON.parse(row.proof) as ProofStep[];
  const type = row.keep_alive_type as keyof typeof keepAliveYears;
  return textPdf([
    'Evidence Deposit Certificate',
    `Verification code: ${row.verification_code}`,
    `Title: ${row.title}`,
    `Deposited: ${row.kind === 1 ? 'file hash' : 'signing event'}`,
    `File hash (SHA-256): ${row.file_hash}`,
    `Deposited at: ${utc(Number(row.created_at))}`,
    `Kept until: ${utc(Number(row.keep_until))} (keep-alive type ${type}, ${keepAliveYears[type]} years)`,
    `Merkle leaf: ${row.leaf}`,
    `Leaf ${row.leaf_index + 1} of ${batch.leaf_count}; leaf = SHA-256(0x00 || data), node = SHA-256(0x01 || left || right)`,
    `Merkle root: ${batch.root}`,
    ...proof.map((step, i) => `Proof step ${i + 1} (${step.side}): ${step.hash}`),
    `Root time-stamp: RFC 3161 token serial ${batch.token_serial}, ${utc(Number(batch.gen_time))}`,
    `Verify: ${deps.config.publicUrl}/evidence/verify?code=${row.verification_code}`,
  ]);
}
