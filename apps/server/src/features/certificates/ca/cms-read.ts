import { type Attribute, ContentInfo, SignedData, SignerInfo } from '@peculiar/asn1-cms';
import { AsnConvert, AsnProp, AsnPropTypes, AsnType, AsnTypeTypes, OctetString } from '@peculiar/asn1-schema';
import { AlgorithmIdentifier, Certificate } from '@peculiar/asn1-x509';
import { type Asn1Node, elementsOf, framedDer, fromNode } from './asn1.js';
import { cmsDigestOf, cmsOids } from './cms.js';
import { octets, oid } from './der.js';
import { certificateParts, keyAlgorithmOf, verifySignature } from './x509.js';
import type { KeyAlgorithm } from './keystore.js';

/**
 * Reading CMS SignedData that arrives from outside — the /Contents of an uploaded PDF, an RFC 3161
 * token handed to the verifier — with the @peculiar/asn1-cms schema after asn1.ts's DER-framing
 * check (asn1js underneath bounds nesting depth, element count and content length), not by hand. What must stay byte-exact is taken as
 * received: the signed attributes (their SET OF re-tagged, as the signature covers them) and each
 * attribute value, and each certificate (the TSA's is compared byte for byte, its hash is in the ESS
 * attribute) — taken from asn1js's tree, as the schema keeps no bytes of a SET OF. Our DER reader
 * (x509.ts) only ever sees certificates this schema has already parsed.
 */

/** One attribute value as received (DER). */
export interface CmsValue {
  raw: Buffer;
}

/** A SignerInfo as read back. */
export interface CmsSigner {
  /** The signer's certificate found among the SignedData's certificates by issuer and serial. */
  certificate?: Buffer;
  algorithm?: KeyAlgorithm;
  digestAlgorithm: string;
  signatureAlgorithm: string;
  /** Signed attributes by type OID → the values as received. */
  signedAttributes: Map<string, CmsValue[]>;
  /** The signed attributes as signed (SET OF tag). */
  signedAttributesDer: Buffer;
  unsignedAttributes: Map<string, CmsValue[]>;
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

/**
 * Far above a signature with its chain and a time-stamp token (a few KiB), and above the revocation
 * data an archival signature may carry; anything larger is not parsed.
 */
export const maxCmsBytes = 2 * 1024 * 1024;

/** The bytes of a schema's ArrayBuffer or OctetString (whose own `buffer` holds exactly its content). */
const bytes = (b: ArrayBuffer | OctetString) => Buffer.from(b instanceof OctetString ? b.buffer : b);

const isContext = (node: Asn1Node, n: number) => node.idBlock.tagClass === 3 && node.idBlock.tagNumber === n;

function attributesOf(attributes: readonly Attribute[] | undefined): Map<string, CmsValue[]> {
  const out = new Map<string, CmsValue[]>();
  // The schema's ANY answers null for a NULL value: it is kept as the NULL it was.
  for (const a of attributes ?? [])
    out.set(
      a.attrType,
      a.attrValues.map((v: ArrayBuffer | null) => ({ raw: v === null ? Buffer.from([0x05, 0x00]) : Buffer.from(v) })),
    );
  return out;
}

/**
 * Reads a ContentInfo{SignedData} (DER framing): content type and content, certificates, signers.
 * Throws CmsError for anything else — truncated, trailing bytes, BER's indefinite lengths, nesting
 * past asn1js's depth, wrong tags, a signer named by key identifier.
 */
export function readCms(der: Buffer): ReadCms {
  try {
    if (der.length > maxCmsBytes) throw new CmsError('too large');
    const root = framedDer(der);
    const info = fromNode(root, ContentInfo);
    if (info.contentType !== cmsOids.signedData) throw new CmsError('not a SignedData');
    // ContentInfo's content is [0] EXPLICIT: the SignedData is the one element inside it.
    const signedDataNode = elementsOf(elementsOf(root)[1]!)[0]!;
    const signedData = fromNode(signedDataNode, SignedData);
    const fields = elementsOf(signedDataNode);
    // certificates [0] IMPLICIT SET OF: each taken as received, and read with the X.509 schema.
    const certificatesNode = fields.find((f) => isContext(f, 0));
    const certificateNodes = certificatesNode ? elementsOf(certificatesNode).filter((n) => n.idBlock.tagClass === 1) : [];
    const certificates = certificateNodes.map((node) => ({
      der: Buffer.from(node.valueBeforeDecodeView),
      parsed: fromNode(node, Certificate),
    }));
    const signers = elementsOf(fields.at(-1)!).map((node): CmsSigner => {
      const signerInfo = fromNode(node, SignerInfo);
      const sid = signerInfo.sid.issuerAndSerialNumber;
      if (!sid) throw new CmsError('only issuerAndSerialNumber signer ids are read');
      const issuer = Buffer.from(AsnConvert.serialize(sid.issuer));
      const serial = bytes(sid.serialNumber);
      const found = certificates.find(
        (c) =>
          bytes(c.parsed.tbsCertificate.serialNumber).equals(serial) &&
          Buffer.from(AsnConvert.serialize(c.parsed.tbsCertificate.issuer)).equals(issuer),
      );
      // The signed attributes as received ([0] IMPLICIT), re-tagged SET OF: what the signature covers.
      const signedNode = elementsOf(node).find((f) => isContext(f, 0));
      const signedRaw = signedNode ? Buffer.from(signedNode.valueBeforeDecodeView) : undefined;
      return {
        certificate: found?.der,
        algorithm: found ? keyAlgorithmOf(Buffer.from(AsnConvert.serialize(found.parsed.tbsCertificate.subjectPublicKeyInfo))) : undefined,
        digestAlgorithm: signerInfo.digestAlgorithm.algorithm,
        signatureAlgorithm: signerInfo.signatureAlgorithm.algorithm,
        signedAttributes: attributesOf(signerInfo.signedAttrs),
        signedAttributesDer: signedRaw ? Buffer.concat([Buffer.from([0x31]), signedRaw.subarray(1)]) : Buffer.alloc(0),
        unsignedAttributes: attributesOf(signerInfo.unsignedAttrs),
        signature: bytes(signerInfo.signature),
      };
    });
    const eContent = signedData.encapContentInfo.eContent;
    return {
      contentType: signedData.encapContentInfo.eContentType,
      content: eContent?.single ? bytes(eContent.single) : eContent?.any ? bytes(eContent.any) : undefined,
      certificates: certificates.map((c) => c.der),
      signers,
    };
  } catch (error) {
    if (error instanceof CmsError) throw error;
    // Whatever the framing check, the schema or asn1js throws on a broken structure (a RangeError
    // included) is a malformed CMS.
    throw new CmsError('malformed CMS');
  }
}

/**
 * Checks one signer: its certificate is present, its digest algorithm is the key's, the
 * messageDigest attribute equals the digest of `content` (or the embedded content, or the given
 * `contentDigest`), contentType matches, and the signature over the signed attributes verifies.
 * Does not check the certificate's chain, validity or revocation — the caller does, at its time.
 * The attribute values are compared with their DER (an OCTET STRING, an OID has one encoding).
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
  if (!digest || !messageDigest?.raw.equals(octets(digest))) return { valid: false, reason: 'digest' };
  const contentType = signer.signedAttributes.get(cmsOids.contentType)?.[0];
  if (!contentType?.raw.equals(oid(cms.contentType))) return { valid: false, reason: 'contentType' };
  const ok = verifySignature(
    certificateParts(signer.certificate).publicKey,
    signer.algorithm,
    signer.signedAttributesDer,
    signer.signature,
  );
  return ok ? { valid: true } : { valid: false, reason: 'signature' };
}

/**
 * ESSCertIDv2 and SigningCertificateV2 (RFC 5035), which no @peculiar package carries: declared
 * with its schema functions (applied by hand, as this code base compiles without decorators).
 */
class EssCertIdV2 {
  hashAlgorithm?: AlgorithmIdentifier;
  certHash = new OctetString();
  issuerSerial?: ArrayBuffer;
}
AsnType({ type: AsnTypeTypes.Sequence })(EssCertIdV2);
AsnProp({ type: AlgorithmIdentifier, optional: true })(EssCertIdV2.prototype, 'hashAlgorithm');
AsnProp({ type: OctetString })(EssCertIdV2.prototype, 'certHash');
AsnProp({ type: AsnPropTypes.Any, optional: true })(EssCertIdV2.prototype, 'issuerSerial');

class SigningCertificateV2 {
  certs: EssCertIdV2[] = [];
  policies?: ArrayBuffer;
}
AsnType({ type: AsnTypeTypes.Sequence })(SigningCertificateV2);
AsnProp({ type: EssCertIdV2, repeated: 'sequence' })(SigningCertificateV2.prototype, 'certs');
AsnProp({ type: AsnPropTypes.Any, optional: true })(SigningCertificateV2.prototype, 'policies');

/**
 * The certificate hash of the first ESSCertIDv2 of a signingCertificateV2 attribute value (the
 * signer's own certificate, RFC 5035 5.4), with its hash algorithm (SHA-256 when left out, the
 * DEFAULT); undefined for a value that is not one.
 */
export function signingCertificateHashOf(value: CmsValue | undefined): { hashAlgorithm: string; hash: Buffer } | undefined {
  if (!value) return undefined;
  try {
    const first = AsnConvert.parse(value.raw, SigningCertificateV2).certs[0];
    if (!first) return undefined;
    return { hashAlgorithm: first.hashAlgorithm?.algorithm ?? cmsOids.sha256, hash: bytes(first.certHash) };
  } catch {
    return undefined;
  }
}
