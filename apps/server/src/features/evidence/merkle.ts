import { createHash } from 'node:crypto';
import type { ProofStep } from '@console/contract';

/**
 * The deposits' Merkle tree (SHA-256), with domain separation as RFC 6962 does it, so a leaf can
 * never pass for an inner node:
 *
 *   leaf  = SHA-256(0x00 ‖ leaf data)
 *   node  = SHA-256(0x01 ‖ left ‖ right)
 *
 * Leaves are in deposit order. A level with an odd count carries its last node up unchanged (no
 * duplication, which would let two different lists share a root). A proof lists the siblings from
 * the leaf up, each with its side.
 */
const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();

export const leafHash = (data: Buffer) => sha256(Buffer.from([0]), data);
export const nodeHash = (left: Buffer, right: Buffer) => sha256(Buffer.from([1]), left, right);

/** The root of the leaves and each leaf's proof. Throws on an empty list (there is no empty batch). */
export function merkleTree(leaves: readonly Buffer[]): { root: Buffer; proofs: ProofStep[][] } {
  if (leaves.length === 0) throw new Error('a Merkle tree needs a leaf');
  const proofs: ProofStep[][] = leaves.map(() => []);
  // Which leaves sit under each node of the current level.
  let level = leaves.map((hash, i) => ({ hash, under: [i] }));
  while (level.length > 1) {
    const next: typeof level = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1];
      if (!right) {
        next.push(left);
        continue;
      }
      for (const leaf of left.under) proofs[leaf]!.push({ side: 'right', hash: right.hash.toString('hex') });
      for (const leaf of right.under) proofs[leaf]!.push({ side: 'left', hash: left.hash.toString('hex') });
      next.push({ hash: nodeHash(left.hash, right.hash), under: [...left.under, ...right.under] });
    }
    level = next;
  }
  return { root: level[0]!.hash, proofs };
}

/** The root a leaf and its proof lead to. */
export function rootOf(leaf: Buffer, proof: readonly ProofStep[]): Buffer {
  return proof.reduce((hash, step) => {
    const sibling = Buffer.from(step.hash, 'hex');
    return step.side === 'left' ? nodeHash(sibling, hash) : nodeHash(hash, sibling);
  }, leaf);
}
