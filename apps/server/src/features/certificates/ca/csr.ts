import { createPublicKey } from 'node:crypto';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { ECParameters } from '@peculiar/asn1-ecc';
import { AsnConvert } from '@peculiar/asn1-schema';
import type { KeyAlgorithm } from './keystore.js';
import { oids, verifySignature } from './x509.js';

/** Why a request was refused: a problem name the capability localizes. */
export class CsrError extends Error {
  constructor(readonly problem: 'malformed' | 'version' | 'key' | 'algorithm' | 'signature') {
    super(problem);
  }
}

/** Requests are a key and a name: anything near this size is not one (and is not parsed). */
const maxCsrBytes = 16 * 1024;

/** The key algorithm of a request's SubjectPublicKeyInfo: RSA of 2048 bits or an SM2-curve key; anything else is undefined. */
function keyAlgorithmOfInfo(
  info: CertificationRequest['certificationRequestInfo']['subjectPKInfo'],
  spki: Buffer,
): KeyAlgorithm | undefined {
  const kind = info.algorithm.algorithm;
  if (kind === oids.rsaEncryption) {
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    return key.asymmetricKeyDetails?.modulusLength === 2048 ? 'rsa2048' : undefined;
  }
  if (kind === oids.ecPublicKey && info.algorithm.parameters) {
    return AsnConvert.parse(info.algorithm.parameters, ECParameters).namedCurve === oids.sm2Curve ? 'sm2' : undefined;
  }
  return undefined;
}

/**
 * Reads a PKCS#10 request (parsed with the @peculiar/asn1-csr schema, not by hand: the bytes are
 * untrusted) and checks its self-signature: the public key (RSA-2048 or SM2) is what the CA
 * certifies; the request's subject is ignored — the subject comes from the real-name record. Only
 * DER is accepted, as before: the parsed request must encode back to the very bytes received (a BER
 * form — indefinite or padded lengths — is malformed).
 */
export function readCsr(der: Buffer): { publicKey: Buffer; algorithm: KeyAlgorithm } {
  try {
    if (der.length > maxCsrBytes) throw new CsrError('malformed');
    const request = AsnConvert.parse(der, CertificationRequest);
    if (!Buffer.from(AsnConvert.serialize(request)).equals(der) || !request.certificationRequestInfoRaw) throw new CsrError('malformed');
    const info = request.certificationRequestInfo;
    if (info.version !== 0) throw new CsrError('version');
    const publicKey = Buffer.from(AsnConvert.serialize(info.subjectPKInfo));
    const algorithm = keyAlgorithmOfInfo(info.subjectPKInfo, publicKey);
    if (!algorithm) throw new CsrError('key');
    if (request.signatureAlgorithm.algorithm !== (algorithm === 'rsa2048' ? oids.sha256WithRSA : oids.sm2WithSm3))
      throw new CsrError('algorithm');
    const signedPart = Buffer.from(request.certificationRequestInfoRaw);
    if (!verifySignature(publicKey, algorithm, signedPart, Buffer.from(request.signature))) throw new CsrError('signature');
    return { publicKey, algorithm };
  } catch (error) {
    if (error instanceof CsrError) throw error;
    // Anything the parser or Node's key parser throws on a broken request (a stack overflow from
    // nesting included) is a malformed request.
    throw new CsrError('malformed');
  }
}
