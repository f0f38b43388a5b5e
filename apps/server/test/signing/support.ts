import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { expect } from 'vitest';
import { type TestApp, consoleHeaders } from '../support/harness.js';
import type { Person } from '../support/real-name-helpers.js';
import { pemOf, pki } from '../certificates/support.js';

/**
 * A PDF nobody here wrote the writer of (pdf-lib): `pages` pages of text, saved with a classic
 * cross-reference table or with cross-reference and object streams (PDF 1.5).
 */
export async function samplePdf(o: { pages?: number; xref: 'classic' | 'stream'; padding?: number }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < (o.pages ?? 2); i++) {
    const page = doc.addPage([595, 842]);
    page.drawText(`Contract page ${i + 1}`, { x: 60, y: 760, size: 18, font });
    for (let line = 0; line < 40; line++)
      page.drawText(`Clause ${i + 1}.${line + 1}: the parties agree.`, { x: 60, y: 720 - line * 16, size: 10, font });
  }
  // Filler to reach a size: an attachment of random bytes, which pdf-lib's deflate cannot shrink.
  if (o.padding) doc.attach(randomBytes(o.padding), 'filler.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save({ useObjectStreams: o.xref === 'stream' }));
}

/** Runs a tool in a scratch directory holding the named files. */
export function run(tool: string, files: Record<string, Buffer | string>, args: (dir: string) => string[]): { ok: boolean; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${tool}-`));
  try {
    for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), content);
    const r = spawnSync(tool, args(dir), { cwd: dir, encoding: 'utf8' });
    return { ok: r.status === 0, out: `${r.stdout}${r.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * poppler's pdfsig on the file, with our RSA root trusted in a fresh NSS database (certutil), so it
 * checks the chain too — not only the signature and the ranges. Answers its output per signature.
 * pdfsig asks the OCSP responder a certificate names (PUBLIC_URL) unless told not to; a test app
 * that is not listening there answers nothing, so only `ocsp: true` (the app listening at its
 * PUBLIC_URL, test/certificates/ocsp.test.ts) lets it. Run without blocking, so the app can answer.
 */
export async function pdfsig(t: TestApp, pdf: Buffer, o: { ocsp?: boolean } = {}): Promise<string[]> {
  const root = pemOf('CERTIFICATE', await pki(t, 'rsa', 'root', 'certificate'));
  const issuing = pemOf('CERTIFICATE', await pki(t, 'rsa', 'issuing', 'certificate'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pdfsig-'));
  let out: string;
  try {
    for (const [name, content] of Object.entries({ 'root.pem': root, 'issuing.pem': issuing, 'doc.pdf': pdf }))
      fs.writeFileSync(path.join(dir, name), content);
    const script = [
      `mkdir ${dir}/nss`,
      `certutil -N -d sql:${dir}/nss --empty-password`,
      `certutil -A -d sql:${dir}/nss -n root -t CT,C,C -i root.pem`,
      `certutil -A -d sql:${dir}/nss -n issuing -t ,, -i issuing.pem`,
      `pdfsig -nssdir sql:${dir}/nss ${o.ocsp ? '' : '-no-ocsp '}doc.pdf`,
    ].join(' && ');
    out = await promisify(execFile)('sh', ['-c', script], { cwd: dir, encoding: 'utf8' }).then(
      (r) => `${r.stdout}${r.stderr}`,
      (e: { stdout?: string; stderr?: string }) => `${e.stdout ?? ''}${e.stderr ?? ''}`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(out).toContain('Signature #1');
  return out.split(/Signature #\d+:/).slice(1);
}

/** The console's multipart upload: the PDF as `file` and the form's fields. */
export async function uploadPdf(
  t: TestApp,
  p: Person,
  url: string,
  pdf: Buffer | null,
  fields: Record<string, string | number>,
  language: 'en' | 'zh' = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (pdf) form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'contract.pdf');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/webgate${url}`,
    headers: {
      ...consoleHeaders,
      'Accept-Language': language,
      'content-type': request.headers.get('content-type')!,
      ...(p.cookie ? { cookie: p.cookie } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}
