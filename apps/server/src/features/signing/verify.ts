import type { Verification, VerifiedSignature } from '@console/contract';
import { translate } from '@console/phrases';
import type { Caller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { sourceOf } from '../../platform/limits.js';
import type { UploadedFile } from '../../platform/route.js';
import {
  authorityOf,
  certificateParts,
  CmsError,
  findCertificateBySerial,
  keyAlgorithmOfCode,
  nameText,
  readCms,
  verifyCmsSigner,
  verifySignature,
} from '../certificates/index.js';
import { appearanceImageOf } from './pdf/appearance-image.js';
import { type PdfSignature, readPdfSignatures } from './pdf/read.js';
import { signatureTimeStampToken, signatureTimestampAt } from './timestamp.js';

/** Verifications per address and minute: the page is public and each one checks signatures. */
const verificationsPerMinute = 60;

type Parts = ReturnType<typeof certificateParts>;
const commonName = (subject: string) => /(?:^|, )CN=([^,]+)/.exec(subject)?.[1] ?? subject;

/** Our chain for a leaf: the issuing CA of its algorithm named as its issuer and verifying it, and that CA under our root. */
async function ourChain(deps: Deps, leaf: Parts): Promise<{ chain: VerifiedSignature['chain']; subjects: string[] }> {
  for (const code of [0, 1]) {
    const [issuing, root] = await Promise.all([authorityOf(deps, code, 'issuing'), authorityOf(deps, code, 'root')]);
    const issuingParts = certificateParts(issuing.der);
    if (!issuingParts.subject.equals(leaf.issuer)) continue;
    const rootParts = certificateParts(root.der);
    const algorithm = keyAlgorithmOfCode(code);
    const ok =
      verifySignature(issuingParts.publicKey, algorithm, leaf.tbs.raw, leaf.signature) &&
      verifySignature(rootParts.publicKey, algorithm, issuingParts.tbs.raw, issuingParts.signature);
    return { chain: ok ? 'ours' : 'invalid', subjects: [leaf.subject, issuingParts.subject, rootParts.subject].map(nameText) };
  }
  return { chain: 'untrusted', subjects: [nameText(leaf.subject)] };
}

const unreadable = (found: PdfSignature): VerifiedSignature => ({
  fieldName: found.fieldName,
  signer: null,
  subject: null,
  issuer: null,
  serial: null,
  subFilter: found.subFilter,
  signedAt: found.claimedAt,
  timestampAt: null,
  signatureValid: false,
  chain: 'untrusted',
  chainSubjects: [],
  coverage: 'broken',
  revocation: 'unknown',
  revokedAt: null,
  sealImage: null,
});

/** The seal the signature shows (PNG, base64), or null. */
const sealImageOf = (pdf: Buffer, found: PdfSignature) => appearanceImageOf(pdf, found)?.toString('base64') ?? null;

async function verifyOne(deps: Deps, pdf: Buffer, found: PdfSignature): Promise<VerifiedSignature> {
  let cms;
  try {
    cms = readCms(found.cms);
  } catch (error) {
    if (error instanceof CmsError) return unreadable(found);
    throw error;
  }
  const signer = cms.signers[0];
  if (!signer?.certificate) return unreadable(found);
  const valid = verifyCmsSigner(cms, signer, { content: found.signed }).valid;
  const leaf = certificateParts(signer.certificate);
  const { chain, subjects } = await ourChain(deps, leaf);
  const token = signer.unsignedAttributes.get(signatureTimeStampToken)?.[0];
  const timestampAt =
    token && signer.algorithm
      ? await signatureTimestampAt(deps, { token: token.raw, signature: signer.signature, algorithm: signer.algorithm })
      : null;
  // Revocation is judged at the timestamp's time when there is one: /M is only what the signer claimed.
  const signedAt = timestampAt ?? found.claimedAt;
  let revocation: VerifiedSignature['revocation'] = 'unknown';
  let revokedAt: number | null = null;
  if (chain === 'ours') {
    const record = await findCertificateBySerial(deps.db, leaf.serial);
    revokedAt = record?.revoked_at ?? null;
    // Revoked at signing time: the revocation came before the (claimed) signing time.
    revocation = !record ? 'unknown' : revokedAt !== null && (signedAt === null || revokedAt <= signedAt) ? 'revoked' : 'good';
  }
  const subject = nameText(leaf.subject);
  return {
    fieldName: found.fieldName,
    signer: commonName(subject),
    subject,
    issuer: nameText(leaf.issuer),
    serial: leaf.serial,
    subFilter: found.subFilter,
    signedAt: found.claimedAt,
    timestampAt,
    signatureValid: valid,
    chain,
    chainSubjects: subjects,
    coverage: !valid ? 'broken' : found.coversWholeFile ? 'whole' : 'laterUpdates',
    revocation,
    revokedAt,
    sealImage: sealImageOf(pdf, found),
  };
}

/**
 * The public verification of a signed PDF: every signature with its signer, chain, time, integrity
 * and revocation at signing time. A signature by another CA answers "untrusted issuer", not an error;
 * a file that is no PDF is refused naming `file`.
 */
export async function verifySignedPdf(deps: Deps, { caller, file }: { caller: Caller; file: UploadedFile | null }): Promise<Verification> {
  const hit = await deps.limiter.hit(`signing:verify:${sourceOf(caller.ip)}`, verificationsPerMinute, 60_000, deps.clock.now());
  if (!hit.allowed) {
    const seconds = Math.max(1, Math.ceil(hit.retryAfterMs / 1000));
    throw new AppError('rateLimited', { seconds }, null, { 'Retry-After': String(seconds) });
  }
  if (!file?.bytes.length) throw fieldError('signingPdfRequired', 'file', caller.lang);
  if (file.bytes.subarray(0, 1024).indexOf('%PDF-') < 0)
    throw fieldError('signingPdfInvalid', 'file', caller.lang, { problem: translate(caller.lang, 'signing.pdfProblem.malformed') });
  const signatures = await Promise.all(readPdfSignatures(file.bytes).map((found) => verifyOne(deps, file.bytes, found)));
  return { size: file.bytes.length, signatures };
}
