import { der } from '../certificates/index.js';

const { children, ctx, namedBits, nul, octets, oid, readOid, readOne, seq, tlv, uint, utf8 } = der;

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

/** Reads a DER TimeStampReq; refuses an unknown hash, a wrong digest length, another policy, any extension. */
export function readTimestampRequest(body: Buffer): TimestampRequest {
  let fields;
  try {
    fields = children(readOne(body));
  } catch {
    throw new RequestRefused(failure.badDataFormat);
  }
  try {
    const [version, imprint, ...rest] = fields;
    if (version?.tag !== 0x02 || version.content.length !== 1 || version.content[0] !== 1) throw new RequestRefused(failure.badRequest);
    const [algorithm, hashed] = children(imprint!);
    const hashAlgorithm = hashAlgorithmOfOid(readOid(children(algorithm!)[0]!));
    if (!hashAlgorithm) throw new RequestRefused(failure.badAlg);
    if (hashed?.tag !== 0x04 || hashed.content.length !== 32) throw new RequestRefused(failure.badDataFormat);
    const request: TimestampRequest = { hashAlgorithm, digest: Buffer.from(hashed.content), certReq: false };
    for (const field of rest) {
      if (field.tag === 0x06 && readOid(field) !== tsaPolicy) throw new RequestRefused(failure.unacceptedPolicy);
      else if (field.tag === 0x02) request.nonce = Buffer.from(field.raw);
      else if (field.tag === 0x01) request.certReq = field.content[0] !== 0;
      else if (field.tag === 0xa0) throw new RequestRefused(failure.unacceptedExtension);
      else if (field.tag !== 0x06) throw new RequestRefused(failure.badRequest);
    }
    return request;
  } catch (error) {
    if (error instanceof RequestRefused) throw error;
    throw new RequestRefused(failure.badDataFormat);
  }
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

/** Reads a TSTInfo; throws on anything that is not one. */
export function readTstInfo(content: Buffer): TstInfo {
  const [version, policy, imprint, serial, genTime, ...rest] = children(readOne(content));
  if (version?.tag !== 0x02 || genTime?.tag !== 0x18 || serial?.tag !== 0x02) throw new Error('not a TSTInfo');
  const [algorithm, hashed] = children(imprint!);
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(?:\.(\d+))?Z$/.exec(genTime.content.toString('ascii'));
  if (!m) throw new Error('genTime');
  const millis = Number(`0.${m[7] ?? '0'}`) * 1000;
  const nonce = rest.find((n) => n.tag === 0x02);
  return {
    policy: readOid(policy!),
    hashAlgorithm: hashAlgorithmOfOid(readOid(children(algorithm!)[0]!)),
    digest: Buffer.from(hashed!.content),
    serial: serial.content.toString('hex').replace(/^00/, ''),
    genTime: Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) + Math.round(millis),
    nonce: nonce?.content.toString('hex'),
  };
}

/** TimeStampResp granted (status 0) with the token. */
export const grantedResponse = (token: Buffer) => seq(seq(uint(0)), token);

/** TimeStampResp rejected (status 2) with the failure bit and a reason text. */
export const rejectedResponse = (bit: number, text: string) => seq(seq(uint(2), seq(utf8(text)), namedBits([bit])));
