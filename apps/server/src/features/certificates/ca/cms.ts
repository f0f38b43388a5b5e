import { createHash } from 'node:crypto';
import type { KeyAlgorithm, KeyStore } from './keystore.js';
import { DerError, children, ctx, nul, octets, oid, readOid, readOne, seq, set, time, tlv, uint } from './der.js';
import type { Node } from './der.js';
import { keyAlgorithmOf, oids, verifySignature } from './x509.js';

/**
 * CMS SignedData (RFC 5652) with one signer, for detached signatures (PAdES, the digest sign modes)
 * and encapsulated content (RFC 3161 TSTInfo). RSA signers use SHA-256 and PKCS#1 v1.5; SM2
 * signers use SM3 and SM2 with the default user id (GM/T 0010's OIDs). Signatures always go through
 * the key store, so the private key never reaches this module.
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

/** A SignerInfo as read back. */
export interface CmsSigner {
  /** The signer's certificate found among the SignedData's certificates by issuer and serial. */
  certificate?: Buffer;
  algorithm?: KeyAlgorithm;
  digestAlgorithm: string;
  signatureAlgorithm: string;
  /** Signed attributes by type OID → the values' DER nodes. */
  signedAttributes: Map<string, Node[]>;
  /** The signed attributes as signed (SET OF tag). */
  signedAttributesDer: Buffer;
  unsignedAttributes: Map<string, Node[]>;
  signature: Buffer;
}

export interface ReadCms {
  contentType: string;
  /** eContent when embedded; undefined when detached. */
  content?: Buffer;
  certificates: Buffer[];
  signers: CmsSigner[];
}

/** Thrown for anything that is not a SignedData this module can read. */
export class CmsError extends Error {}

function attributesOf(node: Node | undefined): Map<string, Node[]> {
  const out = new Map<string, Node[]>();
  if (!node) return out;
  for (const attribute of children(node)) {
    const [type, values] = children(attribute);
    out.set(readOid(type!), children(values!));
  }
  return out;
}

/** Reads a ContentInfo{SignedData} (DER): content type and content, certificates, signers. */
export function readCms(der: Buffer): ReadCms {
  try {
    const [type, wrapped] = children(readOne(der));
    if (readOid(type!) !== cmsOids.signedData || wrapped?.tag !== 0xa0) throw new CmsError('not a SignedData');
    const fields = children(children(wrapped)[0]!);
    const [, , encap] = fields;
    const encapParts = children(encap!);
    const content = encapParts[1] ? children(encapParts[1])[0]!.content : undefined;
    let at = 3;
    const certificates = fields[at]?.tag === 0xa0 ? children(fields[at++]!).map((c) => Buffer.from(c.raw)) : [];
    if (fields[at]?.tag === 0xa1) at++;
    const signers = children(fields[at]!).map((info): CmsSigner => {
      const parts = children(info);
      const sid = parts[1]!;
      if (sid.tag !== 0x30) throw new CmsError('only issuerAndSerialNumber signer ids are read');
      const [issuer, serial] = children(sid);
      const certificate = certificates.find((c) => {
        const names = issuerAndSerial(c);
        return names.issuer.equals(issuer!.raw) && names.serial.equals(serial!.raw);
      });
      let i = 3;
      const signedNode = parts[i]?.tag === 0xa0 ? parts[i++] : undefined;
      const signatureAlgorithm = readOid(children(parts[i++]!)[0]!);
      const signature = parts[i++]!.content;
      const unsignedNode = parts[i]?.tag === 0xa1 ? parts[i] : undefined;
      return {
        certificate,
        algorithm: certificate ? keyAlgorithmOf(publicKeyOf(certificate)) : undefined,
        digestAlgorithm: readOid(children(parts[2]!)[0]!),
        signatureAlgorithm,
        signedAttributes: attributesOf(signedNode),
        signedAttributesDer: signedNode ? tlv(0x31, signedNode.content) : Buffer.alloc(0),
        unsignedAttributes: attributesOf(unsignedNode),
        signature,
      };
    });
    return { contentType: readOid(encapParts[0]!), content, certificates, signers };
  } catch (error) {
    if (error instanceof CmsError) throw error;
    if (error instanceof DerError || error instanceof TypeError) throw new CmsError('malformed CMS');
    throw error;
  }
}

function publicKeyOf(certificate: Buffer): Buffer {
  const fields = children(children(readOne(certificate))[0]!);
  return fields[(fields[0]!.tag === 0xa0 ? 1 : 0) + 5]!.raw;
}

/**
 * Checks one signer: its certificate is present, its digest algorithm is the key's, the
 * messageDigest attribute equals the digest of `content` (or the embedded content, or the given
 * `contentDigest`), contentType matches, and the signature over the signed attributes verifies.
 * Does not check the certificate's chain, validity or revocation — the caller does, at its time.
 */
export function verifyCmsSigner(
  cms: ReadCms,
  signer: CmsSigner,
  o: { content?: Buffer; contentDigest?: Buffer } = {},
): { valid: true } | { valid: false; reason: 'certificate' | 'algorithm' | 'digest' | 'contentType' | 'signature' } {
  if (!signer.certificate || !signer.algorithm) return { valid: false, reason: 'certificate' };
  const expectedDigest = signer.algorithm === 'rsa2048' ? cmsOids.sha256 : cmsOids.sm3;
  if (signer.digestAlgorithm !== expectedDigest) return { valid: false, reason: 'algorithm' };
  const content = o.content ?? cms.content;
  const digest = o.contentDigest ?? (content ? cmsDigestOf(signer.algorithm, content) : undefined);
  const messageDigest = signer.signedAttributes.get(cmsOids.messageDigest)?.[0];
  if (!digest || messageDigest?.tag !== 0x04 || !messageDigest.content.equals(digest)) return { valid: false, reason: 'digest' };
  const contentType = signer.signedAttributes.get(cmsOids.contentType)?.[0];
  if (!contentType || readOid(contentType) !== cms.contentType) return { valid: false, reason: 'contentType' };
  const ok = verifySignature(publicKeyOf(signer.certificate), signer.algorithm, signer.signedAttributesDer, signer.signature);
  return ok ? { valid: true } : { valid: false, reason: 'signature' };
}
