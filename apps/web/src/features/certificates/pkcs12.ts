import {
  type Bytes,
  DerError,
  type Node,
  bmp,
  children,
  concat,
  equal,
  elements,
  explicit,
  hex,
  int,
  intValue,
  octets,
  octetsOf,
  oid,
  oidText,
  readAll,
  seq,
  set,
} from './der';
import { Pkcs12Error, checkMac, macData, pbes2Decrypt, pbes2Encrypt } from './pbe';

export { Pkcs12Error } from './pbe';

/**
 * PKCS#12 (RFC 7292) in the browser, written and read with WebCrypto only. The writer makes a PFX
 * v3: the certificate and its chain in CertBags (plain: certificates are public), the key in a
 * ShroudedKeyBag under PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC), friendlyName and localKeyID on the
 * key and its certificate, and an HMAC-SHA256 MAC — what `openssl pkcs12` reads. The reader takes
 * what OpenSSL 3 writes by default (PBES2 with PBKDF2 SHA-1/SHA-256 and AES-128/256-CBC, in data or
 * encryptedData contents) and refuses the legacy RC2/3DES schemes as unsupported. Nothing here
 * reaches the network: a file and its password never leave the page.
 */
const oids = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  keyBag: '1.2.840.113549.1.12.10.1.1',
  shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  certBag: '1.2.840.113549.1.12.10.1.3',
  safeContentsBag: '1.2.840.113549.1.12.10.1.6',
  x509Certificate: '1.2.840.113549.1.9.22.1',
  friendlyName: '1.2.840.113549.1.9.20',
  localKeyId: '1.2.840.113549.1.9.21',
  rsaEncryption: '1.2.840.113549.1.1.1',
  ecPublicKey: '1.2.840.10045.2.1',
  sm2: '1.2.156.10197.1.301',
} as const;

/** A SET OF in DER order (its elements sorted by their encodings). */
const setOf = (...items: Bytes[]) =>
  set(
    ...items.sort((a, b) => {
      for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
      return a.length - b.length;
    }),
  );
const dataInfo = (content: Bytes) => seq(oid(oids.data), explicit(0, octets(content)));

export interface Pkcs12Input {
  /** The private key, PKCS#8 PrivateKeyInfo DER. */
  pkcs8: Bytes;
  /** The key's certificate first, then the chain up to the root (DER). */
  certificates: Bytes[];
  password: string;
  friendlyName: string;
  /** PBKDF2 iterations of the key's encryption (the module's default unless a test asks for fewer). */
  iterations?: number;
}

/** A password-protected PKCS#12 file of a key and its certificate chain. */
export async function writePkcs12({ pkcs8, certificates, password, friendlyName, iterations }: Pkcs12Input): Promise<Bytes> {
  const [leaf, ...chain] = certificates;
  if (!leaf) throw new Error('a PKCS#12 file needs the key’s certificate');
  // OpenSSL's choice of localKeyID: the SHA-1 of the certificate, pairing it with its key.
  const keyId = new Uint8Array(await crypto.subtle.digest('SHA-1', leaf));
  const attributes = setOf(seq(oid(oids.friendlyName), set(bmp(friendlyName))), seq(oid(oids.localKeyId), set(octets(keyId))));
  const certBag = (der: Bytes, attrs?: Bytes) =>
    seq(oid(oids.certBag), explicit(0, seq(oid(oids.x509Certificate), explicit(0, octets(der)))), ...(attrs ? [attrs] : []));
  const shrouded = await pbes2Encrypt(password, pkcs8, iterations);
  const keyBag = seq(oid(oids.shroudedKeyBag), explicit(0, seq(shrouded.algorithm, octets(shrouded.data))), attributes);
  const authSafe = seq(dataInfo(seq(certBag(leaf, attributes), ...chain.map((c) => certBag(c)))), dataInfo(seq(keyBag)));
  return seq(int(3), dataInfo(authSafe), await macData(password, authSafe));
}

export interface Pkcs12Contents {
  pkcs8: Bytes;
  certificate: Bytes;
  /** The other certificates of the file (its chain, as far as it carries one). */
  chain: Bytes[];
}

interface Bag {
  kind: 'key' | 'certificate';
  der: Bytes;
  keyId?: Bytes;
}

/** Opens a PKCS#12 file with its password: the key and the certificate that belongs to it. */
export async function readPkcs12(file: Bytes, password: string): Promise<Pkcs12Contents> {
  const structure = (fn: () => Promise<Pkcs12Contents>) =>
    fn().catch((error: unknown) => {
      throw error instanceof DerError ? new Pkcs12Error('notPkcs12', error.message) : error;
    });
  return structure(async () => {
    const [version, authSafe, mac] = elements(readAll(file));
    if (intValue(version) !== 3) throw new Pkcs12Error('notPkcs12', 'version');
    const content = contentOf(authSafe!);
    if (content.type !== oids.data) throw new Pkcs12Error('unsupported', content.type);
    const safe = octetsOf(content.value);
    // Without a MAC (openssl -nomac) a wrong password shows as a failed decryption instead.
    if (mac) await checkMac(password, mac, safe);
    const bags: Bag[] = [];
    for (const info of elements(readAll(safe))) bags.push(...(await safeContents(info, password)));
    const key = bags.find((b) => b.kind === 'key');
    if (!key) throw new Pkcs12Error('noKey');
    const certificates = bags.filter((b) => b.kind === 'certificate');
    const certificate =
      certificates.find((c) => key.keyId && c.keyId && equal(key.keyId, c.keyId)) ?? certificates.find((c) => keyMatches(key.der, c.der));
    if (!certificate) throw new Pkcs12Error('noCertificate');
    return { pkcs8: key.der, certificate: certificate.der, chain: certificates.filter((c) => c !== certificate).map((c) => c.der) };
  });
}

function contentOf(info: Node): { type: string; value: Node } {
  const [type, value] = elements(info);
  return { type: oidText(type), value: elements(value, 0xa0)[0]! };
}

/** The bags of one ContentInfo of the AuthenticatedSafe, decrypting an encryptedData one. */
async function safeContents(info: Node, password: string): Promise<Bag[]> {
  const { type, value } = contentOf(info);
  if (type === oids.data) return bagsOf(readAll(octetsOf(value)), password);
  if (type !== oids.encryptedData) throw new Pkcs12Error('unsupported', type);
  const [, encrypted] = elements(value);
  const [, algorithm, data] = elements(encrypted);
  if (!data) return [];
  // [0] IMPLICIT OCTET STRING: primitive, or constructed of OCTET STRING pieces.
  const ciphertext = data.tag === 0x80 ? data.content : data.tag === 0xa0 ? concat(...children(data).map((n) => octetsOf(n))) : null;
  if (!ciphertext) throw new Pkcs12Error('notPkcs12', 'encryptedContent');
  // pbes2Decrypt answers one whole DER SEQUENCE or refuses the password.
  return bagsOf(readAll(await pbes2Decrypt(password, algorithm!, ciphertext)), password);
}

async function bagsOf(contents: Node, password: string): Promise<Bag[]> {
  const bags: Bag[] = [];
  for (const bag of elements(contents)) {
    const [id, value, attributes] = elements(bag);
    const inner = elements(value, 0xa0)[0]!;
    const keyId = attributes ? localKeyId(attributes) : undefined;
    switch (oidText(id)) {
      case oids.keyBag:
        bags.push({ kind: 'key', der: inner.der, keyId });
        break;
      case oids.shroudedKeyBag: {
        const [algorithm, data] = elements(inner);
        bags.push({ kind: 'key', der: await pbes2Decrypt(password, algorithm!, octetsOf(data)), keyId });
        break;
      }
      case oids.certBag: {
        const [type, certValue] = elements(inner);
        if (oidText(type) === oids.x509Certificate) bags.push({ kind: 'certificate', der: octetsOf(elements(certValue, 0xa0)[0]), keyId });
        break;
      }
      case oids.safeContentsBag:
        bags.push(...(await bagsOf(inner, password)));
        break;
      // CRL and secret bags are of no use for signing in.
    }
  }
  return bags;
}

function localKeyId(attributes: Node): Bytes | undefined {
  for (const attribute of elements(attributes, 0x31)) {
    const [type, values] = elements(attribute);
    if (oidText(type) === oids.localKeyId) return octetsOf(elements(values, 0x31)[0]);
  }
  return undefined;
}

/** What sign-in needs of a certificate: its serial (hex, as the server names it) and its key's algorithm. */
export function certificateInfo(der: Bytes): { serial: string; algorithm: string; publicKey: Bytes } {
  const fields = elements(elements(readAll(der))[0]);
  const at = fields[0]!.tag === 0xa0 ? 1 : 0;
  const serial = hex(fields[at]!.content).replace(/^00/, '');
  const spki = elements(fields[at + 5]);
  const [type, parameter] = elements(spki[0]);
  const typeOid = oidText(type);
  const algorithm =
    typeOid === oids.rsaEncryption
      ? 'rsa'
      : typeOid === oids.ecPublicKey && parameter?.tag === 0x06
        ? curveName(oidText(parameter))
        : typeOid;
  return { serial, algorithm, publicKey: spki[1]!.content.subarray(1) };
}
const curveName = (curve: string) => (curve === oids.sm2 ? 'sm2' : curve);

/** Whether a PKCS#8 key is the private half of a certificate's key (RSA by modulus, EC by its public point). */
function keyMatches(pkcs8: Bytes, certificate: Bytes): boolean {
  try {
    const [, , privateKey] = elements(readAll(pkcs8));
    const inner = elements(readAll(octetsOf(privateKey)));
    const { algorithm, publicKey } = certificateInfo(certificate);
    if (algorithm === 'rsa') return equal(stripZero(inner[1]!.content), stripZero(elements(readAll(publicKey))[0]!.content));
    const point = inner.find((n) => n.tag === 0xa1);
    return !!point && equal(children(point)[0]!.content.subarray(1), publicKey);
  } catch {
    return false;
  }
}
const stripZero = (b: Bytes) => (b[0] === 0 ? b.subarray(1) : b);
