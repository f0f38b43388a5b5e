import { certificatesRoutes as c, signingRoutes as r } from '@console/contract';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { embedSignature, preparePdfSignature } from '../../src/features/signing/pdf/incremental.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { hostilePdf } from './hostile-pdfs.js';
import { pdfsig, samplePdf, uploadPdf } from './support.js';

/**
 * The public verifier against files built to fool it (the PDF attacks of Mladenov et al., 2019):
 * - incremental-save attack: a revision appended after the signed file changes what is shown, the
 *   signature still verifies over its range — reported as covering only an earlier revision, never
 *   as the whole file (pdfsig agrees: "not total document signed");
 * - signature wrapping: the signed bytes moved and a second /ByteRange, stretched so its gap carries
 *   the attacker's objects besides the signature, selecting them — no signature is reported valid;
 * - signature wrapping by /Contents: two signatures' /Contents exchanged, or one replaced by a valid
 *   CMS of ours over other bytes — each such signature not intact (digest mismatch), as pdfsig says;
 * - a /ByteRange reaching past the end of the file, or ranges that overlap: no signature;
 * - a /ByteRange whose ranges leave more than the /Contents string unsigned (a genuine CMS over
 *   them): no signature reported intact;
 * - a page tree that refers back to itself: answered (no signatures), not a crash.
 */
describe.each(databases)('the PDF verifier against hostile files on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  let signed: Buffer;
  let certificateId: string;
  /** The platform's PAdES signature on the file (a new revision), as downloaded. */
  const signPdf = async (pdf: Buffer, fields: Record<string, number> = {}) => {
    const place = { page: 1, x: 330, y: 40, width: 220, height: 64, reason: 'I approve', fileName: 'contract.pdf', certificateId };
    const res = (await uploadPdf(t, p, r.sign.path, pdf, { ...place, ...fields })).json();
    expect(res.code, res.msg).toBe(0);
    return (await t.call('GET', `/webgate${r.download.path.replace(':id', res.data.id)}`, { cookie: p.cookie })).rawPayload;
  };
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
    const cert = (await p.post(c.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    expect(cert.code, cert.msg).toBe(0);
    certificateId = cert.data.id;
    signed = await signPdf(await samplePdf({ xref: 'classic' }));
  });
  afterEach(async () => {
    await t.close();
  });

  const verify = async (pdf: Buffer) => (await uploadPdf(t, { cookie: '' } as Person, r.verify.path, pdf, {})).json();
  const byteRangeOf = (pdf: Buffer) => {
    const m = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/.exec(pdf.toString('latin1'))!;
    return { at: m.index, text: m[0], range: [1, 2, 3, 4].map((i) => Number(m[i])) as [number, number, number, number] };
  };
  /** The same file with its /ByteRange rewritten in place (padded to the same length, so no offset moves). */
  const withByteRange = (pdf: Buffer, range: number[]) => {
    const { at, text } = byteRangeOf(pdf);
    const replacement = `/ByteRange [${range.join(' ')}]`;
    expect(replacement.length).toBeLessThanOrEqual(text.length);
    return Buffer.concat([
      pdf.subarray(0, at),
      Buffer.from(replacement.padEnd(text.length, ' '), 'latin1'),
      pdf.subarray(at + text.length),
    ]);
  };

  type Hole = { start: number; end: number };
  /** Every signature's /Contents string — the gap between its two ranges — in file order. */
  const holesOf = (pdf: Buffer): Hole[] =>
    [...pdf.toString('latin1').matchAll(/\/ByteRange\s*\[\s*0\s+(\d+)\s+(\d+)\s+\d+\s*\]/g)].map((m) => ({
      start: Number(m[1]),
      end: Number(m[2]),
    }));
  /** The CMS (DER) in a /Contents string without the placeholder's zero padding, cut at the length its header gives. */
  const cmsIn = (pdf: Buffer, hole: Hole) => {
    const der = Buffer.from(pdf.toString('latin1', hole.start + 1, hole.end - 1), 'hex');
    const count = der[1]! & 0x7f;
    expect([der[0], der[1]! > 0x80]).toEqual([0x30, true]);
    return der.subarray(0, 2 + count + der.readUIntBE(2, count));
  };
  /** The file with one /Contents string rewritten in place, zero-padded to its length, so no offset moves. */
  const withContents = (pdf: Buffer, hole: Hole, cms: Buffer) => {
    const hex = cms.toString('hex').toUpperCase();
    const room = hole.end - hole.start - 2;
    expect(hex.length).toBeLessThanOrEqual(room);
    const out = Buffer.from(pdf);
    out.write(`<${hex.padEnd(room, '0')}>`, hole.start, 'latin1');
    return out;
  };
  type Found = { signatureValid: boolean; coverage: string };

  it('reports a signature followed by an appended revision as covering an earlier revision only (incremental-save attack)', async () => {
    expect((await verify(signed)).data.signatures[0]).toMatchObject({ signatureValid: true, coverage: 'whole' });
    const text = signed.toString('latin1');
    const lastXref = Number(/startxref\s+(\d+)\s+%%EOF\s*$/.exec(text)![1]);
    const size = Number([...text.matchAll(/\/Size\s+(\d+)/g)].at(-1)![1]);
    const root = [...text.matchAll(/\/Root\s+(\d+\s+\d+\s+R)/g)].at(-1)![1];
    // A new content stream drawn over the first page's, as an attacker's overlay would be.
    const overlay = `${size} 0 obj\n<< /Length 44 >>\nstream\nBT /F1 24 Tf 72 720 Td (PAID IN FULL) Tj ET\nendstream\nendobj\n`;
    const objectAt = signed.length + 1;
    const xrefAt = objectAt + overlay.length;
    const update =
      `\n${overlay}xref\n${size} 1\n${String(objectAt).padStart(10, '0')} 00000 n \n` +
      `trailer\n<< /Size ${size + 1} /Root ${root} /Prev ${lastXref} >>\nstartxref\n${xrefAt}\n%%EOF\n`;
    const attacked = Buffer.concat([signed, Buffer.from(update, 'latin1')]);
    const [found] = (await verify(attacked)).data.signatures;
    expect(found).toMatchObject({ signatureValid: true, coverage: 'laterUpdates' });
    // poppler, judging the same file on its own, says the same.
    const [outside] = await pdfsig(t, attacked);
    expect(outside).toMatch(/Signature is Valid/);
    expect(outside).toMatch(/Not total document signed/);
  });

  it('reports no valid signature when the signed bytes are moved and the range stretched around injected objects (signature wrapping)', async () => {
    const [, b, c, d] = byteRangeOf(signed).range;
    // The attacker's object, with a signature dictionary of its own whose /ByteRange selects the
    // original signed bytes around a gap that now holds both the real signature and this object. A
    // verifier trusting any /ByteRange would find the signed digest intact and the file "whole".
    const objectWith = (end: number) =>
      Buffer.from(
        `\n99 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /ByteRange [0 ${b} ${end} ${d}] >>\nendobj\n` +
          '100 0 obj\n<< /Type /Annot /Subtype /FreeText /Contents (PAID IN FULL) >>\nendobj\n',
        'latin1',
      );
    let injected = objectWith(c);
    injected = objectWith(c + injected.length);
    injected = objectWith(c + injected.length);
    const wrapped = Buffer.concat([signed.subarray(0, c), injected, signed.subarray(c)]);
    // The stretched range really selects the signed bytes: only the gap's content tells it apart.
    const stretched = Buffer.concat([wrapped.subarray(0, b), wrapped.subarray(c + injected.length, c + injected.length + d)]);
    expect(stretched.equals(Buffer.concat([signed.subarray(0, b), signed.subarray(c, c + d)]))).toBe(true);
    expect(c + injected.length + d).toBe(wrapped.length);
    const answer = await verify(wrapped);
    expect(answer.code).toBe(0);
    expect(answer.data.signatures.filter((s: { signatureValid: boolean }) => s.signatureValid)).toEqual([]);
  });

  it('reports both signatures not intact when two signatures exchange their /Contents (signature wrapping); pdfsig agrees', async () => {
    const twice = await signPdf(signed, { page: 2, y: 120 });
    const before: Found[] = (await verify(twice)).data.signatures;
    expect(before.map((s) => [s.signatureValid, s.coverage])).toEqual([
      [true, 'laterUpdates'],
      [true, 'whole'],
    ]);
    const holes = holesOf(twice);
    expect(holes).toHaveLength(2);
    const [first, second] = holes as [Hole, Hole];
    const swapped = withContents(withContents(twice, first, cmsIn(twice, second)), second, cmsIn(twice, first));
    expect(swapped.length).toBe(twice.length);
    expect(cmsIn(swapped, first).equals(cmsIn(twice, second))).toBe(true);
    const answer = await verify(swapped);
    expect(answer.code).toBe(0);
    // Same signer, same certificate, each CMS sound over its own revision: only the digests tell.
    expect(answer.data.signatures).toHaveLength(2);
    for (const found of answer.data.signatures) expect(found).toMatchObject({ signatureValid: false, coverage: 'broken', chain: 'ours' });
    const outside = await pdfsig(t, swapped);
    expect(outside).toHaveLength(2);
    for (const sig of outside) {
      expect(sig).toMatch(/Digest Mismatch/);
      expect(sig).not.toMatch(/Signature is Valid/);
    }
  });

  it('reports a signature not intact when its /Contents is replaced by a sound CMS of ours over other bytes; pdfsig agrees', async () => {
    const twice = await signPdf(signed, { page: 2, y: 120 });
    const other = await signPdf(await samplePdf({ xref: 'classic', pages: 3 }));
    // The CMS put in is genuine: by the same certificate, intact over the document it was made for.
    expect((await verify(other)).data.signatures[0]).toMatchObject({ signatureValid: true, chain: 'ours', coverage: 'whole' });
    const foreign = cmsIn(other, holesOf(other)[0]!);
    const holes = holesOf(twice);
    // The last signature's replaced: the earlier one stays intact. The first's replaced: the last
    // signature, whose range covers the first one's /Contents, breaks with it.
    for (const [which, intact] of [
      [1, [true, false]],
      [0, [false, false]],
    ] as const) {
      const replaced = withContents(twice, holes[which]!, foreign);
      const found: Found[] = (await verify(replaced)).data.signatures;
      expect(
        found.map((s) => s.signatureValid),
        `replaced #${which + 1}`,
      ).toEqual(intact);
      expect(found[which]).toMatchObject({ signatureValid: false, coverage: 'broken' });
      const outside = await pdfsig(t, replaced);
      intact.forEach((ok, i) =>
        expect(outside[i], `replaced #${which + 1}, signature #${i + 1}`).toMatch(ok ? /Signature is Valid/ : /Digest Mismatch/),
      );
    }
  });

  it('reports no intact signature whose /ByteRange leaves more of the file unsigned than its /Contents string', async () => {
    const prepared = await preparePdfSignature(await samplePdf({ xref: 'classic' }), {
      page: 1,
      rect: { x: 40, y: 40, width: 200, height: 60 },
      lines: ['Someone Else'],
      name: 'Someone Else',
      reason: 'ranges',
      at: new Date(t.clock.now()),
    });
    const [, b, c, d] = prepared.byteRange;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ranges-'));
    /** A genuine CMS over exactly the bytes `range` names (openssl, a self-signed certificate), put in the /Contents string. */
    const signedOver = (range: [number, number, number, number]) => {
      const bytes = withByteRange(prepared.bytes, range);
      const [a2, b2, c2, d2] = range;
      fs.writeFileSync(path.join(dir, 'in.bin'), Buffer.concat([bytes.subarray(a2, a2 + b2), bytes.subarray(c2, c2 + d2)]));
      execFileSync(
        'openssl',
        [
          'cms',
          '-sign',
          '-binary',
          '-in',
          'in.bin',
          '-signer',
          'c.pem',
          '-inkey',
          'k.pem',
          '-outform',
          'DER',
          '-out',
          's.der',
          '-md',
          'sha256',
        ],
        {
          cwd: dir,
        },
      );
      return embedSignature({ bytes, byteRange: prepared.byteRange }, fs.readFileSync(path.join(dir, 's.der')));
    };
    try {
      execFileSync(
        'openssl',
        ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'k.pem', '-out', 'c.pem', '-subj', '/CN=Someone Else', '-days', '30'],
        {
          cwd: dir,
          stdio: 'ignore',
        },
      );
      // The honest ranges: intact (by nobody's CA), the whole file.
      expect((await verify(signedOver([0, b, c, d]))).data.signatures[0]).toMatchObject({
        signatureValid: true,
        coverage: 'whole',
        chain: 'untrusted',
      });
      // Not checked against pdfsig: poppler 22.12 calls all three "Signature is Valid" (the first
      // even "Total document signed"), as it does not compare the gap with /Contents.
      for (const [what, range] of [
        ['the header left out', [1, b - 1, c, d]],
        ['the gap opening before /Contents', [0, b - 1, c, d]],
        ['the gap closing after /Contents', [0, b, c + 1, d - 1]],
      ] as const) {
        const answer = await verify(signedOver([...range]));
        expect(answer.code, what).toBe(0);
        expect(
          answer.data.signatures.filter((s: Found) => s.signatureValid),
          what,
        ).toEqual([]);
      }
      // The last range stopping short of the end: what follows is an update the signature does not cover.
      const short = await verify(signedOver([0, b, c, d - 1]));
      expect(short.data.signatures[0], 'short').toMatchObject({ signatureValid: true, coverage: 'laterUpdates' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('finds no signature in a range past the end of the file or in overlapping ranges', async () => {
    const [, b, c, d] = byteRangeOf(signed).range;
    for (const range of [
      [0, b, c, d + 1_000_000],
      [0, c + 10, c, d],
    ]) {
      const answer = await verify(withByteRange(signed, range));
      expect(answer.code, range.join()).toBe(0);
      expect(answer.data.signatures, range.join()).toEqual([]);
    }
  });

  it('answers a file whose page tree refers back to itself without crashing: no signatures', async () => {
    for (const shape of ['selfKids', 'twoNodeLoop', 'deep', 'parentLoop'] as const) {
      const answer = await verify(hostilePdf(shape));
      expect(answer.code, shape).toBe(0);
      expect(answer.data.signatures, shape).toEqual([]);
    }
  });
});
