import type { Deps } from '../../platform/context.js';
import {
  type CmsValue,
  certificateParts,
  cmsDigestOf,
  cmsOids,
  nameText,
  readCms,
  signingCertificateHashOf,
  verifyCmsSigner,
  verifySignature,
} from '../certificates/index.js';
import { type HashAlgorithm, readTstInfo, tsaPolicy } from './protocol.js';
import { tsaCertificatesOf, tsaOf } from './tsa.js';

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
function namesCertificate(attribute: CmsValue | undefined, certificate: Buffer, algorithm: 'rsa2048' | 'sm2'): boolean {
  return signingCertificateHashOf(attribute)?.hash.equals(cmsDigestOf(algorithm, certificate)) ?? false;
}

/**
 * Checks an RFC 3161 token from our TSA: a SignedData over a TSTInfo with our policy, its signature
 * by one of the track's TSA certificates (the current one or an earlier generation, valid at the
 * token's genTime), that certificate issued by our issuing CA of the same track (checked link by
 * link, so SM2 needs no OpenSSL) and named by the ESSCertIDv2 attribute, and — when `digest` is
 * given — the time-stamped digest equal to it. A token without certificates is checked against
 * the track's TSA certificates, newest first.
 */
export async function verifyTimestampToken(deps: Deps, o: { token: Buffer; digest?: Buffer }): Promise<TokenCheck> {
  const check = await checkToken(deps, o, false);
  // The generations are kept a while (tsa.ts): a token they do not explain may be of one another
  // process issued since, so it is judged once more against them read now.
  if (check.problem === 'signature' || check.problem === 'certificate') return checkToken(deps, o, true);
  return check;
}

async function checkToken(deps: Deps, o: { token: Buffer; digest?: Buffer }, reread: boolean): Promise<TokenCheck> {
  let cms;
  let info;
  try {
    cms = readCms(o.token);
    if (cms.contentType !== cmsOids.tstInfo || !cms.content || cms.signers.length !== 1) return { valid: false, problem: 'malformed' };
    info = readTstInfo(cms.content);
  } catch {
    // Whatever the readers refuse (CmsError, a TSTInfo the schema does not take) is a token that is not one.
    return { valid: false, problem: 'malformed' };
  }
  if (!info.hashAlgorithm || info.policy !== tsaPolicy) return { valid: false, problem: 'malformed' };
  const facts = { serial: info.serial, genTime: info.genTime, hashAlgorithm: info.hashAlgorithm, digest: info.digest.toString('hex') };
  const caAlgorithm = info.hashAlgorithm === 1 ? 0 : 1;
  const expected = info.hashAlgorithm === 1 ? 'rsa2048' : 'sm2';
  // The track's issuing CA (and its first TSA certificate, made on first use), then every generation.
  const { issuing } = await tsaOf(deps, caAlgorithm);
  const ours = await tsaCertificatesOf(deps, caAlgorithm, { reread });
  const signer = cms.signers[0]!;
  const algorithm = signer.algorithm ?? expected;
  const candidates = signer.certificate ? [signer.certificate] : ours.map((c) => c.certificate);
  if (algorithm !== expected)
    return { valid: false, problem: 'certificate', ...facts, tsaSubject: nameText(certificateParts(candidates[0]!).subject) };
  const signedBy = candidates.find((certificate) => verifyCmsSigner(cms, { ...signer, certificate, algorithm }).valid);
  const certificate = signedBy ?? candidates[0]!;
  const tsaSubject = nameText(certificateParts(certificate).subject);
  if (!signedBy) return { valid: false, problem: 'signature', ...facts, tsaSubject };
  const leaf = certificateParts(certificate);
  const issuingParts = certificateParts(issuing);
  // Our issuing CA certifies subscribers too: only one of the TSA's own certificates may sign a
  // token, and only within its validity.
  const known = ours.find((c) => c.certificate.equals(certificate));
  const issuedByUs =
    !!known &&
    info.genTime >= known.notBefore &&
    info.genTime < known.notAfter &&
    leaf.issuer.equals(issuingParts.subject) &&
    verifySignature(issuingParts.publicKey, algorithm, leaf.tbs.raw, leaf.signature);
  if (!issuedByUs || !namesCertificate(signer.signedAttributes.get(cmsOids.signingCertificateV2)?.[0], certificate, algorithm))
    return { valid: false, problem: 'certificate', ...facts, tsaSubject };
  if (o.digest && !o.digest.equals(info.digest)) return { valid: false, problem: 'digest', ...facts, tsaSubject };
  return { valid: true, ...facts, tsaSubject };
}
