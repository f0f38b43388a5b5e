import { createHash } from 'node:crypto';
import type { KeyAlgorithm, KeyStore } from './keystore.js';
import { children, ctx, nul, octets, oid, readOne, seq, set, time, tlv, uint } from './der.js';
import { oids } from './x509.js';

/**
 * CMS SignedData (RFC 5652) with one signer, for detached signatures (PAdES, the digest sign modes)
 * and encapsulated content (RFC 3161 TSTInfo). RSA signers use SHA-256 and PKCS#1 v1.5; SM2
 * signers use SM3 and SM2 with the default user id (GM/T 0010's OIDs). Signatures always go through
 * the key store, so the private key never reaches this module. Written with our DER writer; read
 * back (from outside) by cms-read.ts with the @peculiar/asn1-cms schema.
 */
export const cmsOids = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  tstInfo: '1.2.840.113549.1.9.16.1.4',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
  sha256: '2.16.840.1.101.3.4.2.1',
  sm3: '1.2.156.10197.1.401',
  sm2Signature: '1.2.156.10197.1.301.1',
} as const;

/** The digest of a signer's algorithm: SHA-256 for RSA, SM3 for SM2. */
export const cmsDigestOf = (algorithm: KeyAlgorithm, data: Buffer): Buffer =>
  createHash(algorithm === 'rsa2048' ? 'sha256' : 'sm3')
    .update(data)
    .digest();

const digestAlgorithm = (algorithm: KeyAlgorithm) =>
  algorithm === 'rsa2048' ? seq(oid(cmsOids.sha256), nul()) : seq(oid(cmsOids.sm3), nul());
const signerSignatureAlgorithm = (algorithm: KeyAlgorithm) =>
  algorithm === 'rsa2048' ? seq(oid(oids.rsaEncryption), nul()) : seq(oid(cmsOids.sm2Signature));

/** One CMS attribute: its type and its values, each value already DER. */
export interface CmsAttribute {
  type: string;
  values: Buffer[];
}

const encodeAttribute = (a: CmsAttribute) => seq(oid(a.type), set(...a.values));
/** DER's SET OF: the elements in the order of their encodings. */
const sortedSetContent = (parts: Buffer[]) => Buffer.concat([...parts].sort(Buffer.compare));

/** issuer Name DER and serial INTEGER DER of a certificate (for issuerAndSerialNumber / IssuerSerial). */
function issuerAndSerial(certificate: Buffer): { issuer: Buffer; serial: Buffer } {
  const fields = children(children(readOne(certificate))[0]!);
  const at = fields[0]!.tag === 0xa0 ? 1 : 0;
  return { serial: fields[at]!.raw, issuer: fields[at + 2]!.raw };
}

/**
 * The signingCertificateV2 attribute (RFC 5035) naming `certificate` by its hash (SHA-256 for RSA,
 * SM3 for SM2) and issuer/serial. PAdES and RFC 3161 both require it.
 */
export function signingCertificateV2(certificate: Buffer, algorithm: KeyAlgorithm): CmsAttribute {
  const { issuer, serial } = issuerAndSerial(certificate);
  const hash = octets(cmsDigestOf(algorithm, certificate));
  // SHA-256 is ESSCertIDv2's DEFAULT, so DER leaves it out.
  const essCertId = seq(...(algorithm === 'rsa2048' ? [] : [seq(oid(cmsOids.sm3))]), hash, seq(seq(ctx(4, true, issuer)), serial));
  return { type: cmsOids.signingCertificateV2, values: [seq(seq(essCertId))] };
}

export interface SignCmsOptions {
  keyStore: KeyStore;
  /** The signer's key in the key store and its certificate (DER); the algorithm is the key's. */
  signer: { keyId: string; certificate: Buffer; algorithm: KeyAlgorithm };
  /** More certificates to carry (the issuing CA, the root). */
  chain?: Buffer[];
  /** Leave the certificates field out (an RFC 3161 request without certReq). */
  omitCertificates?: boolean;
  /** eContentType; id-data by default (TSTInfo for a time-stamp token). */
  contentType?: string;
  /** The signed content. Embedded as eContent unless `detached`. */
  content?: Buffer;
  /** Instead of `content`: its digest with the signer's hash (a PDF's byte ranges, the digest sign modes). Always detached. */
  contentDigest?: Buffer;
  detached?: boolean;
  /** signingTime attribute (ms); left out when undefined (RFC 3161 tokens carry genTime instead). */
  signingTime?: number;
  /** More signed attributes (signingCertificateV2, …); contentType and messageDigest are always added. */
  signedAttributes?: CmsAttribute[];
  /** Unsigned attributes (id-aa-signatureTimeStampToken, …). */
  unsignedAttributes?: CmsAttribute[];
}

/**
 * Builds and signs a ContentInfo{SignedData} with one SignerInfo (issuerAndSerialNumber, signed
 * attributes) and returns its DER. Throws when neither content nor contentDigest is given, or when
 * contentDigest is not the signer's digest length.
 */
export async function signCms(o: SignCmsOptions): Promise<Buffer> {
  const { algorithm } = o.signer;
  const contentType = o.contentType ?? cmsOids.data;
  if (!o.content && !o.contentDigest) throw new Error('signCms needs content or contentDigest');
  const digest = o.contentDigest ?? cmsDigestOf(algorithm, o.content!);
  if (digest.length !== 32) throw new Error('contentDigest is not a SHA-256 / SM3 digest');
  const embedded = !o.detached && !o.contentDigest && o.content;

  const attributes = [
    { type: cmsOids.contentType, values: [oid(contentType)] },
    ...(o.signingTime === undefined ? [] : [{ type: cmsOids.signingTime, values: [time(o.signingTime)] }]),
    { type: cmsOids.messageDigest, values: [octets(digest)] },
    ...(o.signedAttributes ?? []),
  ];
  const signedAttrs = sortedSetContent(attributes.map(encodeAttribute));
  // The signature covers the attributes with a SET OF tag; the SignerInfo carries them as [0] IMPLICIT.
  const signature = await o.keyStore.sign(o.signer.keyId, tlv(0x31, signedAttrs));
  const { issuer, serial } = issuerAndSerial(o.signer.certificate);
  const signerInfo = seq(
    uint(1),
    seq(issuer, serial),
    digestAlgorithm(algorithm),
    tlv(0xa0, signedAttrs),
    signerSignatureAlgorithm(algorithm),
    octets(signature),
    ...(o.unsignedAttributes?.length ? [tlv(0xa1, sortedSetContent(o.unsignedAttributes.map(encodeAttribute)))] : []),
  );
  const signedData = seq(
    uint(contentType === cmsOids.data ? 1 : 3),
    set(digestAlgorithm(algorithm)),
    seq(oid(contentType), ...(embedded ? [ctx(0, true, octets(o.content!))] : [])),
    ...(o.omitCertificates ? [] : [tlv(0xa0, Buffer.concat([o.signer.certificate, ...(o.chain ?? [])]))]),
    set(signerInfo),
  );
  return seq(oid(cmsOids.signedData), ctx(0, true, signedData));
}
