import { randomBytes } from 'node:crypto';
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

const year = 365 * 86_400_000;

/**
 * The TSA certificate of a track (§3 algorithm 0 RSA, 1 SM2), issued under our issuing CA on first
 * use: digitalSignature + nonRepudiation, extendedKeyUsage timeStamping only and critical (RFC 3161
 * 2.3). Two processes at once: the unique algorithm keeps one; the loser's key stays unused.
 */
export async function tsaOf(deps: Deps, caAlgorithm: number): Promise<{ keyId: string; certificate: Buffer; issuing: Buffer }> {
  const issuing = (await authorityOf(deps, caAlgorithm, 'issuing')).der;
  const found = await q.tsaRow(deps.db, caAlgorithm);
  if (found) return { keyId: found.key_id, certificate: Buffer.from(found.certificate, 'base64'), issuing };
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
    notAfter: now + 5 * year,
    profile: {
      ca: false,
      usages: [keyUsage.digitalSignature, keyUsage.nonRepudiation],
      extended: [oids.timeStamping],
      extendedCritical: true,
    },
  });
  try {
    await q.insertTsa(deps.db, {
      id: newId(now),
      algorithm: caAlgorithm,
      key_id: keyId,
      certificate: issued.der.toString('base64'),
      serial: issued.serial,
      not_after: issued.notAfter,
      created_at: now,
    });
    return { keyId, certificate: issued.der, issuing };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return tsaOf(deps, caAlgorithm);
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
