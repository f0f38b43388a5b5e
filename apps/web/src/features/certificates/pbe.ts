import { type Bytes, type Node, concat, elements, int, intValue, nullValue, octets, octetsOf, oid, oidText, readAll, seq } from './der';

/**
 * Password-based protection of a PKCS#12 file with WebCrypto only: PBES2 (RFC 8018: PBKDF2 and
 * AES-CBC) for the shrouded key and encrypted bags, and the integrity MAC keyed by the PKCS#12 KDF
 * (RFC 7292 appendix B). Legacy PKCS#12 PBE schemes (RC2, 3DES) and PBMAC1 are refused as
 * unsupported: WebCrypto has no RC2 or 3DES, and OpenSSL 3 writes neither by default.
 */
export const oids = {
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
  pbmac1: '1.2.840.113549.1.5.14',
  aes128cbc: '2.16.840.1.101.3.4.1.2',
  aes192cbc: '2.16.840.1.101.3.4.1.22',
  aes256cbc: '2.16.840.1.101.3.4.1.42',
} as const;

/** Hash names by their digest OID (the MAC) and HMAC OID (PBKDF2's prf). */
const digests: Record<string, Hash> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};
const hmacs: Record<string, Hash> = {
  '1.2.840.113549.2.7': 'SHA-1',
  '1.2.840.113549.2.9': 'SHA-256',
  '1.2.840.113549.2.10': 'SHA-384',
  '1.2.840.113549.2.11': 'SHA-512',
};
const ciphers: Record<string, number> = { [oids.aes128cbc]: 128, [oids.aes256cbc]: 256 };
type Hash = 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512';
const sizes: Record<Hash, { u: number; v: number }> = {
  'SHA-1': { u: 20, v: 64 },
  'SHA-256': { u: 32, v: 64 },
  'SHA-384': { u: 48, v: 128 },
  'SHA-512': { u: 64, v: 128 },
};

/** What this module writes: PBKDF2-HMAC-SHA256 with 600,000 iterations (OWASP's figure) and AES-256-CBC. */
export const writeIterations = 600_000;
/** OpenSSL's MAC iteration count; the key's own protection is PBKDF2's. */
export const macIterations = 2048;
/** A file asking for more would keep the browser busy for minutes: refused as unsupported. */
const maxIterations = 10_000_000;

/** Why a file could not be opened; the page words each kind. */
export class Pkcs12Error extends Error {
  constructor(
    readonly kind: 'notPkcs12' | 'password' | 'unsupported' | 'noKey' | 'noCertificate',
    readonly detail = '',
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
  }
}

export const random = (n: number): Bytes => crypto.getRandomValues(new Uint8Array(n));
const utf8 = (text: string): Bytes => new TextEncoder().encode(text);

function pbkdf2Key(password: string, salt: Bytes, iterations: number, hash: Hash, bits: number, usage: KeyUsage) {
  return crypto.subtle
    .importKey('raw', utf8(password), 'PBKDF2', false, ['deriveKey'])
    .then((base) =>
      crypto.subtle.deriveKey({ name: 'PBKDF2', salt, iterations, hash }, base, { name: 'AES-CBC', length: bits }, false, [usage]),
    );
}

/** PBES2 encryption: the AlgorithmIdentifier and the ciphertext. */
export async function pbes2Encrypt(
  password: string,
  plain: Bytes,
  iterations = writeIterations,
): Promise<{ algorithm: Bytes; data: Bytes }> {
  const salt = random(16);
  const iv = random(16);
  const key = await pbkdf2Key(password, salt, iterations, 'SHA-256', 256, 'encrypt');
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, key, plain));
  const kdf = seq(oid(oids.pbkdf2), seq(octets(salt), int(iterations), seq(oid('1.2.840.113549.2.9'), nullValue())));
  return { algorithm: seq(oid(oids.pbes2), seq(kdf, seq(oid(oids.aes256cbc), octets(iv)))), data };
}

/**
 * PBES2 decryption of `data` under the AlgorithmIdentifier `algorithm`: the DER SEQUENCE it protects
 * (a PKCS#8 key, or a PKCS#12 file's bags). A wrong password usually fails AES-CBC's padding, but about
 * one wrong key in 256 decrypts to garbage ending in a valid pad byte; only checking that the plain
 * text is one whole SEQUENCE tells those from the right password.
 */
export async function pbes2Decrypt(password: string, algorithm: Node, data: Bytes): Promise<Bytes> {
  const [id, params] = elements(algorithm);
  const scheme = oidText(id);
  if (scheme !== oids.pbes2) throw new Pkcs12Error('unsupported', scheme);
  const [kdf, cipher] = elements(params);
  const [kdfId, kdfParams] = elements(kdf);
  if (oidText(kdfId) !== oids.pbkdf2) throw new Pkcs12Error('unsupported', oidText(kdfId));
  const [salt, count, ...rest] = elements(kdfParams);
  const iterations = intValue(count);
  if (iterations < 1 || iterations > maxIterations) throw new Pkcs12Error('unsupported', `${iterations} iterations`);
  const prf = rest.find((n) => n.tag === 0x30);
  const prfOid = prf ? oidText(elements(prf)[0]) : '1.2.840.113549.2.7';
  const hash = hmacs[prfOid];
  if (!hash) throw new Pkcs12Error('unsupported', prfOid);
  const [cipherId, iv] = elements(cipher);
  const bits = ciphers[oidText(cipherId)];
  if (!bits) throw new Pkcs12Error('unsupported', oidText(cipherId));
  const key = await pbkdf2Key(password, octetsOf(salt), iterations, hash, bits, 'decrypt');
  try {
    const plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-CBC', iv: octetsOf(iv) }, key, data));
    if (readAll(plain).tag !== 0x30) throw new Pkcs12Error('password');
    return plain;
  } catch {
    throw new Pkcs12Error('password');
  }
}

/** The password as PKCS#12's KDF takes it: BMPString with two zero bytes at the end. */
function bmpPassword(password: string): Bytes {
  const out = new Uint8Array((password.length + 1) * 2);
  for (let i = 0; i < password.length; i++) out.set([password.charCodeAt(i) >> 8, password.charCodeAt(i) & 0xff], i * 2);
  return out;
}

/** RFC 7292 appendix B.2: `n` bytes of key material of purpose `id` (3: MAC key). */
export async function pkcs12Kdf(password: string, salt: Bytes, iterations: number, hash: Hash, id: number, n: number): Promise<Bytes> {
  const { u, v } = sizes[hash];
  const fill = (bytes: Uint8Array) => {
    const out = new Uint8Array(v * Math.ceil(bytes.length / v));
    for (let i = 0; i < out.length; i++) out[i] = bytes[i % bytes.length]!;
    return out;
  };
  const I = concat(salt.length ? fill(salt) : new Uint8Array(0), fill(bmpPassword(password)));
  const D = new Uint8Array(v).fill(id);
  const out = new Uint8Array(Math.ceil(n / u) * u);
  for (let block = 0; block * u < n; block++) {
    let A: Bytes = concat(D, I);
    for (let r = 0; r < iterations; r++) A = new Uint8Array(await crypto.subtle.digest(hash, A));
    out.set(A, block * u);
    if ((block + 1) * u >= n) break;
    const B = fill(A).subarray(0, v);
    // I_j = (I_j + B + 1) mod 2^(8v), each v-byte block of I.
    for (let j = 0; j < I.length; j += v) {
      let carry = 1;
      for (let k = v - 1; k >= 0; k--) {
        const sum = I[j + k]! + B[k]! + carry;
        I[j + k] = sum & 0xff;
        carry = sum >> 8;
      }
    }
  }
  return out.subarray(0, n);
}

async function hmac(password: string, salt: Bytes, iterations: number, hash: Hash, data: Bytes): Promise<Bytes> {
  const raw = await pkcs12Kdf(password, salt, iterations, hash, 3, sizes[hash].u);
  const key = await crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash }, false, ['sign']);
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, data));
}

/** MacData over the AuthenticatedSafe's octets: HMAC-SHA256 keyed by the PKCS#12 KDF. */
export async function macData(password: string, authSafe: Bytes): Promise<Bytes> {
  const salt = random(16);
  const mac = await hmac(password, salt, macIterations, 'SHA-256', authSafe);
  return seq(seq(seq(oid('2.16.840.1.101.3.4.2.1'), nullValue()), octets(mac)), octets(salt), int(macIterations));
}

/** Checks a file's MacData; a mismatch is a wrong password (or a damaged file, which a person cannot tell apart). */
export async function checkMac(password: string, node: Node, authSafe: Bytes): Promise<void> {
  const [digestInfo, salt, count] = elements(node);
  const [algorithm, digest] = elements(digestInfo);
  const id = oidText(elements(algorithm)[0]);
  if (id === oids.pbmac1) throw new Pkcs12Error('unsupported', 'PBMAC1');
  const hash = digests[id];
  if (!hash) throw new Pkcs12Error('unsupported', id);
  const iterations = count ? intValue(count) : 1;
  if (iterations < 1 || iterations > maxIterations) throw new Pkcs12Error('unsupported', `${iterations} iterations`);
  const expected = octetsOf(digest);
  const actual = await hmac(password, octetsOf(salt), iterations, hash, authSafe);
  if (expected.length !== actual.length || expected.some((b, i) => b !== actual[i])) throw new Pkcs12Error('password');
}
