import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { cmsDigestOf, der, type KeyAlgorithm } from '../certificates/index.js';
import { issueTimestampToken, verifyTimestampToken } from '../timestamps/index.js';

/** id-aa-signatureTimeStampToken (RFC 3161 appendix A): the unsigned attribute of PAdES B-T. */
export const signatureTimeStampToken = '1.2.840.113549.1.9.16.2.14';

const hashAlgorithmOf = (algorithm: KeyAlgorithm) => (algorithm === 'rsa2048' ? 1 : 2);

/**
 * PAdES B-T: our TSA's token over the SignerInfo's signature value, added as an unsigned attribute.
 * The signed part is not touched (an SM2 signature is randomized, so signing again would change the
 * value the token covers): the SignerInfo gets its [1] attributes and the enclosing lengths are
 * re-encoded. A TSA failure refuses the whole signature — nothing half-signed is answered.
 */
export async function addSignatureTimestamp(deps: Deps, cms: Buffer, algorithm: KeyAlgorithm): Promise<Buffer> {
  const [type, wrapped] = der.children(der.readOne(cms));
  const fields = der.children(der.children(wrapped!)[0]!);
  const signerInfos = fields.at(-1)!;
  const signerInfo = der.children(signerInfos)[0]!;
  const parts = der.children(signerInfo);
  // version, sid, digestAlgorithm, [0] signedAttrs, signatureAlgorithm, signature
  const signature = parts[5]!.content;
  let token: Buffer;
  try {
    token = (
      await issueTimestampToken(deps, {
        digest: cmsDigestOf(algorithm, signature),
        hashAlgorithm: hashAlgorithmOf(algorithm),
        certReq: true,
      })
    ).token;
  } catch {
    throw new AppError('signingTimestampFailed');
  }
  const attribute = der.seq(der.oid(signatureTimeStampToken), der.set(token));
  const stamped = der.seq(...parts.slice(0, 6).map((p) => p.raw), der.tlv(0xa1, attribute));
  const signedData = der.seq(...fields.slice(0, -1).map((f) => f.raw), der.set(stamped));
  return der.seq(type!.raw, der.ctx(0, true, signedData));
}

/** The genTime of a signature's timestamp token when it is ours, valid, and over this signature value. */
export async function signatureTimestampAt(
  deps: Deps,
  o: { token: Buffer; signature: Buffer; algorithm: KeyAlgorithm },
): Promise<number | null> {
  const check = await verifyTimestampToken(deps, { token: o.token, digest: cmsDigestOf(o.algorithm, o.signature) });
  return check.valid && check.genTime !== undefined ? check.genTime : null;
}
