import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from '@cantoo/pdf-lib';
// Signed PDFs' /Contents read at once (pdf-lib reads hex strings a byte at a time).
import '../../../platform/pdf-hex-strings.js';
import { appearanceContent, fontObjects, helveticaObject, pdfText, textAppearanceContent } from './appearance.js';
import { imageAppearanceContent, imageObjects, type PdfImage } from './image.js';
import { ancestryIsSound, pageTreeIsSound } from './page-tree.js';
import { lastXref, pad10, xrefStream, xrefTable } from './xref.js';

/**
 * PAdES signing of an existing PDF by an **incremental update** (ISO 32000-1 §7.5.6, §12.8): the
 * original bytes stay untouched — so every earlier signature still covers exactly what it signed —
 * and the update appends a signature field with its widget and visible appearance, the page with
 * the widget in its /Annots, the AcroForm (SigFlags 3), and the /Sig dictionary whose /ByteRange
 * covers the whole new file except the /Contents hole, where the CMS goes. pdf-lib only reads the
 * file (classic cross-reference tables and cross-reference/object streams alike); the update is
 * written here, with a cross-reference section of the same kind as the file's last one.
 */

/** Room for the CMS: the signer's chain, and with B-T a timestamp token carrying the TSA's chain. */
export const contentsBytes = 16_384;

export type PdfProblem = 'malformed' | 'encrypted' | 'pageTree' | 'page' | 'rect';

/** A PDF we cannot sign as asked; `problem` names what, for a field error. */
export class PdfError extends Error {
  constructor(readonly problem: PdfProblem) {
    super(`pdf ${problem}`);
  }
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What a place shows: by default the signature's image (else its lines); a text (a signing date). */
export type Drawing = { kind: 'seal' } | { kind: 'text'; text: string };

/** Another place the signature is drawn: a page, a box in points from the lower-left corner, what it shows. */
export interface Stamp {
  page: number;
  rect: Rect;
  drawing: Drawing;
}

export interface PreparedPdf {
  /** The whole file with the update appended; /Contents is a zero-filled hole. */
  bytes: Buffer;
  byteRange: [number, number, number, number];
}

const pdfDate = (at: Date) => `D:${at.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;

async function load(pdf: Buffer): Promise<PDFDocument> {
  if (pdf.subarray(0, 1024).indexOf('%PDF-') < 0) throw new PdfError('malformed');
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(pdf, { updateMetadata: false, ignoreEncryption: true, throwOnInvalidObject: true });
  } catch {
    throw new PdfError('malformed');
  }
  if (doc.isEncrypted) throw new PdfError('encrypted');
  return doc;
}

/**
 * The 1-based page, from a tree pageTreeIsSound passed. pdf-lib's own checks of what it meets there
 * (a /Kids that is no array, a page that is no dictionary) throw: the file is malformed, not our fault.
 */
function pageOf(doc: PDFDocument, number: number) {
  let pages;
  try {
    pages = doc.getPages();
  } catch {
    throw new PdfError('malformed');
  }
  const page = pages[number - 1];
  if (!page) throw new PdfError('page');
  if (!ancestryIsSound(doc, page.node)) throw new PdfError('pageTree');
  return page;
}

const arrayOf = (doc: PDFDocument, value: unknown): PDFArray => {
  const found = value instanceof PDFRef ? doc.context.lookup(value) : value;
  return found instanceof PDFArray ? found : PDFArray.withContext(doc.context);
};

/** Signature fields already in the form, to name the new one uniquely. */
function signatureCount(doc: PDFDocument, fields: PDFArray): number {
  return fields.asArray().filter((f) => {
    const dict = f instanceof PDFRef ? doc.context.lookup(f) : f;
    return dict instanceof PDFDict && dict.get(PDFName.of('FT')) === PDFName.of('Sig');
  }).length;
}

/**
 * Appends the signature's incremental update. `page` is 1-based; `rect` is in points from the page's
 * lower-left corner and must lie within its MediaBox. With an `image` (a seal), the appearance is the
 * image fitted into the rectangle, its aspect kept; otherwise the framed text `lines`.
 */
export async function preparePdfSignature(
  pdf: Buffer,
  o: {
    page: number;
    rect: Rect;
    lines: string[];
    name: string;
    reason: string;
    at: Date;
    image?: PdfImage;
    /** What the signature's own widget shows instead of the image or the lines (a signing date's text). */
    drawing?: Drawing;
    /** More places the same signature is drawn (a signer's other seal, signature and date fields). */
    stamps?: Stamp[];
  },
): Promise<PreparedPdf> {
  const doc = await load(pdf);
  const xref = lastXref(pdf);
  if (!xref) throw new PdfError('malformed');
  if (!pageTreeIsSound(doc)) throw new PdfError('pageTree');
  const page = pageOf(doc, o.page);
  const fits = (p: typeof page, r: Rect) => {
    const box = p.getMediaBox();
    return r.x >= box.x && r.y >= box.y && r.x + r.width <= box.x + box.width && r.y + r.height <= box.y + box.height;
  };
  const { x, y, width, height } = o.rect;
  if (!fits(page, o.rect)) throw new PdfError('rect');
  const stamps = (o.stamps ?? []).map((stamp) => ({ ...stamp, on: pageOf(doc, stamp.page) }));
  if (stamps.some((stamp) => !fits(stamp.on, stamp.rect))) throw new PdfError('rect');

  const catalog = doc.catalog;
  const root = doc.context.trailerInfo.Root;
  if (!(root instanceof PDFRef)) throw new PdfError('malformed');
  let next = Math.max(xref.size, doc.context.largestObjectNumber + 1);
  const alloc = () => next++;
  const [sigNum, widgetNum, apNum] = [alloc(), alloc(), alloc()];
  // Shared resources, written once however many places use them: the seal image and its soft mask,
  // the lines' three CID font objects, the dates' Helvetica.
  const drawingOf = (d: Drawing | undefined): 'image' | 'lines' | { text: string } =>
    d && 'text' in d ? { text: d.text } : o.image ? 'image' : 'lines';
  const drawings = [drawingOf(o.drawing), ...stamps.map((stamp) => drawingOf(stamp.drawing))];
  const imageNums = drawings.includes('image') ? [alloc(), alloc()] : [];
  const fontNums = drawings.includes('lines') ? [alloc(), alloc(), alloc()] : [];
  const helveticaNum = drawings.some((d) => typeof d === 'object') ? alloc() : 0;

  // The AcroForm: a referenced one is rewritten as its own object, an inline one inside the catalog.
  const formEntry = catalog.get(PDFName.of('AcroForm'));
  const formRef = formEntry instanceof PDFRef ? formEntry : undefined;
  const formFound = formRef ? doc.context.lookup(formRef) : formEntry;
  const form = formFound instanceof PDFDict ? formFound : doc.context.obj({});
  const fields = arrayOf(doc, form.get(PDFName.of('Fields')));
  const fieldName = `Signature${signatureCount(doc, fields) + 1}`;
  fields.push(PDFRef.of(widgetNum));
  form.set(PDFName.of('Fields'), fields);
  form.set(PDFName.of('SigFlags'), PDFNumber.of(3));
  if (!formRef) catalog.set(PDFName.of('AcroForm'), form);

  // Every page touched gets its new annotations in its /Annots and is written once.
  const touched = new Map<number, { page: typeof page; refs: PDFRef[] }>();
  const annotate = (p: typeof page, num: number) => {
    const entry = touched.get(p.ref.objectNumber) ?? { page: p, refs: [] };
    entry.refs.push(PDFRef.of(num));
    touched.set(p.ref.objectNumber, entry);
  };
  annotate(page, widgetNum);
  const stampNums = stamps.map((stamp) => {
    const nums = [alloc(), alloc()] as const;
    annotate(stamp.on, nums[0]);
    return nums;
  });
  for (const { page: p, refs } of touched.values()) {
    const annots = arrayOf(doc, p.node.get(PDFName.of('Annots')));
    for (const ref of refs) annots.push(ref);
    p.node.set(PDFName.of('Annots'), annots);
  }

  const n = (v: number) => Number(v.toFixed(2));
  const appearanceForm = (num: number, drawing: (typeof drawings)[number], w: number, h: number) => {
    const content =
      drawing === 'image'
        ? imageAppearanceContent({ width: w, height: h, image: o.image! })
        : drawing === 'lines'
          ? appearanceContent({ width: w, height: h, lines: o.lines })
          : textAppearanceContent({ width: w, height: h, text: drawing.text });
    const resources =
      drawing === 'image'
        ? `/XObject << /Im1 ${imageNums[0]} 0 R >>`
        : drawing === 'lines'
          ? `/Font << /F1 ${fontNums[0]} 0 R >>`
          : `/Font << /Helv ${helveticaNum} 0 R >>`;
    return {
      num,
      gen: 0,
      body:
        `<< /Type /XObject /Subtype /Form /BBox [0 0 ${n(w)} ${n(h)}] /Resources << ${resources} >>` +
        ` /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    };
  };
  const resourceObjects = [
    ...(o.image && imageNums.length ? imageObjects(o.image, imageNums[1]!).map((body, i) => ({ num: imageNums[i]!, gen: 0, body })) : []),
    ...(fontNums.length
      ? fontObjects({ font: fontNums[0]!, cid: fontNums[1]!, descriptor: fontNums[2]! }).map((body, i) => ({
          num: fontNums[i]!,
          gen: 0,
          body,
        }))
      : []),
    ...(helveticaNum ? [{ num: helveticaNum, gen: 0, body: helveticaObject }] : []),
  ];
  // The other places: stamp annotations (printed, locked) in the same update, so the signature covers them.
  const stampObjects = stamps.flatMap((stamp, i) => {
    const [annotNum, formNum] = stampNums[i]!;
    const r = stamp.rect;
    return [
      {
        num: annotNum,
        gen: 0,
        body:
          `<< /Type /Annot /Subtype /Stamp /F 132 /P ${stamp.on.ref.toString()} /Name /${fieldName}` +
          ` /Rect [${n(r.x)} ${n(r.y)} ${n(r.x + r.width)} ${n(r.y + r.height)}] /AP << /N ${formNum} 0 R >> >>`,
      },
      appearanceForm(formNum, drawings[i + 1]!, r.width, r.height),
    ];
  });
  const placeholder = '0'.repeat(contentsBytes * 2);
  const objects: { num: number; gen: number; body: string }[] = [
    {
      num: sigNum,
      gen: 0,
      body:
        `<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /ETSI.CAdES.detached /ByteRange [0 ${pad10(0)} ${pad10(0)} ${pad10(0)}]` +
        ` /Contents <${placeholder}> /M (${pdfDate(o.at)}) /Name ${pdfText(o.name)} /Reason ${pdfText(o.reason)} >>`,
    },
    {
      num: widgetNum,
      gen: 0,
      body:
        `<< /Type /Annot /Subtype /Widget /FT /Sig /T (${fieldName}) /V ${sigNum} 0 R /F 132 /P ${page.ref.toString()}` +
        ` /Rect [${n(x)} ${n(y)} ${n(x + width)} ${n(y + height)}] /AP << /N ${apNum} 0 R >> >>`,
    },
    appearanceForm(apNum, drawings[0]!, width, height),
    ...resourceObjects,
    ...stampObjects,
    ...[...touched.values()].map(({ page: p }) => ({ num: p.ref.objectNumber, gen: p.ref.generationNumber, body: p.node.toString() })),
    { num: root.objectNumber, gen: root.generationNumber, body: catalog.toString() },
    ...(formRef ? [{ num: formRef.objectNumber, gen: formRef.generationNumber, body: form.toString() }] : []),
  ];

  const parts: Buffer[] = [pdf];
  let length = pdf.length;
  const push = (text: string) => {
    const buffer = Buffer.from(text, 'latin1');
    parts.push(buffer);
    length += buffer.length;
  };
  // A file not ending in an end-of-line gets one, so the first new object starts on its own line.
  if (pdf[pdf.length - 1] !== 0x0a && pdf[pdf.length - 1] !== 0x0d) push('\n');
  const offsets = new Map<number, { offset: number; gen: number }>();
  for (const object of objects) {
    offsets.set(object.num, { offset: length, gen: object.gen });
    push(`${object.num} ${object.gen} obj\n${object.body}\nendobj\n`);
  }
  const trailer = doc.context.trailerInfo;
  const common =
    `/Root ${root.toString()}` +
    (trailer.Info ? ` /Info ${trailer.Info.toString()}` : '') +
    (trailer.ID ? ` /ID ${trailer.ID.toString()}` : '') +
    ` /Prev ${xref.offset}`;
  if (xref.isStream) push(xrefStream(offsets, length, next, common));
  else push(xrefTable(offsets, length, next, common));

  const bytes = Buffer.concat(parts);
  const hole = bytes.indexOf(`/Contents <${placeholder}>`, pdf.length, 'latin1') + '/Contents '.length;
  const afterHole = hole + placeholder.length + 2;
  const byteRange: PreparedPdf['byteRange'] = [0, hole, afterHole, bytes.length - afterHole];
  const rangeText = `[0 ${pad10(byteRange[1])} ${pad10(byteRange[2])} ${pad10(byteRange[3])}]`;
  const rangeAt = bytes.indexOf(`/ByteRange [0 ${pad10(0)} ${pad10(0)} ${pad10(0)}]`, pdf.length, 'latin1') + '/ByteRange '.length;
  bytes.write(rangeText, rangeAt, 'latin1');
  return { bytes, byteRange };
}

/** The bytes the signature covers: the file minus the /Contents hole. */
export const signedBytes = (prepared: PreparedPdf): Buffer => {
  const [a, b, c, d] = prepared.byteRange;
  return Buffer.concat([prepared.bytes.subarray(a, a + b), prepared.bytes.subarray(c, c + d)]);
};

export const digestOfRanges = (prepared: PreparedPdf, algorithm: 'sha256' | 'sm3') =>
  createHash(algorithm).update(signedBytes(prepared)).digest();

/** Writes the CMS (DER) into the hole; one that does not fit is a programming error, never a truncated file. */
export function embedSignature(prepared: PreparedPdf, cms: Buffer): Buffer {
  if (cms.length > contentsBytes) throw new Error(`CMS of ${cms.length} bytes exceeds the ${contentsBytes}-byte placeholder`);
  const out = Buffer.from(prepared.bytes);
  out.write(cms.toString('hex').toUpperCase(), prepared.byteRange[1] + 1, 'latin1');
  return out;
}
