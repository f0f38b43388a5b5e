import { type KeyObject, createHash, randomBytes } from 'node:crypto';
import { children, readBits, readOne, seq, uint } from './der.js';

/**
 * SM2 signatures (GB/T 32918.2, GM/T 0003) with SM3 and the default user id 1234567812345678.
 * Node's OpenSSL generates SM2 keys and hashes SM3, but its `sign` over an SM2 key is plain ECDSA
 * (no Z value), which `openssl verify` rejects; so the signature equation is computed here, over the
 * curve's published parameters, with BigInt arithmetic.
 */
const P = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFF');
const A = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF00000000FFFFFFFFFFFFFFFC');
const B = BigInt('0x28E9FA9E9D9F5E344D5A9E4BCF6509A7F39789F515AB8F92DDBCBD414D940E93');
const N = BigInt('0xFFFFFFFEFFFFFFFFFFFFFFFFFFFFFFFF7203DF6B21C6052B53BBF40939D54123');
const G: Point = {
  x: BigInt('0x32C4AE2C1F1981195F9904466A39C9948FE30BBFF2660BE1715A4589334C74C7'),
  y: BigInt('0xBC3736A2F4F6779C59BDCEE36B692153D0A9877CC62A474002DF32E52139F0A0'),
};
export const sm2DefaultUserId = '1234567812345678';

interface Point {
  x: bigint;
  y: bigint;
}
type MaybePoint = Point | null;

const mod = (v: bigint, m: bigint) => ((v % m) + m) % m;
function inverse(v: bigint, m: bigint): bigint {
  let [a, b, x0, x1] = [mod(v, m), m, 1n, 0n];
  while (b !== 0n) {
    const q = a / b;
    [a, b] = [b, a - q * b];
    [x0, x1] = [x1, x0 - q * x1];
  }
  return mod(x0, m);
}

function add(p: MaybePoint, q: MaybePoint): MaybePoint {
  if (!p) return q;
  if (!q) return p;
  if (p.x === q.x && mod(p.y + q.y, P) === 0n) return null;
  const l = p.x === q.x ? mod((3n * p.x * p.x + A) * inverse(2n * p.y, P), P) : mod((q.y - p.y) * inverse(q.x - p.x, P), P);
  const x = mod(l * l - p.x - q.x, P);
  return { x, y: mod(l * (p.x - x) - p.y, P) };
}

function multiply(k: bigint, p: Point): MaybePoint {
  let result: MaybePoint = null;
  let addend: MaybePoint = p;
  for (let v = k; v > 0n; v >>= 1n) {
    if (v & 1n) result = add(result, addend);
    addend = add(addend, addend);
  }
  return result;
}

const big = (b: Buffer) => BigInt(`0x${b.toString('hex') || '0'}`);
const bytes32 = (v: bigint) => Buffer.from(v.toString(16).padStart(64, '0'), 'hex');
const sm3 = (...parts: Buffer[]) => createHash('sm3').update(Buffer.concat(parts)).digest();

/** The public point of an SPKI (uncompressed 04‖x‖y). */
export function sm2PointOf(spki: Buffer): Point {
  const key = readBits(children(readOne(spki))[1]!);
  if (key.length !== 65 || key[0] !== 4) throw new Error('not an uncompressed SM2 point');
  return { x: big(key.subarray(1, 33)), y: big(key.subarray(33)) };
}

/** e = SM3(Z ‖ M), Z = SM3(ENTL ‖ ID ‖ a ‖ b ‖ xG ‖ yG ‖ xA ‖ yA). */
function digest(pub: Point, data: Buffer, userId = sm2DefaultUserId): bigint {
  const id = Buffer.from(userId, 'utf8');
  const entl = Buffer.from([(id.length * 8) >> 8, (id.length * 8) & 0xff]);
  const z = sm3(entl, id, bytes32(A), bytes32(B), bytes32(G.x), bytes32(G.y), bytes32(pub.x), bytes32(pub.y));
  return big(sm3(z, data));
}

/** The private scalar of an SM2 key (PKCS#8 → ECPrivateKey's privateKey). */
function scalarOf(key: KeyObject): bigint {
  const pkcs8 = key.export({ type: 'pkcs8', format: 'der' });
  const ecPrivateKey = readOne(children(readOne(pkcs8))[2]!.content);
  return big(children(ecPrivateKey)[1]!.content);
}

export function sm2Sign(key: KeyObject, data: Buffer): Buffer {
  const d = scalarOf(key);
  const pub = multiply(d, G)!;
  const e = digest(pub, data);
  for (;;) {
    const k = mod(big(randomBytes(40)), N - 1n) + 1n;
    const x1 = multiply(k, G)!.x;
    const r = mod(e + x1, N);
    if (r === 0n || r + k === N) continue;
    const s = mod(inverse(1n + d, N) * (k - r * d), N);
    if (s === 0n) continue;
    return seq(uint(bytes32(r)), uint(bytes32(s)));
  }
}

/** Checks a DER (r, s) SM2 signature over `data` with the SPKI's key; false for anything malformed. */
export function sm2Verify(spki: Buffer, data: Buffer, signature: Buffer): boolean {
  try {
    const [rNode, sNode] = children(readOne(signature));
    if (!rNode || !sNode || rNode.tag !== 2 || sNode.tag !== 2) return false;
    const [r, s] = [big(rNode.content), big(sNode.content)];
    if (r < 1n || r >= N || s < 1n || s >= N) return false;
    const t = mod(r + s, N);
    if (t === 0n) return false;
    const pub = sm2PointOf(spki);
    const point = add(multiply(s, G), multiply(t, pub));
    return !!point && mod(digest(pub, data) + point.x, N) === r;
  } catch {
    return false;
  }
}
