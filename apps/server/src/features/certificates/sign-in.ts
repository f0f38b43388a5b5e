import type { SessionUserInfo } from '@console/contract';
import { randomBytes } from 'node:crypto';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { countSendFromIp } from '../../platform/limits.js';
import { signInWithProof } from '../auth/index.js';
import { authorityById } from './ca/authority-queries.js';
import { keyAlgorithmOfCode } from './ca/authority.js';
import { certificateParts, verifySignature } from './ca/x509.js';
import * as q from './queries.js';

const challengeValidityMs = 2 * 60_000;

/** §2 /cerlogin: a random challenge, stored hashed, usable once within 2 minutes. */
export async function issueSignInChallenge(deps: Deps, { caller }: { caller: Caller }): Promise<{ challenge: string; expiresAt: number }> {
  // Challenges are free to ask for but not unlimited: the per-address send budget bounds them.
  await countSendFromIp(deps, caller.ip);
  const now = deps.clock.now();
  await q.dropExpiredChallenges(deps.db, now);
  const challenge = randomBytes(32).toString('base64url');
  await q.insertChallenge(deps.db, {
    id: newId(now),
    challenge_hash: hashToken(challenge),
    expires_at: now + challengeValidityMs,
    created_at: now,
  });
  return { challenge, expiresAt: now + challengeValidityMs };
}

/**
 * Sign-in by certificate: the challenge is used up first (right or wrong), then the certificate
 * must be one we issued (its stored DER verifies under the issuing CA), valid now, not revoked, and
 * the signature over the challenge must verify with its key. Each refusal is its own code and
 * counts toward the sign-in lockout of the certificate's account, like a wrong password.
 */
export async function signInWithCertificate(
  deps: Deps,
  input: { caller: Caller; presentedToken: string | undefined; serial: string; challenge: string; signature: string },
): Promise<{ token: string; info: SessionUserInfo }> {
  const serial = input.serial.toLowerCase();
  const row = await q.findBySerial(deps.db, serial);
  return signInWithProof(deps, {
    caller: input.caller,
    presentedToken: input.presentedToken,
    userId: row?.user_id,
    typed: `certificate ${serial}`,
    path: 'certificate',
    check: async () => {
      if (!(await q.takeChallenge(deps.db, hashToken(input.challenge), deps.clock.now())))
        throw new AppError('certificateChallengeInvalid');
      if (!row) throw new AppError('certificateUnknown');
      const der = Buffer.from(deps.cipher.decrypt(row.certificate), 'base64');
      const cert = certificateParts(der);
      const issuer = await authorityById(deps.db, row.issuer_id);
      const algorithm = keyAlgorithmOfCode(row.algorithm);
      const issuerKey = issuer && certificateParts(Buffer.from(issuer.certificate, 'base64')).publicKey;
      if (!issuerKey || !verifySignature(issuerKey, algorithm, cert.tbs.raw, cert.signature)) throw new AppError('certificateUnknown');
      if (row.revoked_at !== null || row.status !== 1) throw new AppError('certificateRevoked');
      const now = deps.clock.now();
      if (now < row.not_before || now >= row.not_after) throw new AppError('certificateExpired');
      const signature = Buffer.from(input.signature, 'base64');
      if (!verifySignature(cert.publicKey, algorithm, Buffer.from(input.challenge, 'utf8'), signature))
        throw new AppError('certificateSignatureWrong');
    },
  });
}
