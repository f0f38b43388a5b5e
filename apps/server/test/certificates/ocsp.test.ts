import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { certificatesRoutes as r, signingRoutes } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOcspResponse } from '../../src/features/certificates/ca/ocsp.js';
import { certificateParts, verifySignature } from '../../src/features/certificates/index.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, samplePdf, uploadPdf } from '../signing/support.js';
import { openssl, pemOf, pki } from './support.js';

const run = promisify(execFile);

/** A loopback port nobody listens on right now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/**
 * openssl ocsp in a scratch directory, asynchronously (the app under test answers on this event
 * loop when openssl calls it over HTTP); answers its output and the files it wrote.
 */
async function ocsp(files: Record<string, Buffer | string>, args: string[], outputs: string[] = []) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ocsp-'));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    let out: string;
    let ok = true;
    try {
      const r = await run('openssl', ['ocsp', ...args], { cwd: dir, encoding: 'utf8' });
      out = `${r.stdout}${r.stderr}`;
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string };
      out = `${e.stdout ?? ''}${e.stderr ?? ''}`;
      ok = false;
    }
    const written = Object.fromEntries(outputs.map((o) => [o, fs.readFileSync(path.join(dir, o))]));
    return { ok, out, written };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The OCSP responder of each track (RFC 6960), checked by `openssl ocsp` as a
 * relying party uses it — over real HTTP with the URL the certificate names, and with requests and
 * responses as files — and, for SM2 (OpenSSL 3.0 verifies no SM2 OCSP signature with the user id),
 * by our reader and the SM2 verifier.
 */
describe.each(databases)('the OCSP responder on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  let port: number;
  beforeAll(async () => {
    // The app listens at its PUBLIC_URL, so the OCSP URL its certificates name really answers.
    port = await freePort();
    t = await startTestApp(kind, { PUBLIC_URL: `http://127.0.0.1:${port}` });
    await t.app.listen({ host: '127.0.0.1', port });
    // openssl and NSS judge thisUpdate/nextUpdate by the machine's clock: the app's starts there.
    t.clock.set(Date.now());
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
  });
  afterAll(async () => {
    await t.close();
  });

  const issue = async (algorithm: 0 | 1) => {
    const res = (await p.post(r.apply.path, { certType: 3, algorithm, validity: 0, keyOrigin: 'platform' })).json();
    expect(res.code, JSON.stringify(res)).toBe(0);
    const pem = (await t.call('GET', `/webgate${r.download.path.replace(':id', res.data.id)}?format=pem`, { cookie: p.cookie })).body;
    return { id: res.data.id as string, serial: res.data.serial as string, pem };
  };
  const chain = async (algorithm: 'rsa' | 'sm2') => ({
    'root.pem': pemOf('CERTIFICATE', await pki(t, algorithm, 'root', 'certificate')),
    'issuing.pem': pemOf('CERTIFICATE', await pki(t, algorithm, 'issuing', 'certificate')),
  });
  const post = (algorithm: 'rsa' | 'sm2', body: Buffer | string, contentType = 'application/ocsp-request') =>
    t.app.inject({ method: 'POST', url: `/webgate/pki/${algorithm}/ocsp`, headers: { 'content-type': contentType }, payload: body });

  it('names the responder in the certificate, and answers openssl ocsp over HTTP: good, nonce checked, response verified', async () => {
    const leaf = await issue(0);
    const files = { ...(await chain('rsa')), 'leaf.pem': leaf.pem };
    const aia = openssl({ 'leaf.pem': leaf.pem }, ['x509', '-in', 'leaf.pem', '-noout', '-ext', 'authorityInfoAccess']).out;
    expect(aia).toContain(`OCSP - URI:http://127.0.0.1:${port}/webgate/pki/rsa/ocsp`);
    // The URL openssl reads from the certificate is the one it asks.
    const ocspUri = openssl({ 'leaf.pem': leaf.pem }, ['x509', '-in', 'leaf.pem', '-noout', '-ocsp_uri']).out.trim();
    expect(aia).toContain(`CA Issuers - URI:${t.config.publicUrl}/webgate/pki/rsa/issuing/certificate`);
    const result = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-url', ocspUri, '-CAfile', 'root.pem', '-resp_text']);
    expect(result.out).toContain('Response verify OK');
    expect(result.out).toContain('leaf.pem: good');
    expect(result.out).not.toContain('WARNING');
    expect(result.out).toMatch(/Response Type: Basic OCSP Response/);
    expect(result.out).toMatch(/Responder Id: [0-9A-F]{40}/);
    expect(result.out).toContain('OCSP Nonce');
    // The delegated responder: OCSPSigning and no-check, under the issuing CA.
    expect(result.out).toContain('OCSP Signing');
    expect(result.out).toContain('OCSP No Check');
  });

  /** An openssl request as a file, our answer to it (POSTed, or by GET), and openssl's reading of that answer. */
  async function roundTrip(
    algorithm: 'rsa' | 'sm2',
    files: Record<string, string | Buffer>,
    request: string[],
    check: string[] = ['-CAfile', 'root.pem'],
    via: 'post' | 'get' = 'post',
  ) {
    const made = await ocsp(files, ['-issuer', 'issuing.pem', ...request, '-reqout', 'req.der'], ['req.der']);
    expect(made.ok, made.out).toBe(true);
    const req = made.written['req.der']!;
    const res =
      via === 'post'
        ? await post(algorithm, req)
        : await t.app.inject({ method: 'GET', url: `/webgate/pki/${algorithm}/ocsp/${encodeURIComponent(req.toString('base64'))}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ocsp-response');
    const answer = res.rawPayload;
    // Only -reqin: openssl's -cert would build a new request (another nonce) instead of reading this one.
    const read = await ocsp({ ...files, 'req.der': req, 'resp.der': answer }, [
      '-reqin',
      'req.der',
      '-respin',
      'resp.der',
      '-resp_text',
      ...check,
    ]);
    return { req, answer, res, out: read.out };
  }

  it('answers revoked with the time and reason once the certificate is revoked, to a SHA-256 CertID too, by POST and GET', async () => {
    const leaf = await issue(0);
    const files = { ...(await chain('rsa')), 'leaf.pem': leaf.pem };
    const before = await roundTrip('rsa', files, ['-sha256', '-cert', 'leaf.pem']);
    expect(before.out).toContain('Response verify OK');
    expect(before.out).toContain('Cert Status: good');
    expect(before.out).toContain('Hash Algorithm: sha256');
    expect(before.res.headers['cache-control']).toBe('no-store');

    t.clock.advance(1000);
    // openssl's time: "Nov 28 02:17:36 2026 GMT".
    const d = new Date(Math.floor(t.clock.now() / 1000) * 1000);
    const revokedAt = `${d.toUTCString().slice(8, 11)} ${String(d.getUTCDate()).padStart(2, ' ')} ${d.toISOString().slice(11, 19)} ${d.getUTCFullYear()} GMT`;
    const revoked = (await p.post(r.revoke.path.replace(':id', leaf.id), { reason: 1 })).json();
    expect(revoked.code, JSON.stringify(revoked)).toBe(0);
    for (const [via, digest] of [
      ['post', '-sha1'],
      ['get', '-sha256'],
    ] as const) {
      const after = await roundTrip('rsa', files, [digest, '-cert', 'leaf.pem'], ['-CAfile', 'root.pem'], via);
      expect(after.out).toContain('Response verify OK');
      expect(after.out).toContain('Cert Status: revoked');
      expect(after.out).toContain('Revocation Reason: keyCompromise (0x1)');
      expect(after.out).toContain(`Revocation Time: ${revokedAt}`);
      expect(after.out).toContain(`Hash Algorithm: ${digest.slice(1)}`);
      expect(after.out).not.toContain('WARNING');
      if (via === 'get') expect(after.res.headers['cache-control']).toBe('public, max-age=60');
    }
  });

  it('echoes the nonce (openssl refuses the answer for another request), and answers an unknown serial unknown', async () => {
    const leaf = await issue(0);
    const files = { ...(await chain('rsa')), 'leaf.pem': leaf.pem };
    const first = await roundTrip('rsa', files, ['-cert', 'leaf.pem']);
    expect(first.out).toContain('Response verify OK');
    // The same answer checked against a second request (another nonce) fails openssl's nonce check.
    const second = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'], ['req.der']);
    const mismatch = await ocsp({ ...files, 'req.der': second.written['req.der']!, 'resp.der': first.answer }, [
      '-reqin',
      'req.der',
      '-respin',
      'resp.der',
      '-CAfile',
      'root.pem',
    ]);
    expect(mismatch.out).toMatch(/nonce verify error/i);
    expect(mismatch.ok).toBe(false);

    const unknown = await roundTrip('rsa', files, ['-serial', `0x${'7e'.repeat(16)}`]);
    expect(unknown.out).toContain('Response verify OK');
    expect(unknown.out).toContain('Serial Number: 7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E7E\n    Cert Status: unknown');

    // Two CertIDs in one request: each gets its own answer.
    const both = await roundTrip('rsa', files, ['-cert', 'leaf.pem', '-serial', `0x${'7d'.repeat(16)}`]);
    expect(both.out).toContain(`Serial Number: ${leaf.serial.toUpperCase()}\n    Cert Status: good`);
    expect(both.out).toContain('Serial Number: 7D7D7D7D7D7D7D7D7D7D7D7D7D7D7D7D\n    Cert Status: unknown');
  });

  it('answers garbage malformedRequest and a certificate another CA issued unauthorized, never an HTTP error', async () => {
    for (const body of [Buffer.from('not an OCSP request'), Buffer.from([0x30, 0x03, 0x30, 0x01, 0x00]), Buffer.alloc(0)]) {
      const res = await post('rsa', body);
      expect(res.statusCode).toBe(200);
      expect(readOcspResponse(res.rawPayload).status).toBe(1);
      expect((await ocsp({ 'resp.der': res.rawPayload }, ['-respin', 'resp.der', '-resp_text', '-noverify'])).out).toContain(
        'malformedrequest',
      );
    }
    for (const tail of ['not*base64', 'A'.repeat(4_004), '', 'MAA=']) {
      const badGet = await t.app.inject({ method: 'GET', url: `/webgate/pki/rsa/ocsp/${tail}` });
      expect(badGet.statusCode).toBe(200);
      expect(readOcspResponse(badGet.rawPayload).status).toBe(1);
    }

    // A certificate of a CA openssl makes here: not ours to answer for. The RSA track's issuer at the
    // SM2 URL is not that responder's either.
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'foreign-'));
    const args = [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'k.pem',
      '-subj',
      '/CN=Another CA',
      '-days',
      '1',
      '-out',
      'ca.pem',
    ];
    await run('openssl', args, { cwd: scratch });
    const foreignCa = fs.readFileSync(path.join(scratch, 'ca.pem'), 'utf8');
    fs.rmSync(scratch, { recursive: true, force: true });
    const leaf = await issue(0);
    const other = await ocsp(
      { 'issuing.pem': foreignCa, 'leaf.pem': leaf.pem },
      ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'],
      ['req.der'],
    );
    const refused = await post('rsa', other.written['req.der']!);
    expect(refused.statusCode).toBe(200);
    expect(readOcspResponse(refused.rawPayload).status).toBe(6);
    expect((await ocsp({ 'resp.der': refused.rawPayload }, ['-respin', 'resp.der', '-resp_text', '-noverify'])).out).toContain(
      'unauthorized',
    );
    const files = { ...(await chain('rsa')), 'leaf.pem': leaf.pem };
    const ours = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'], ['req.der']);
    expect(readOcspResponse((await post('sm2', ours.written['req.der']!)).rawPayload).status).toBe(6);
  });

  it('answers the SM2 track signed with SM2/SM3 by its delegated responder, checked by our reader and openssl verify', async () => {
    const leaf = await issue(1);
    const files = { ...(await chain('sm2')), 'leaf.pem': leaf.pem };
    const made = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'], ['req.der']);
    const requestText = (await ocsp({ 'req.der': made.written['req.der']! }, ['-reqin', 'req.der', '-req_text'])).out;
    const sent = /Request Extensions:\s+OCSP Nonce:\s+([0-9A-F]+)/.exec(requestText)![1]!;
    const answer = readOcspResponse((await post('sm2', made.written['req.der']!)).rawPayload);
    expect(answer.status).toBe(0);
    expect(answer.answers).toEqual([{ serial: leaf.serial, status: 'good' }]);
    expect(answer.nonce!.toString('hex').toUpperCase()).toBe(sent);
    expect(answer.signatureAlgorithm).toBe('1.2.156.10197.1.501');
    const [responder, issuing] = answer.certificates;
    expect(verifySignature(certificateParts(responder!).publicKey, 'sm2', answer.tbs!, answer.signature!)).toBe(true);
    expect(
      verifySignature(certificateParts(responder!).publicKey, 'sm2', Buffer.concat([answer.tbs!, Buffer.from([0])]), answer.signature!),
    ).toBe(false);
    expect(issuing!.equals(await pki(t, 'sm2', 'issuing', 'certificate'))).toBe(true);
    const chained = openssl({ 'issuing.pem': files['issuing.pem'], 'responder.pem': pemOf('CERTIFICATE', responder!) }, [
      'verify',
      '-vfyopt',
      'distid:1234567812345678',
      '-partial_chain',
      '-CAfile',
      'issuing.pem',
      '-purpose',
      'ocsphelper',
      'responder.pem',
    ]);
    expect(chained.out).toContain('responder.pem: OK');

    t.clock.advance(1000);
    expect((await p.post(r.revoke.path.replace(':id', leaf.id), { reason: 5 })).json().code).toBe(0);
    const again = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'], ['req.der']);
    const revoked = readOcspResponse((await post('sm2', again.written['req.der']!)).rawPayload);
    expect(revoked.answers[0]).toMatchObject({ serial: leaf.serial, status: 'revoked', reason: 5 });
  });

  it('lets pdfsig (NSS) ask the responder online: a signed PDF is trusted, and its certificate revoked once revoked', async () => {
    const cert = await issue(0);
    const signed = (
      await uploadPdf(t, p, signingRoutes.sign.path, await samplePdf({ xref: 'classic' }), {
        certificateId: cert.id,
        page: 1,
        x: 330,
        y: 40,
        width: 220,
        height: 64,
        reason: 'OCSP check',
        fileName: 'contract.pdf',
      })
    ).json();
    expect(signed.code, signed.msg).toBe(0);
    const pdf = (await t.call('GET', `/webgate${signingRoutes.download.path.replace(':id', signed.data.id)}`, { cookie: p.cookie }))
      .rawPayload;
    const [good] = await pdfsig(t, pdf, { ocsp: true });
    expect(good).toContain('Signature is Valid');
    expect(good).toContain('Certificate is Trusted');

    t.clock.advance(1000);
    expect((await p.post(r.revoke.path.replace(':id', cert.id), { reason: 1 })).json().code).toBe(0);
    const [revoked] = await pdfsig(t, pdf, { ocsp: true });
    expect(revoked).toContain('Signature is Valid');
    expect(revoked).toContain('Certificate has been Revoked');
    // Offline (no OCSP asked), NSS knows no better: what the responder adds.
    expect((await pdfsig(t, pdf))[0]).toContain('Certificate is Trusted');
  });

  it('limits each address to 120 requests a minute', async () => {
    const garbage = Buffer.from('x');
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/webgate/pki/rsa/ocsp',
        headers: { 'content-type': 'application/ocsp-request' },
        payload: garbage,
        remoteAddress: '198.51.100.9',
      });
      if (res.statusCode !== 200) throw new Error(`request ${i}: ${res.statusCode}`);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/webgate/pki/rsa/ocsp',
      headers: { 'content-type': 'application/ocsp-request' },
      payload: garbage,
      remoteAddress: '198.51.100.9',
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().msg).toMatch(/try again in \d+ seconds/);
    const other = await t.app.inject({
      method: 'POST',
      url: '/webgate/pki/rsa/ocsp',
      headers: { 'content-type': 'application/ocsp-request' },
      payload: garbage,
      remoteAddress: '198.51.100.10',
    });
    expect(other.statusCode).toBe(200);
  });

  it('replaces the responder certificate (90 days, no-check) when 30 days are left; the old one stays on record', async () => {
    const leaf = await issue(0);
    const files = { ...(await chain('rsa')), 'leaf.pem': leaf.pem };
    const made = await ocsp(files, ['-issuer', 'issuing.pem', '-cert', 'leaf.pem', '-reqout', 'req.der'], ['req.der']);
    const ask = async () => readOcspResponse((await post('rsa', made.written['req.der']!)).rawPayload);
    const before = (await ask()).certificates[0]!;
    const text = openssl({ 'r.pem': pemOf('CERTIFICATE', before) }, ['x509', '-in', 'r.pem', '-noout', '-text']).out;
    expect(text).toMatch(/Extended Key Usage: \s+OCSP Signing/);
    expect(text).toContain('OCSP No Check');
    expect(text).toMatch(/Key Usage: critical\s+Digital Signature\n/);
    t.clock.advance(59 * 86_400_000);
    expect((await ask()).certificates[0]!.equals(before)).toBe(true);
    t.clock.advance(2 * 86_400_000);
    const after = await ask();
    expect(after.certificates[0]!.equals(before)).toBe(false);
    expect(after.answers).toEqual([{ serial: leaf.serial, status: 'good' }]);
    expect(await t.db.selectFrom('ocsp_responders').select('id').where('algorithm', '=', 0).execute()).toHaveLength(2);
  });
});
