import { OctetString } from '@peculiar/asn1-schema';
import { TSTInfo, TimeStampReq } from '@peculiar/asn1-tsp';
import { type Asn1Node, der, elementsOf, framedDer, fromNode } from '../certificates/index.js';

// Our DER writer builds what the TSA answers; what clients send is read with the asn1-tsp schemas.
const { ctx, namedBits, nul, octets, oid, seq, tlv, uint, utf8 } = der;

/**
 * RFC 3161 structures: the request a client sends, the TSTInfo the TSA signs and the response.
 * Hash algorithms follow §3's enumeration: 1 the RSA track (SHA-256), 2 the SM2 track (SM3).
 */
export const hashAlgorithms = {
  1: { oid: '2.16.840.1.101.3.4.2.1', node: 'sha256', keyAlgorithm: 'rsa2048', caAlgorithm: 0 },
  2: { oid: '1.2.156.10197.1.401', node: 'sm3', keyAlgorithm: 'sm2', caAlgorithm: 1 },
} as const;
export type HashAlgorithm = keyof typeof hashAlgorithms;

export const hashAlgorithmOfOid = (dotted: string): HashAlgorithm | undefined =>
  ([1, 2] as const).find((h) => hashAlgorithms[h].oid === dotted);

/**
 * The TSA's policy: an OID under the UUID arc 2.25 (ITU-T X.667), so it needs no registration and
 * cannot collide with anyone's.
 */
export const tsaPolicy = '2.25.229879634787378805728458477301887341787';

/** RFC 3161 PKIFailureInfo bits the TSA answers. */
export const failure = { badAlg: 0, badRequest: 2, badDataFormat: 5, unacceptedPolicy: 15, unacceptedExtension: 16 } as const;

const failureText: Record<number, string> = {
  [failure.badAlg]: 'only SHA-256 (RSA track) and SM3 (SM2 track) are time-stamped',
  [failure.badRequest]: 'not a version 1 TimeStampReq',
  [failure.badDataFormat]: 'not a DER TimeStampReq with a 32-byte digest',
  [failure.unacceptedPolicy]: `the only policy is ${tsaPolicy}`,
  [failure.unacceptedExtension]: 'no request extension is supported',
};

/** A request the TSA does not grant; its message is the response's status text. */
export class RequestRefused extends Error {
  constructor(readonly bit: number) {
    super(failureText[bit] ?? 'refused');
  }
}

export interface TimestampRequest {
  hashAlgorithm: HashAlgorithm;
  digest: Buffer;
  /** The nonce INTEGER as sent (DER), echoed in the token. */
  nonce?: Buffer;
  certReq: boolean;
}

/** A request names a digest and a few options: anything near this size is not one (and is not parsed). */
const maxRequestBytes = 16 * 1024;

/** The bytes of a schema's ArrayBuffer or OctetString (whose own `buffer` holds exactly its content). */
const bytes = (b: ArrayBuffer | OctetString) => Buffer.from(b instanceof OctetString ? b.buffer : b);

/**
 * asn1js writes an arc past 2^53 in a notation of its own, so the schema's text of our policy (a
 * UUID arc) is not its dotted form: a policy is recognized by its DER instead.
 */
const policyDer = oid(tsaPolicy);
const policyOf = (root: Asn1Node) =>
  elementsOf(root).find((n) => n.idBlock.tagClass === 1 && n.idBlock.tagNumber === 6)?.valueBeforeDecodeView;
const isOurPolicy = (encoded: Uint8Array) => policyDer.equals(encoded);

/**
 * Reads a DER TimeStampReq with the @peculiar/asn1-tsp schema once its DER framing is checked (the
 * bytes are untrusted: truncated, padded or indefinite lengths, trailing bytes, deep nesting, a
 * wrong tag are badDataFormat), at most 16 KiB; refuses an unknown hash, a wrong digest length,
 * another policy, any extension.
 */
export function readTimestampRequest(body: Buffer): TimestampRequest {
  let root: Asn1Node;
  let request: TimeStampReq;
  try {
    if (body.length > maxRequestBytes) throw new RequestRefused(failure.badDataFormat);
    root = framedDer(body);
    request = fromNode(root, TimeStampReq);
  } catch {
    throw new RequestRefused(failure.badDataFormat);
  }
  if (request.version !== 1) throw new RequestRefused(failure.badRequest);
  const hashAlgorithm = hashAlgorithmOfOid(request.messageImprint.hashAlgorithm.algorithm);
  if (!hashAlgorithm) throw new RequestRefused(failure.badAlg);
  const digest = bytes(request.messageImprint.hashedMessage);
  if (digest.length !== 32) throw new RequestRefused(failure.badDataFormat);
  const policy = policyOf(root);
  if (policy && !isOurPolicy(policy)) throw new RequestRefused(failure.unacceptedPolicy);
  if (request.extensions) throw new RequestRefused(failure.unacceptedExtension);
  return {
    hashAlgorithm,
    digest,
    // The INTEGER as sent (its content re-tagged: the framing is DER), echoed in the token.
    nonce: request.nonce ? tlv(0x02, bytes(request.nonce)) : undefined,
    certReq: request.certReq,
  };
}

/** GeneralizedTime to the second (DER: no fraction when it is zero), as every token here is. */
function generalizedTime(ms: number): Buffer {
  const iso = new Date(Math.floor(ms / 1000) * 1000)
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return tlv(0x18, Buffer.from(iso, 'ascii'));
}

/** The TSTInfo (v1) the TSA signs: accuracy one second, as genTime is to the second. */
export function encodeTstInfo(o: {
  hashAlgorithm: HashAlgorithm;
  digest: Buffer;
  serial: Buffer;
  genTime: number;
  nonce?: Buffer;
  tsaName: Buffer;
}): Buffer {
  return seq(
    uint(1),
    oid(tsaPolicy),
    seq(seq(oid(hashAlgorithms[o.hashAlgorithm].oid), nul()), octets(o.digest)),
    uint(o.serial),
    generalizedTime(o.genTime),
    seq(uint(1)),
    ...(o.nonce ? [o.nonce] : []),
    ctx(0, true, ctx(4, true, o.tsaName)),
  );
}

export interface TstInfo {
  policy: string;
  hashAlgorithm?: HashAlgorithm;
  digest: Buffer;
  serial: string;
  genTime: number;
  nonce?: string;
}

/**
 * Reads a TSTInfo (a token's signed content, untrusted until its signature is checked) with the
 * @peculiar/asn1-tsp schema; throws on anything that is not one.
 */
export function readTstInfo(content: Buffer): TstInfo {
  const root = framedDer(content);
  const info = fromNode(root, TSTInfo);
  const policy = policyOf(root);
  return {
    policy: policy && isOurPolicy(policy) ? tsaPolicy : info.policy,
    hashAlgorithm: hashAlgorithmOfOid(info.messageImprint.hashAlgorithm.algorithm),
    digest: Buffer.from(bytes(info.messageImprint.hashedMessage)),
    serial: bytes(info.serialNumber).toString('hex').replace(/^00/, ''),
    genTime: info.genTime.getTime(),
    nonce: info.nonce ? bytes(info.nonce).toString('hex') : undefined,
  };
}

/** TimeStampResp granted (status 0) with the token. */
export const grantedResponse = (token: Buffer) => seq(seq(uint(0)), token);

/** TimeStampResp rejected (status 2) with the failure bit and a reason text. */
export const rejectedResponse = (bit: number, text: string) => seq(seq(uint(2), seq(utf8(text)), namedBits([bit])));
