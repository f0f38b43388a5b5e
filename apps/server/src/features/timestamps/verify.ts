import type { Deps } from '../../platform/context.js';
import { certificateParts, cmsDigestOf, cmsOids, der, nameText, readCms, verifyCmsSigner, verifySignature } from '../certificates/index.js';
import { type HashAlgorithm, readTstInfo, tsaPolicy } from './protocol.js';
import { tsaOf } from './tsa.js';

export type TokenProblem = 'malformed' | 'signature' | 'certificate' | 'digest';

export interface TokenCheck {
  valid: boolean;
  /** Why it is not valid; absent when valid. */
  problem?: TokenProblem;
  serial?: string;
  genTime?: number;
  hashAlgorithm?: HashAlgorithm;
  /** The time-stamped digest, hex. */
  digest?: string;
  tsaSubject?: string;
}

/** The certificate's ESSCertIDv2 in the signer's signed attributes names this certificate by hash. */
function namesCertificate(attribute: der.Node | undefined, certificate: Buffer, algorithm: 'rsa2048' | 'sm2'): boolean {
  if (!attribute) return false;
  const [first] = der.children(der.children(attribute)[0]!);
  const parts = der.children(first!);
  const hash = parts.find((p) => p.tag === 0x04);
  return !!hash && hash.content.equals(cmsDigestOf(algorithm, certificate));
}

/**
 * Checks an RFC 3161 token from our TSA: a SignedData over a TSTInfo with our policy, its signature
 * by the TSA certificate, the certificate issued by our issuing CA of the same track (checked link
 * by link, so SM2 needs no OpenSSL), named by the ESSCertIDv2 attribute, and — when `digest` is
 * given — the time-stamped digest equal to it. A token without certificates is checked against our
 * TSA certificate of its track.
 */
export async function verifyTimestampToken(deps: Deps, o: { token: Buffer; digest?: Buffer }): Promise<TokenCheck> {
  let cms;
  let info;
  try {
    cms = readCms(o.token);
    if (cms.contentType !== cmsOids.tstInfo || !cms.content || cms.signers.length !== 1) return { valid: false, problem: 'malformed' };
    info = readTstInfo(cms.content);
  } catch {
    // Whatever the readers refuse (CmsError, DerError, a missing field) is a token that is not one.
    return { valid: false, problem: 'malformed' };
  }
  if (!info.hashAlgorithm || info.policy !== tsaPolicy) return { valid: false, problem: 'malformed' };
  const facts = { serial: info.serial, genTime: info.genTime, hashAlgorithm: info.hashAlgorithm, digest: info.digest.toString('hex') };
  const ours = await tsaOf(deps, info.hashAlgorithm === 1 ? 0 : 1);
  const signer = cms.signers[0]!;
  const certificate = signer.certificate ?? ours.certificate;
  const withCertificate = { ...signer, certificate, algorithm: signer.algorithm ?? (info.hashAlgorithm === 1 ? 'rsa2048' : 'sm2') };
  const tsaSubject = nameText(certificateParts(certificate).subject);
  const algorithm = withCertificate.algorithm;
  if (algorithm !== (info.hashAlgorithm === 1 ? 'rsa2048' : 'sm2')) return { valid: false, problem: 'certificate', ...facts, tsaSubject };
  if (!verifyCmsSigner(cms, withCertificate).valid) return { valid: false, problem: 'signature', ...facts, tsaSubject };
  const leaf = certificateParts(certificate);
  const issuing = certificateParts(ours.issuing);
  // Our issuing CA certifies subscribers too: only the TSA's own certificate may sign a token.
  const issuedByUs =
    certificate.equals(ours.certificate) &&
    leaf.issuer.equals(issuing.subject) &&
    verifySignature(issuing.publicKey, algorithm, leaf.tbs.raw, leaf.signature);
  if (!issuedByUs || !namesCertificate(signer.signedAttributes.get(cmsOids.signingCertificateV2)?.[0], certificate, algorithm))
    return { valid: false, problem: 'certificate', ...facts, tsaSubject };
  if (o.digest && !o.digest.equals(info.digest)) return { valid: false, problem: 'digest', ...facts, tsaSubject };
  return { valid: true, ...facts, tsaSubject };
}
