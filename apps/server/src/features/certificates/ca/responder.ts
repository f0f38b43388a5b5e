import type { Deps } from '../../../platform/context.js';
import { newId } from '../../../platform/ids.js';
import { currentResponder, insertResponder } from './authority-queries.js';
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

/**
 * The delegated OCSP responder of a track (§3 algorithm 0 RSA, 1 SM2): a certificate issued under
 * the issuing CA with digitalSignature, extendedKeyUsage id-kp-OCSPSigning and id-pkix-ocsp-nocheck,
 * its key in the key store, made on first use and replaced before it expires. Two processes making
 * one at once leave two valid rows; the newest signs.
 */
export async function responderOf(deps: Deps, algorithm: number): Promise<Responder> {
  const now = deps.clock.now();
  const found = await currentResponder(deps.db, algorithm, now);
  const issuing = await authorityOf(deps, algorithm, 'issuing');
  // A responder never outlives the issuing CA; near the CA's own end, the last one serves out its time.
  if (found && (found.not_after - now > renewWithin || found.not_after >= issuing.row.not_after))
    return { keyId: found.key_id, certificate: Buffer.from(found.certificate, 'base64') };
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
  await insertResponder(deps.db, {
    id: newId(now),
    algorithm,
    key_id: keyId,
    certificate: issued.der.toString('base64'),
    serial: issued.serial,
    not_after: issued.notAfter,
    created_at: now,
  });
  return { keyId, certificate: issued.der };
}
