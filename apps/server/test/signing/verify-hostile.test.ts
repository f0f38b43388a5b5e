import { certificatesRoutes as c, signingRoutes as r } from '@console/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
 * - a /ByteRange reaching past the end of the file, or ranges that overlap: no signature;
 * - a page tree that refers back to itself: answered (no signatures), not a crash.
 */
describe.each(databases)('the PDF verifier against hostile files on %s', (kind) => {
  let t: TestApp;
  let p: Person;
  let signed: Buffer;
  beforeEach(async () => {
    t = await startTestApp(kind);
    p = await signedInPerson(t);
    expect((await phoneAuth(t, p, people.zhang)).json().code).toBe(0);
    const cert = (await p.post(c.apply.path, { certType: 3, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    expect(cert.code, cert.msg).toBe(0);
    const place = {
      page: 1,
      x: 330,
      y: 40,
      width: 220,
      height: 64,
      reason: 'I approve',
      fileName: 'contract.pdf',
      certificateId: cert.data.id,
    };
    const res = (await uploadPdf(t, p, r.sign.path, await samplePdf({ xref: 'classic' }), place)).json();
    expect(res.code, res.msg).toBe(0);
    signed = (await t.call('GET', `/webgate${r.download.path.replace(':id', res.data.id)}`, { cookie: p.cookie })).rawPayload;
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
