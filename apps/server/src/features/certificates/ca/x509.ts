import { createHash, createPublicKey, randomBytes, verify as nodeVerify } from 'node:crypto';
import type { KeyAlgorithm } from './keystore.js';
import { sm2Verify } from './sm2.js';
import {
  bits,
  bool,
  children,
  ctx,
  enumerated,
  namedBits,
  octets,
  oid,
  printable,
  readBits,
  readOid,
  readOne,
  seq,
  set,
  time,
  uint,
  utf8,
} from './der.js';
import type { Node } from './der.js';

/** OIDs of RFC 5280 / PKCS and the Chinese national standards the profiles use. */
export const oids = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRSA: '1.2.840.113549.1.1.11',
  ecPublicKey: '1.2.840.10045.2.1',
  sm2Curve: '1.2.156.10197.1.301',
  sm2WithSm3: '1.2.156.10197.1.501',
  commonName: '2.5.4.3',
  country: '2.5.4.6',
  organization: '2.5.4.10',
  organizationalUnit: '2.5.4.11',
  serialNumber: '2.5.4.5',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  basicConstraints: '2.5.29.19',
  crlNumber: '2.5.29.20',
  crlReason: '2.5.29.21',
  crlDistributionPoints: '2.5.29.31',
  authorityKeyIdentifier: '2.5.29.35',
  extKeyUsage: '2.5.29.37',
  authorityInfoAccess: '1.3.6.1.5.5.7.1.1',
  caIssuers: '1.3.6.1.5.5.7.48.2',
  ocsp: '1.3.6.1.5.5.7.48.1',
  ocspNoCheck: '1.3.6.1.5.5.7.48.1.5',
  ocspSigning: '1.3.6.1.5.5.7.3.9',
  clientAuth: '1.3.6.1.5.5.7.3.2',
  emailProtection: '1.3.6.1.5.5.7.3.4',
  timeStamping: '1.3.6.1.5.5.7.3.8',
} as const;

/** Key usage bits (RFC 5280 4.2.1.3). */
export const keyUsage = { digitalSignature: 0, nonRepudiation: 1, keyEncipherment: 2, keyCertSign: 5, cRLSign: 6 } as const;

export interface NamePart {
  type: 'commonName' | 'organization' | 'organizationalUnit' | 'country' | 'serialNumber';
  value: string;
}

/** An X.501 Name: one attribute per RDN, printable where the standard asks for it. */
export function encodeName(parts: readonly NamePart[]): Buffer {
  return seq(
    ...parts.map((p) =>
      set(seq(oid(oids[p.type]), p.type === 'country' || p.type === 'serialNumber' ? printable(p.value) : utf8(p.value))),
    ),
  );
}

export const signatureAlgorithm = (algorithm: KeyAlgorithm) =>
  algorithm === 'rsa2048' ? seq(oid(oids.sha256WithRSA), Buffer.from([0x05, 0x00])) : seq(oid(oids.sm2WithSm3));

/** A positive 127-bit serial (RFC 5280: unique per issuer, at most 20 octets), hex. */
export const newSerial = () => {
  const b = randomBytes(16);
  b[0] = (b[0]! & 0x7f) | 0x10;
  return b.toString('hex');
};

/** RFC 5280 method 1: SHA-1 of the subjectPublicKey bits. */
export function keyIdentifier(spki: Buffer): Buffer {
  return createHash('sha1')
    .update(readBits(children(readOne(spki))[1]!))
    .digest();
}

const extension = (id: string, critical: boolean, value: Buffer) => seq(oid(id), ...(critical ? [bool(true)] : []), octets(value));

export interface Profile {
  ca: boolean;
  pathLength?: number;
  usages: readonly number[];
  /** Extended key usages; critical when `extendedCritical` (a TSA's timeStamping must be). */
  extended?: readonly string[];
  extendedCritical?: boolean;
  /** id-pkix-ocsp-nocheck (RFC 6960 4.2.2.2.1): a delegated OCSP responder's certificate is not itself checked. */
  ocspNoCheck?: boolean;
}

export interface CertificateTemplate {
  serial: string;
  subject: Buffer;
  issuer: Buffer;
  notBefore: number;
  notAfter: number;
  subjectPublicKey: Buffer;
  issuerPublicKey: Buffer;
  algorithm: KeyAlgorithm;
  profile: Profile;
  /** CRL distribution point and caIssuers URLs; absent for a root. */
  crlUrl?: string;
  caIssuersUrl?: string;
  /** The issuer's OCSP responder, named in the AIA beside caIssuers (subscribers' certificates). */
  ocspUrl?: string;
}

/** The TBSCertificate (v3) of a template; the caller signs it with the issuer's key. */
export function tbsCertificate(t: CertificateTemplate): Buffer {
  const { profile } = t;
  const constraints = profile.ca ? seq(bool(true), ...(profile.pathLength === undefined ? [] : [uint(profile.pathLength)])) : seq();
  const extensions = [
    extension(oids.basicConstraints, true, constraints),
    extension(oids.keyUsage, true, namedBits(profile.usages)),
    extension(oids.subjectKeyIdentifier, false, octets(keyIdentifier(t.subjectPublicKey))),
    extension(oids.authorityKeyIdentifier, false, seq(ctx(0, false, keyIdentifier(t.issuerPublicKey)))),
  ];
  if (profile.extended?.length)
    extensions.push(extension(oids.extKeyUsage, profile.extendedCritical ?? false, seq(...profile.extended.map(oid))));
  if (t.crlUrl)
    extensions.push(
      extension(oids.crlDistributionPoints, false, seq(seq(ctx(0, true, ctx(0, true, ctx(6, false, Buffer.from(t.crlUrl))))))),
    );
  if (profile.ocspNoCheck) extensions.push(extension(oids.ocspNoCheck, false, Buffer.from([0x05, 0x00])));
  const access = [
    ...(t.ocspUrl ? [seq(oid(oids.ocsp), ctx(6, false, Buffer.from(t.ocspUrl)))] : []),
    ...(t.caIssuersUrl ? [seq(oid(oids.caIssuers), ctx(6, false, Buffer.from(t.caIssuersUrl)))] : []),
  ];
  if (access.length) extensions.push(extension(oids.authorityInfoAccess, false, seq(...access)));
  return seq(
    ctx(0, true, uint(2)),
    uint(Buffer.from(t.serial, 'hex')),
    signatureAlgorithm(t.algorithm),
    t.issuer,
    seq(time(t.notBefore), time(t.notAfter)),
    t.subject,
    t.subjectPublicKey,
    ctx(3, true, seq(...extensions)),
  );
}

/** A signed structure: SEQUENCE { tbs, algorithm, BIT STRING signature } (certificates, CRLs, CSRs alike). */
export const signed = (tbs: Buffer, algorithm: KeyAlgorithm, signature: Buffer) => seq(tbs, signatureAlgorithm(algorithm), bits(signature));

export interface RevokedEntry {
  serial: string;
  revokedAt: number;
  /** RFC 5280 CRLReason; 0 (unspecified) is left out as the RFC asks. */
  reason: number;
}

/** The TBSCertList (v2) with the CRL number and the issuer's key identifier. */
export function tbsCrl(o: {
  issuer: Buffer;
  issuerPublicKey: Buffer;
  algorithm: KeyAlgorithm;
  thisUpdate: number;
  nextUpdate: number;
  crlNumber: number;
  revoked: readonly RevokedEntry[];
}): Buffer {
  const entries = o.revoked.map((r) =>
    seq(
      uint(Buffer.from(r.serial, 'hex')),
      time(r.revokedAt),
      ...(r.reason ? [seq(extension(oids.crlReason, false, enumerated(r.reason)))] : []),
    ),
  );
  return seq(
    uint(1),
    signatureAlgorithm(o.algorithm),
    o.issuer,
    time(o.thisUpdate),
    time(o.nextUpdate),
    ...(entries.length ? [seq(...entries)] : []),
    ctx(
      0,
      true,
      seq(
        extension(oids.authorityKeyIdentifier, false, seq(ctx(0, false, keyIdentifier(o.issuerPublicKey)))),
        extension(oids.crlNumber, false, uint(o.crlNumber)),
      ),
    ),
  );
}

/** The parts of a certificate the CA reads back: its subject Name and key, as DER. */
export function certificateParts(der: Buffer): {
  tbs: Node;
  subject: Buffer;
  issuer: Buffer;
  publicKey: Buffer;
  serial: string;
  signatureAlgorithm: string;
  signature: Buffer;
} {
  const [tbs, alg, sig] = children(readOne(der));
  const fields = children(tbs!);
  const at = fields[0]!.tag === 0xa0 ? 1 : 0;
  return {
    tbs: tbs!,
    serial: fields[at]!.content.toString('hex').replace(/^00/, ''),
    issuer: fields[at + 2]!.raw,
    subject: fields[at + 4]!.raw,
    publicKey: fields[at + 5]!.raw,
    signatureAlgorithm: readOid(children(alg!)[0]!),
    signature: readBits(sig!),
  };
}

/** The algorithm of an SPKI: RSA of 2048 bits or an SM2-curve key; anything else is undefined. */
export function keyAlgorithmOf(spki: Buffer): KeyAlgorithm | undefined {
  const [alg] = children(readOne(spki));
  const parts = children(alg!);
  const kind = readOid(parts[0]!);
  if (kind === oids.rsaEncryption) {
    const key = createPublicKey({ key: spki, format: 'der', type: 'spki' });
    return key.asymmetricKeyDetails?.modulusLength === 2048 ? 'rsa2048' : undefined;
  }
  if (kind === oids.ecPublicKey && parts[1]?.tag === 0x06 && readOid(parts[1]) === oids.sm2Curve) return 'sm2';
  return undefined;
}

/** Checks `signature` over `data` by the SPKI's key, with the algorithm's hash; false when it fails. */
export function verifySignature(spki: Buffer, algorithm: KeyAlgorithm, data: Buffer, signature: Buffer): boolean {
  if (algorithm === 'sm2') return sm2Verify(spki, data, signature);
  try {
    return nodeVerify('sha256', data, createPublicKey({ key: spki, format: 'der', type: 'spki' }), signature);
  } catch {
    return false;
  }
}

/** PEM armour of DER. */
export const pem = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;

/** DER from a PEM block of the label, or the bytes themselves when they are DER already. */
export function fromPem(text: string, label: string): Buffer | undefined {
  const m = new RegExp(`-----BEGIN ${label}-----([A-Za-z0-9+/=\\s]+)-----END ${label}-----`).exec(text);
  return m ? Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64') : undefined;
}

const shortNames: Record<string, string> = {
  [oids.commonName]: 'CN',
  [oids.organization]: 'O',
  [oids.organizationalUnit]: 'OU',
  [oids.country]: 'C',
  [oids.serialNumber]: 'serialNumber',
};

/** An X.501 Name as text, most specific first ("CN=…, O=…, C=CN"). */
export function nameText(name: Buffer): string {
  return children(readOne(name))
    .flatMap((rdn) => children(rdn))
    .map((atv) => {
      const [type, value] = children(atv);
      return `${shortNames[readOid(type!)] ?? readOid(type!)}=${value!.content.toString('utf8')}`;
    })
    .reverse()
    .join(', ');
}
