import type { Language } from '@console/phrases';
import { translate } from '@console/phrases';
import type { KeyStoreKeyRow } from '../../db/schema.js';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import {
  authorityCertificateOf,
  type CertificateRow,
  certificateStateOf,
  keyAlgorithmOfCode,
  keyStoreOf,
  type KeyAlgorithm,
  signCms,
  signingCertificateV2,
} from '../certificates/index.js';

/** A certificate able to sign now: platform-held key, valid, its chain to our root. */
export interface Signer {
  row: CertificateRow;
  keyId: string;
  certificate: Buffer;
  chain: Buffer[];
  algorithm: KeyAlgorithm;
  name: string;
  /** The key's row when it was read with the certificate (`findCertificateWithKeyBySerial`), for the key store. */
  keyRead?: KeyStoreKeyRow | null;
}

/**
 * The signer behind a certificate, refused (naming `field`) unless its key is held by the platform
 * and the certificate is valid right now — a revoked or expired certificate never signs.
 */
export async function signerOf(
  deps: Deps,
  o: { row: CertificateRow; keyRead?: KeyStoreKeyRow | null; field: string; lang: Language },
): Promise<Signer> {
  const { row } = o;
  const refuse = (problem: string) =>
    fieldError('signingCertificateUnusable', o.field, o.lang, { problem: translate(o.lang, `signing.certificateProblem.${problem}`) });
  if (row.key_origin !== 'platform' || !row.key_id) throw refuse('browserKey');
  const now = deps.clock.now();
  if (certificateStateOf(row, now).status !== 1 || now < row.not_before) throw refuse('notValid');
  const [issuing, root] = await Promise.all([
    authorityCertificateOf(deps, row.algorithm, 'issuing'),
    authorityCertificateOf(deps, row.algorithm, 'root'),
  ]);
  return {
    row,
    keyId: row.key_id,
    certificate: Buffer.from(deps.cipher.decrypt(row.certificate), 'base64'),
    chain: [issuing, root],
    algorithm: keyAlgorithmOfCode(row.algorithm),
    name: deps.cipher.decrypt(row.owner_name),
    keyRead: o.keyRead,
  };
}

/**
 * A detached CAdES signature over a digest (PAdES's /Contents, the digest sign modes): contentType,
 * messageDigest and signingCertificateV2 signed; no signingTime (PAdES puts the claimed time in the
 * signature dictionary's /M). `unsigned` carries a signature timestamp for B-T.
 */
export async function cadesDetached(
  deps: Deps,
  o: { signer: Signer; digest: Buffer; unsigned?: Parameters<typeof signCms>[0]['unsignedAttributes'] },
): Promise<Buffer> {
  return signCms({
    keyStore: keyStoreOf(deps, o.signer.keyRead),
    signer: { keyId: o.signer.keyId, certificate: o.signer.certificate, algorithm: o.signer.algorithm },
    chain: o.signer.chain,
    contentDigest: o.digest,
    detached: true,
    signedAttributes: [signingCertificateV2(o.signer.certificate, o.signer.algorithm)],
    unsignedAttributes: o.unsigned,
  });
}
