import { spawnSync } from 'node:child_process';
import { X509Certificate, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signChallengeWithPkcs8 } from './keySigner';
import { elements, octetsOf, readAll } from './der';
import { pbes2Decrypt, pbes2Encrypt } from './pbe';
import { Pkcs12Error, certificateInfo, readPkcs12, writePkcs12 } from './pkcs12';

/**
 * The browser's PKCS#12 writer and reader against OpenSSL 3 (a tool nobody here wrote): what we
 * write, `openssl pkcs12` opens with the password and refuses without it; what `openssl pkcs12
 * -export` writes, we open, and refuse with a wrong password.
 */
let dir: string;
const file = (name: string) => path.join(dir, name);
function openssl(args: string[], input?: string) {
  const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8', input });
  return { ok: run.status === 0, out: `${run.stdout}${run.stderr}` };
}
function must(args: string[]) {
  const run = openssl(args);
  if (!run.ok) throw new Error(`openssl ${args.join(' ')}: ${run.out}`);
  return run.out;
}
const der = (name: string) => new Uint8Array(fs.readFileSync(file(name)));
const pem = (label: string, bytes: Uint8Array) =>
  `-----BEGIN ${label}-----\n${Buffer.from(bytes)
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;
const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof Pkcs12Error ? error.kind : String(error)),
  );

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pkcs12-'));
  // A CA and a leaf under it, made by openssl: the chain a file carries.
  must(['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-subj', '/CN=Test CA', '-days', '2']);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A leaf certificate under the test CA for a PKCS#8 key file, as DER. */
function certify(keyFile: string, name: string): Uint8Array<ArrayBuffer> {
  must(['req', '-new', '-key', keyFile, '-subj', `/CN=${name}`, '-out', `${name}.csr`]);
  must([
    'x509',
    '-req',
    '-in',
    `${name}.csr`,
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-days',
    '1',
    '-set_serial',
    '0x1234abcd',
    '-outform',
    'DER',
    '-out',
    `${name}.der`,
  ]);
  return der(`${name}.der`);
}

describe('PKCS#12 written in the browser', () => {
  // The real 600,000 PBKDF2 iterations, three times (write, openssl, read back), on two shared cores: a minute allowed.
  it('is opened by openssl pkcs12 with its password: PBES2/AES-256/PBKDF2-SHA256 key, SHA-256 MAC, key matching the certificate', async () => {
    // The key as the console makes it: WebCrypto RSA-2048, exported as PKCS#8.
    const pair = await crypto.subtle.generateKey(
      { name: 'RSASSA-PKCS1-v1_5', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['sign', 'verify'],
    );
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
    fs.writeFileSync(file('web.key'), pem('PRIVATE KEY', pkcs8));
    const leaf = certify('web.key', 'web');
    const ca = new Uint8Array(new X509Certificate(fs.readFileSync(file('ca.pem'))).raw);
    const p12 = await writePkcs12({ pkcs8, certificates: [leaf, ca], password: 'correct horse 密码', friendlyName: '1234abcd' });
    fs.writeFileSync(file('web.p12'), p12);

    const info = must(['pkcs12', '-in', 'web.p12', '-passin', 'pass:correct horse 密码', '-info', '-nodes']);
    expect(info).toMatch(/MAC: sha256, Iteration 2048/);
    expect(info).toMatch(/Shrouded Keybag: PBES2, PBKDF2, AES-256-CBC, Iteration 600000, PRF hmacWithSHA256/);
    expect(info).toContain('friendlyName: 1234abcd');
    expect(info.match(/BEGIN CERTIFICATE/g)).toHaveLength(2);
    fs.writeFileSync(file('out.pem'), info);
    const keyModulus = must(['rsa', '-in', 'out.pem', '-noout', '-modulus']);
    const certModulus = must(['x509', '-in', 'out.pem', '-noout', '-modulus']);
    expect(keyModulus.trim()).toMatch(/^Modulus=[0-9A-F]{512}$/);
    expect(keyModulus).toBe(certModulus);
    // openssl's own first certificate is the one paired with the key by localKeyID.
    expect(must(['pkcs12', '-in', 'web.p12', '-passin', 'pass:correct horse 密码', '-nokeys', '-clcerts'])).toContain('subject=CN = web');

    const wrong = openssl(['pkcs12', '-in', 'web.p12', '-passin', 'pass:correct horse', '-nodes']);
    expect(wrong.ok).toBe(false);
    expect(wrong.out).toMatch(/mac verify error/i);
    // And our reader round-trips it.
    const back = await readPkcs12(p12, 'correct horse 密码');
    expect(Buffer.from(back.pkcs8).equals(Buffer.from(pkcs8))).toBe(true);
    expect(Buffer.from(back.certificate).equals(Buffer.from(leaf))).toBe(true);
    expect(back.chain).toHaveLength(1);
  }, 60_000);
});

describe('PKCS#12 written by openssl pkcs12 -export, read in the browser', () => {
  const password = 's3cret-pass';
  beforeAll(() => {
    must(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'ossl.key']);
    certify('ossl.key', 'ossl');
    must(['x509', '-in', 'ossl.der', '-inform', 'DER', '-out', 'ossl.pem']);
  });
  const exported = (name: string, extra: string[]) => {
    must([
      'pkcs12',
      '-export',
      '-inkey',
      'ossl.key',
      '-in',
      'ossl.pem',
      '-certfile',
      'ca.pem',
      '-name',
      'ossl',
      '-passout',
      `pass:${password}`,
      '-out',
      name,
      ...extra,
    ]);
    return der(name);
  };

  it('opens the default (PBES2 AES-256-CBC, PBKDF2-SHA256, SHA-256 MAC): the key, its certificate and serial, a signature openssl’s key verifies', async () => {
    const p12 = exported('default.p12', []);
    const { pkcs8, certificate, chain } = await readPkcs12(p12, password);
    expect(Buffer.from(certificate).equals(Buffer.from(der('ossl.der')))).toBe(true);
    expect(chain).toHaveLength(1);
    const ownKey = must(['pkcs8', '-topk8', '-nocrypt', '-in', 'ossl.key', '-outform', 'DER', '-out', 'ossl.p8']);
    expect(ownKey).toBe('');
    expect(Buffer.from(pkcs8).equals(fs.readFileSync(file('ossl.p8')))).toBe(true);
    expect(certificateInfo(certificate)).toMatchObject({ serial: '1234abcd', algorithm: 'rsa' });

    const signature = await signChallengeWithPkcs8(pkcs8, 'rsa', 'a challenge');
    const publicKey = createPublicKey(fs.readFileSync(file('ossl.pem')));
    expect(verify('sha256', Buffer.from('a challenge'), publicKey, Buffer.from(signature, 'base64'))).toBe(true);
  });

  it('refuses a wrong password, with or without a MAC, and says what is not a PKCS#12 file', async () => {
    expect(await rejection(readPkcs12(exported('wrong.p12', []), 'not the password'))).toBe('password');
    expect(await rejection(readPkcs12(exported('nomac.p12', ['-nomac']), 'not the password'))).toBe('password');
    expect(await rejection(readPkcs12(der('ossl.der'), password))).toBe('notPkcs12');
    expect(await rejection(readPkcs12(new Uint8Array([1, 2, 3]), password))).toBe('notPkcs12');
  });

  it('opens AES-128-CBC with a SHA-1 MAC and no MAC at all; refuses the legacy 3DES scheme as unsupported', async () => {
    for (const [name, extra] of [
      ['aes128.p12', ['-keypbe', 'AES-128-CBC', '-certpbe', 'AES-128-CBC', '-macalg', 'sha1']],
      ['nomac-ok.p12', ['-nomac']],
    ] as const) {
      const { certificate } = await readPkcs12(exported(name, [...extra]), password);
      expect(certificateInfo(certificate).serial, name).toBe('1234abcd');
    }
    const legacy = exported('3des.p12', ['-keypbe', 'PBE-SHA1-3DES', '-certpbe', 'PBE-SHA1-3DES']);
    expect(await rejection(readPkcs12(legacy, password))).toBe('unsupported');
  });

  it('decrypts a PBES2 key with PBKDF2-HMAC-SHA1 (the RFC 8018 default) and AES-128', async () => {
    must([
      'pkcs8',
      '-topk8',
      '-in',
      'ossl.key',
      '-v2',
      'aes-128-cbc',
      '-v2prf',
      'hmacWithSHA1',
      '-passout',
      `pass:${password}`,
      '-outform',
      'DER',
      '-out',
      'sha1.p8',
    ]);
    expect(must(['asn1parse', '-inform', 'DER', '-in', 'sha1.p8'])).not.toContain('hmacWithSHA256');
    const [algorithm, data] = elements(readAll(der('sha1.p8')));
    const pkcs8 = await pbes2Decrypt(password, algorithm!, octetsOf(data));
    must(['pkcs8', '-topk8', '-nocrypt', '-in', 'ossl.key', '-outform', 'DER', '-out', 'plain.p8']);
    expect(Buffer.from(pkcs8).equals(fs.readFileSync(file('plain.p8')))).toBe(true);
    expect(await rejection(pbes2Decrypt('not the password', algorithm!, octetsOf(data)))).toBe('password');
  });

  // About one wrong password in 256 decrypts to bytes ending in a valid AES-CBC pad (the step above
  // then failed at random, once in ~250 runs). What such a key yields, made on purpose: text that is
  // not the DER SEQUENCE a key or a file's bags are, under the very password tried.
  it('refuses a wrong password whose decryption happens to end in valid padding', async () => {
    const garbage = new Uint8Array(1200).map((_, i) => (i * 151 + 7) % 256);
    for (const plain of [garbage, new Uint8Array([0x04, 0x02, 0xab, 0xcd])]) {
      const padded = await pbes2Encrypt('not the password', plain, 1000);
      expect(await rejection(pbes2Decrypt('not the password', readAll(padded.algorithm), padded.data))).toBe('password');
    }
  });
});
