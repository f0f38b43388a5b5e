import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestApp } from '../support/harness.js';

/** Runs openssl (an independent verifier) in a scratch directory holding the named files. */
export function openssl(files: Record<string, Buffer | string>, args: string[]): { ok: boolean; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openssl-'));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    const run = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
    return { ok: run.status === 0, out: `${run.stdout}${run.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export const pemOf = (label: string, der: Buffer) =>
  `-----BEGIN ${label}-----\n${der
    .toString('base64')
    .replace(/(.{64})/g, '$1\n')
    .replace(/\n$/, '')}\n-----END ${label}-----\n`;

/** A published PKI file (certificate or CRL) as DER. */
export async function pki(t: TestApp, algorithm: 'rsa' | 'sm2', authority: 'root' | 'issuing', file: 'certificate' | 'crl') {
  const res = await t.call('GET', `/webgate/pki/${algorithm}/${authority}/${file}`);
  if (res.statusCode !== 200) throw new Error(`pki ${algorithm}/${authority}/${file}: ${res.statusCode} ${res.body}`);
  return res.rawPayload;
}

/** openssl's options for SM2 signatures with the default user id. */
export const sm2Options = (algorithm: 'rsa' | 'sm2') => (algorithm === 'sm2' ? ['-vfyopt', 'distid:1234567812345678'] : []);

/** openssl checks validity at the test clock's time, not the machine's. */
export const at = (t: TestApp) => ['-attime', String(Math.floor(t.clock.now() / 1000))];

/** A key pair and PKCS#10 request made by openssl (as a browser would make them, with nothing of ours). */
export function opensslCsr(algorithm: 'rsa' | 'sm2'): { csr: string; key: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csr-'));
  try {
    const run = (args: string[]) => {
      const r = spawnSync('openssl', args, { cwd: dir, encoding: 'utf8' });
      if (r.status !== 0) throw new Error(`openssl ${args.join(' ')}: ${r.stderr}`);
    };
    if (algorithm === 'rsa') run(['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'key.pem']);
    else run(['genpkey', '-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:SM2', '-out', 'key.pem']);
    run([
      'req',
      '-new',
      '-key',
      'key.pem',
      '-subj',
      '/CN=typed by the applicant',
      ...(algorithm === 'rsa' ? ['-sha256'] : ['-sm3', '-sigopt', 'distid:1234567812345678']),
      '-out',
      'csr.pem',
    ]);
    return { csr: fs.readFileSync(path.join(dir, 'csr.pem'), 'utf8'), key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves the clock by months without the sessions timing out (sign-in has its own tests). */
export async function advanceKeepingSessions(t: TestApp, ms: number): Promise<void> {
  t.clock.advance(ms);
  const now = t.clock.now();
  await t.db
    .updateTable('sessions')
    .set({ last_seen_at: now, absolute_expires_at: now + 12 * 60 * 60_000 })
    .execute();
}
