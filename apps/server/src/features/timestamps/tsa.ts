import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { isUniqueViolation } from '../../db/database.js';
import {
  authorityOf,
  certificateParts,
  cmsOids,
  issueUnderIssuingCa,
  keyStoreOf,
  keyUsage,
  oids,
  signCms,
  signingCertificateV2,
} from '../certificates/index.js';
import { type HashAlgorithm, encodeTstInfo, hashAlgorithms } from './protocol.js';
import * as q from './queries.js';

const day = 86_400_000;
const year = 365 * day;

/** A TSA certificate's life, and how long before its end the next one takes over (the rotation job). */
export const tsaLifetimeMs = 5 * year;
export const tsaRenewWithinMs = 30 * day;

export interface Tsa {
  keyId: string;
  certificate: Buffer;
  issuing: Buffer;
}

const tsaOfRow = (row: q.TsaRow, issuing: Buffer): Tsa => ({
  keyId: row.key_id,
  certificate: Buffer.from(row.certificate, 'base64'),
  issuing,
});

/**
 * Issues generation `after + 1` of a track's TSA certificate under our issuing CA:
 * digitalSignature + nonRepudiation, extendedKeyUsage timeStamping only and critical (RFC 3161
 * 2.3), a new key in the key store. (algorithm, generation) is unique: of two processes issuing at
 * once, one certificate lands and the other answers undefined (its key stays unused).
 */
async function issueTsa(deps: Deps, caAlgorithm: number, after: number): Promise<q.TsaRow | undefined> {
  const key = hashAlgorithms[caAlgorithm === 0 ? 1 : 2].keyAlgorithm;
  const { keyId, publicKey } = await keyStoreOf(deps).generate({ algorithm: key, label: `${key}-tsa` });
  const now = deps.clock.now();
  const issued = await issueUnderIssuingCa(deps, {
    algorithm: caAlgorithm,
    subject: [
      { type: 'country', value: 'CN' },
      { type: 'organization', value: 'E-Sign Cloud Platform' },
      { type: 'commonName', value: `E-Sign Cloud ${caAlgorithm === 0 ? 'RSA' : 'SM2'} Time-Stamping Authority` },
    ],
    publicKey,
    notBefore: now - 60_000,
    notAfter: now + tsaLifetimeMs,
    profile: {
      ca: false,
      usages: [keyUsage.digitalSignature, keyUsage.nonRepudiation],
      extended: [oids.timeStamping],
      extendedCritical: true,
    },
  });
  const row: q.TsaRow = {
    id: newId(now),
    algorithm: caAlgorithm,
    generation: after + 1,
    key_id: keyId,
    certificate: issued.der.toString('base64'),
    serial: issued.serial,
    not_before: now - 60_000,
    not_after: issued.notAfter,
    created_at: now,
  };
  try {
    await q.insertTsa(deps.db, row);
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return undefined;
  }
}

/**
 * The TSA certificate that signs now on a track (§3 algorithm 0 RSA, 1 SM2): the newest one valid
 * at the clock's time. The first is issued on first use; later ones by `rotateTsa` before the
 * current one ends (and here, should none be valid any more).
 */
export async function tsaOf(deps: Deps, caAlgorithm: number): Promise<Tsa> {
  const issuing = (await authorityOf(deps, caAlgorithm, 'issuing')).der;
  for (let attempt = 0; attempt < 3; attempt++) {
    const current = await q.currentTsa(deps.db, caAlgorithm, deps.clock.now());
    if (current) return tsaOfRow(current, issuing);
    const made = await issueTsa(deps, caAlgorithm, (await q.newestTsa(deps.db, caAlgorithm))?.generation ?? 0);
    if (made) return tsaOfRow(made, issuing);
    // Another process made it first: read theirs.
  }
  throw new Error(`no valid TSA certificate for algorithm ${caAlgorithm}`);
}

/**
 * Every certificate a track's TSA has had, newest first, with its validity: a token is checked
 * against the one that signed it, so tokens from before a rotation still verify.
 */
export async function tsaCertificatesOf(
  deps: Deps,
  caAlgorithm: number,
): Promise<{ certificate: Buffer; notBefore: number; notAfter: number }[]> {
  return (await q.tsaCertificates(deps.db, caAlgorithm)).map((row) => ({
    certificate: Buffer.from(row.certificate, 'base64'),
    notBefore: row.not_before,
    notAfter: row.not_after,
  }));
}

/**
 * The rotation: when a track's newest TSA certificate has less than `tsaRenewWithinMs` left, the
 * next generation is issued and signs from then on; the old one stays, so its tokens still verify.
 * A track with no certificate yet gets its first on first use. Never past the issuing CA's own end
 * (the last certificate serves out its time). Of two rotations at once, one certificate lands.
 */
export async function rotateTsa(deps: Deps, caAlgorithm: number): Promise<'rotated' | 'current' | 'none'> {
  const newest = await q.newestTsa(deps.db, caAlgorithm);
  if (!newest) return 'none';
  const now = deps.clock.now();
  if (newest.not_after - now > tsaRenewWithinMs) return 'current';
  const issuing = await authorityOf(deps, caAlgorithm, 'issuing');
  if (newest.not_after >= issuing.row.not_after) return 'current';
  return (await issueTsa(deps, caAlgorithm, newest.generation)) ? 'rotated' : 'current';
}

/** The rotation job: each track whose TSA certificate nears its end gets the next one. */
export async function rotateTsaCertificates(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  for (const caAlgorithm of [0, 1]) {
    const outcome = await rotateTsa(deps, caAlgorithm);
    if (outcome === 'rotated') log.info({ caAlgorithm }, 'TSA certificate rotated');
  }
}

export interface IssuedToken {
  /** The TimeStampToken (ContentInfo{SignedData}), DER. */
  token: Buffer;
  serial: string;
  genTime: number;
}

/**
 * Issues an RFC 3161 TimeStampToken over `digest` (SHA-256 for hash algorithm 1, SM3 for 2),
 * signed by the track's TSA with an ESSCertIDv2 signed attribute. Serial numbers are random 127-bit
 * integers recorded in `timestamp_tokens`, whose key makes them unique. `certReq` false leaves the
 * certificates out, as RFC 3161 asks when the requester did not ask for them.
 */
export async function issueTimestampToken(
  deps: Deps,
  o: { digest: Buffer; hashAlgorithm: HashAlgorithm; nonce?: Buffer; certReq?: boolean; enterpriseId?: string },
): Promise<IssuedToken> {
  const track = hashAlgorithms[o.hashAlgorithm];
  if (o.digest.length !== 32) throw new Error('a time-stamp digest is 32 bytes');
  const tsa = await tsaOf(deps, track.caAlgorithm);
  const genTime = Math.floor(deps.clock.now() / 1000) * 1000;
  for (;;) {
    const serialBytes = randomBytes(16);
    serialBytes[0] = (serialBytes[0]! & 0x7f) | 0x10;
    const serial = serialBytes.toString('hex');
    try {
      await q.insertToken(deps.db, {
        serial,
        hash_algorithm: o.hashAlgorithm,
        digest: o.digest.toString('hex'),
        gen_time: genTime,
        enterprise_id: o.enterpriseId ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const tstInfo = encodeTstInfo({
      hashAlgorithm: o.hashAlgorithm,
      digest: o.digest,
      serial: serialBytes,
      genTime,
      nonce: o.nonce,
      tsaName: certificateParts(tsa.certificate).subject,
    });
    const token = await signCms({
      keyStore: keyStoreOf(deps),
      signer: { keyId: tsa.keyId, certificate: tsa.certificate, algorithm: track.keyAlgorithm },
      chain: [tsa.issuing],
      omitCertificates: o.certReq === false,
      contentType: cmsOids.tstInfo,
      content: tstInfo,
      signingTime: genTime,
      signedAttributes: [signingCertificateV2(tsa.certificate, track.keyAlgorithm)],
    });
    return { token, serial, genTime };
  }
}
