import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/context.js';
import { newId } from '../../../platform/ids.js';
import { isUniqueViolation } from '../../../db/database.js';
import { currentResponder, insertResponder, lastResponderGeneration } from './authority-queries.js';
import { authorityOf, issueUnderIssuingCa, keyAlgorithmOfCode, keyStoreOf } from './authority.js';
import { keyUsage, oids } from './x509.js';

const day = 86_400_000;
/**
 * A responder's certificate carries id-pkix-ocsp-nocheck, so nobody can learn it was revoked: RFC
 * 6960 4.2.2.2.1 asks for a short life instead. 90 days, replaced when 30 are left.
 */
const lifetime = 90 * day;
const renewWithin = 30 * day;

export interface Responder {
  keyId: string;
  certificate: Buffer;
}

/** Whether a track's current responder is due for its successor (it stays while the issuing CA ends first). */
function due(found: { not_after: number } | undefined, issuingEnd: number, now: number): boolean {
  return !found || (found.not_after - now <= renewWithin && found.not_after < issuingEnd);
}

/**
 * The delegated OCSP responder of a track (§3 algorithm 0 RSA, 1 SM2): a certificate issued under
 * the issuing CA with digitalSignature, extendedKeyUsage id-kp-OCSPSigning and id-pkix-ocsp-nocheck,
 * its key in the key store, made on first use and replaced before it expires (by the rotation job,
 * `rotateResponder`, or here when it did not run). Each is the next generation of its track, which
 * is unique: two processes renewing at once make one certificate, and the loser uses it.
 */
export async function responderOf(deps: Deps, algorithm: number): Promise<Responder> {
  const now = deps.clock.now();
  const found = await currentResponder(deps.db, algorithm, now);
  const issuing = await authorityOf(deps, algorithm, 'issuing');
  // A responder never outlives the issuing CA; near the CA's own end, the last one serves out its time.
  if (found && !due(found, issuing.row.not_after, now))
    return { keyId: found.key_id, certificate: Buffer.from(found.certificate, 'base64') };
  // The successor of the responder found due, not of the newest row: a racer that read the same one
  // targets the same generation and loses on the unique index, rather than making a third.
  const generation = (found?.generation ?? (await lastResponderGeneration(deps.db, algorithm))) + 1;
  const key = keyAlgorithmOfCode(algorithm);
  const { keyId, publicKey } = await keyStoreOf(deps).generate({ algorithm: key, label: `${key}-ocsp-responder` });
  const issued = await issueUnderIssuingCa(deps, {
    algorithm,
    subject: [
      { type: 'country', value: 'CN' },
      { type: 'organization', value: 'E-Sign Cloud Platform' },
      { type: 'commonName', value: `E-Sign Cloud ${algorithm === 0 ? 'RSA' : 'SM2'} OCSP Responder` },
    ],
    publicKey,
    notBefore: now - 60_000,
    notAfter: now + lifetime,
    profile: { ca: false, usages: [keyUsage.digitalSignature], extended: [oids.ocspSigning], ocspNoCheck: true },
  });
  try {
    await insertResponder(deps.db, {
      id: newId(now),
      algorithm,
      generation,
      key_id: keyId,
      certificate: issued.der.toString('base64'),
      serial: issued.serial,
      not_after: issued.notAfter,
      created_at: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Another process made this generation first (its key stays unused): theirs signs.
    const theirs = await currentResponder(deps.db, algorithm, now);
    if (!theirs) throw error;
    return { keyId: theirs.key_id, certificate: Buffer.from(theirs.certificate, 'base64') };
  }
  return { keyId, certificate: issued.der };
}

/**
 * The rotation job's part: a track that has a responder gets its successor once the current one
 * has less than 30 days left. A track without one gets its first on first use.
 */
export async function rotateResponder(deps: Deps, algorithm: number): Promise<'rotated' | 'current' | 'none'> {
  const now = deps.clock.now();
  const found = await currentResponder(deps.db, algorithm, now);
  if (!found) return 'none';
  const issuing = await authorityOf(deps, algorithm, 'issuing');
  if (!due(found, issuing.row.not_after, now)) return 'current';
  const next = await responderOf(deps, algorithm);
  return next.keyId === found.key_id ? 'current' : 'rotated';
}

/** The rotation job: each track whose responder nears its end gets the next one. */
export async function rotateResponders(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  for (const algorithm of [0, 1]) {
    if ((await rotateResponder(deps, algorithm)) === 'rotated') log.info({ algorithm }, 'OCSP responder certificate rotated');
  }
}
