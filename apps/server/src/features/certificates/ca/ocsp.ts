import { createHash } from 'node:crypto';
import { type CertID, OCSPRequest } from '@peculiar/asn1-ocsp';
import { AsnConvert } from '@peculiar/asn1-schema';
import type { Extension } from '@peculiar/asn1-x509';
import { children, ctx, enumerated, octets, oid, readBits, readOid, readOne, seq, tlv } from './der.js';
import { keyIdentifier } from './x509.js';

/**
 * RFC 6960 structures: the OCSPRequest a relying party sends, and the OCSPResponse with a
 * BasicOCSPResponse the responder signs. Hash algorithms of a CertID: SHA-1 (what most clients
 * send), SHA-256 and SM3 (the SM2 track's hash).
 */
export const ocspOids = { basic: '1.3.6.1.5.5.7.48.1.1', nonce: '1.3.6.1.5.5.7.48.1.2' } as const;

const certIdHashes: Record<string, string> = {
  '1.3.14.3.2.26': 'sha1',
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '1.2.156.10197.1.401': 'sm3',
};

/** OCSPResponseStatus values this responder answers. */
export const responseStatus = { successful: 0, malformedRequest: 1, internalError: 2, tryLater: 3, unauthorized: 6 } as const;

/** A request the responder cannot read: answered with malformedRequest, never an HTTP error. */
export class MalformedOcspRequest extends Error {}

export interface CertId {
  /** The CertID as sent, echoed in the answer byte for byte (clients compare it). */
  raw: Buffer;
  /** Node's name of the hash, or undefined for one the responder does not compute. */
  hash?: string;
  issuerNameHash: Buffer;
  issuerKeyHash: Buffer;
  serial: string;
}

export interface OcspRequest {
  certIds: CertId[];
  /** The nonce extension as sent (the whole Extension), echoed in the response. */
  nonce?: Buffer;
}

/** A request may ask about this many certificates at once; more is refused as malformed. */
export const maxCertIds = 20;
/** RFC 8954: a nonce of more than 32 octets is refused. */
const maxNonce = 32;

/** Requests name a few certificates: anything near this size is not one (and is not parsed). */
const maxRequestBytes = 16 * 1024;

function readCertId(certId: CertID): CertId {
  const serial = Buffer.from(certId.serialNumber);
  if (serial.length === 0) throw new MalformedOcspRequest('CertID');
  return {
    // The request is DER (checked), so the CertID encodes back to the bytes the client sent.
    raw: Buffer.from(AsnConvert.serialize(certId)),
    hash: certIdHashes[certId.hashAlgorithm.algorithm],
    issuerNameHash: Buffer.from(certId.issuerNameHash.buffer),
    issuerKeyHash: Buffer.from(certId.issuerKeyHash.buffer),
    serial: serial.toString('hex').replace(/^(00)+(?=.)/, ''),
  };
}

/** The nonce's value: an OCTET STRING inside extnValue (RFC 8954), or the raw bytes of older clients. */
function nonceLength(extnValue: Buffer): number {
  try {
    const inner = readOne(extnValue);
    if (inner.tag === 0x04) return inner.content.length;
  } catch {
    // not DER inside: the bytes themselves are the nonce
  }
  return extnValue.length;
}

/** Reads the request extensions: the nonce is kept; any other critical one cannot be honoured. */
function readExtensions(extensions: readonly Extension[]): Buffer | undefined {
  let nonce: Buffer | undefined;
  for (const extension of extensions) {
    if (extension.extnID === ocspOids.nonce) {
      const length = nonceLength(Buffer.from(extension.extnValue.buffer));
      if (length < 1 || length > maxNonce) throw new MalformedOcspRequest('nonce');
      nonce = Buffer.from(AsnConvert.serialize(extension));
    } else if (extension.critical) throw new MalformedOcspRequest('critical extension');
  }
  return nonce;
}

/**
 * Reads a DER OCSPRequest with the @peculiar/asn1-ocsp schema (the bytes are untrusted; a signature
 * on it, which RFC 6960 makes optional, is not required nor checked). Only DER: the parsed request
 * must encode back to the very bytes received (so a BER form, or a version written out though it is
 * the default, is malformed), at most 16 KiB.
 */
export function readOcspRequest(body: Buffer): OcspRequest {
  try {
    if (body.length > maxRequestBytes) throw new MalformedOcspRequest('size');
    const request = AsnConvert.parse(body, OCSPRequest);
    if (!Buffer.from(AsnConvert.serialize(request)).equals(body)) throw new MalformedOcspRequest('not DER');
    const tbs = request.tbsRequest;
    if (tbs.version !== 0) throw new MalformedOcspRequest('version');
    if (tbs.requestList.length === 0 || tbs.requestList.length > maxCertIds) throw new MalformedOcspRequest('requestList size');
    const certIds = tbs.requestList.map((single) => {
      if (single.singleRequestExtensions) readExtensions(single.singleRequestExtensions);
      return readCertId(single.reqCert);
    });
    return { certIds, nonce: tbs.requestExtensions ? readExtensions(tbs.requestExtensions) : undefined };
  } catch (error) {
    if (error instanceof MalformedOcspRequest) throw error;
    throw new MalformedOcspRequest('not DER');
  }
}

/** Does the CertID name this issuer (its subject Name and key), by the hash the client chose? */
export function namesIssuer(certId: CertId, issuer: { subject: Buffer; publicKey: Buffer }): boolean {
  if (!certId.hash) return false;
  const hash = (data: Buffer) => createHash(certId.hash!).update(data).digest();
  const keyBits = readBits(children(readOne(issuer.publicKey))[1]!);
  return hash(issuer.subject).equals(certId.issuerNameHash) && hash(keyBits).equals(certId.issuerKeyHash);
}

export type CertStatus = { status: 'good' } | { status: 'unknown' } | { status: 'revoked'; revokedAt: number; reason: number };

/** GeneralizedTime to the second, as RFC 6960 (via RFC 5280) wants: no fraction. */
function generalizedTime(ms: number): Buffer {
  const iso = new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return tlv(0x18, Buffer.from(iso, 'ascii'));
}

function certStatus(s: CertStatus): Buffer {
  if (s.status === 'good') return Buffer.from([0x80, 0x00]);
  if (s.status === 'unknown') return Buffer.from([0x82, 0x00]);
  // RevokedInfo, [1] IMPLICIT; reason unspecified (0) left out, as in the CRL.
  return ctx(1, true, generalizedTime(s.revokedAt), ...(s.reason ? [ctx(0, true, enumerated(s.reason))] : []));
}

export interface SingleAnswer {
  certId: CertId;
  status: CertStatus;
}

/**
 * The ResponseData to sign: responder by key hash (SHA-1 of its key bits, RFC 6960 4.2.1), each
 * answer with thisUpdate and nextUpdate, the request's nonce echoed.
 */
export function tbsResponseData(o: {
  responderKey: Buffer;
  producedAt: number;
  nextUpdate: number;
  answers: readonly SingleAnswer[];
  nonce?: Buffer;
}): Buffer {
  const single = o.answers.map((a) =>
    seq(a.certId.raw, certStatus(a.status), generalizedTime(o.producedAt), ctx(0, true, generalizedTime(o.nextUpdate))),
  );
  return seq(
    ctx(2, true, octets(keyIdentifier(o.responderKey))),
    generalizedTime(o.producedAt),
    seq(...single),
    ...(o.nonce ? [ctx(1, true, seq(o.nonce))] : []),
  );
}

/** A BasicOCSPResponse (signed ResponseData and the responder's certificates) wrapped in a successful OCSPResponse. */
export function successfulResponse(tbs: Buffer, signatureAlgorithm: Buffer, signature: Buffer, certificates: readonly Buffer[]): Buffer {
  const basic = seq(tbs, signatureAlgorithm, tlv(0x03, Buffer.from([0]), signature), ctx(0, true, seq(...certificates)));
  return seq(enumerated(responseStatus.successful), ctx(0, true, seq(oid(ocspOids.basic), octets(basic))));
}

/** An OCSPResponse without responseBytes: malformedRequest, unauthorized, tryLater, internalError. */
export const statusResponse = (status: number) => seq(enumerated(status));

/** Reads an OCSPResponse back (tests, and the SM2 track's own check where OpenSSL 3.0 cannot). */
export function readOcspResponse(der: Buffer): {
  status: number;
  tbs?: Buffer;
  signatureAlgorithm?: string;
  signature?: Buffer;
  certificates: Buffer[];
  answers: { serial: string; status: 'good' | 'revoked' | 'unknown'; revokedAt?: string; reason?: number }[];
  nonce?: Buffer;
} {
  const [status, bytes] = children(readOne(der));
  const out = { status: status!.content[0]!, certificates: [] as Buffer[], answers: [] as never[] };
  if (!bytes) return out;
  const [, basicOctets] = children(children(bytes)[0]!);
  const [tbs, alg, sig, certs] = children(readOne(basicOctets!.content));
  const fields = children(tbs!);
  const responses = fields.find((f, i) => i > 0 && f.tag === 0x30)!;
  const extensions = fields.find((f) => f.tag === 0xa1);
  const nonceExt = extensions ? children(children(extensions)[0]!).find((e) => readOid(children(e)[0]!) === ocspOids.nonce) : undefined;
  return {
    status: out.status,
    tbs: tbs!.raw,
    signatureAlgorithm: readOid(children(alg!)[0]!),
    signature: readBits(sig!),
    certificates: certs ? children(children(certs)[0]!).map((c) => Buffer.from(c.raw)) : [],
    answers: children(responses).map((r) => {
      const [certId, s] = children(r);
      const serial = children(certId!)[3]!
        .content.toString('hex')
        .replace(/^(00)+(?=.)/, '');
      if (s!.tag === 0x80) return { serial, status: 'good' as const };
      if (s!.tag === 0x82) return { serial, status: 'unknown' as const };
      const [time, reason] = children(s!);
      return {
        serial,
        status: 'revoked' as const,
        revokedAt: time!.content.toString('ascii'),
        reason: reason ? children(reason)[0]!.content[0] : 0,
      };
    }),
    nonce: nonceExt ? Buffer.from(children(nonceExt).at(-1)!.content) : undefined,
  };
}
