/**
 * PDFs whose page tree is built to hurt a reader that trusts it: written by hand, since no PDF
 * library would write them. Each is otherwise well-formed (header, objects, cross-reference table,
 * trailer), so the refusal comes from the tree, not from a parse error.
 */
export type HostileTree = 'selfKids' | 'twoNodeLoop' | 'deep' | 'parentLoop';

/** The depth of the `deep` tree: far past any limit, and deep enough to overflow a recursive walk. */
export const hostileDepth = 2_000;

const page = (parent: number) => `<< /Type /Page /Parent ${parent} 0 R /Resources << >> /Contents 3 0 R >>`;

/** Object 1 is the catalog, 2 the root /Pages, 3 an empty content stream; the rest depends on the shape. */
function objectsOf(shape: HostileTree): string[] {
  const base = ['<< /Type /Catalog /Pages 2 0 R >>', '', '<< /Length 0 >>\nstream\n\nendstream'];
  if (shape === 'twoNodeLoop') {
    base[1] = '<< /Type /Pages /Kids [5 0 R] /Count 1 >>';
    base.push(page(5), '<< /Type /Pages /Parent 2 0 R /Kids [4 0 R 2 0 R] /Count 1 >>');
    return base;
  }
  if (shape === 'selfKids') {
    base[1] = '<< /Type /Pages /Kids [2 0 R 4 0 R] /Count 2 >>';
    base.push(page(2));
    return base;
  }
  if (shape === 'parentLoop') {
    // The tree itself is fine; the page's /Parent chain climbs into a loop, and it has no MediaBox
    // of its own, so a reader looking for an inherited one climbs for ever.
    base[1] = '<< /Type /Pages /Kids [4 0 R] /Count 1 >>';
    base.push(page(5), '<< /Type /Pages /Parent 6 0 R /Kids [] /Count 0 >>', '<< /Type /Pages /Parent 5 0 R /Kids [] /Count 0 >>');
    return base;
  }
  // deep: object 2 → 4 → 5 → … each a /Pages with one kid, the last holding the page.
  const first = 4;
  const last = first + hostileDepth - 1;
  base[1] = `<< /Type /Pages /Kids [${first} 0 R] /Count 1 >>`;
  for (let n = first; n <= last; n++) base.push(`<< /Type /Pages /Parent ${n === first ? 2 : n - 1} 0 R /Kids [${n + 1} 0 R] /Count 1 >>`);
  base.push(`${page(last).slice(0, -2)} /MediaBox [0 0 595 842] >>`);
  return base;
}

/** The whole file: objects numbered from 1, a classic cross-reference table, the trailer. */
export function hostilePdf(shape: HostileTree): Buffer {
  const objects = objectsOf(shape);
  const chunks: string[] = ['%PDF-1.4\n'];
  let length = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    chunks.push(text);
    length += text.length;
  });
  chunks.push(
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  );
  return Buffer.from(chunks.join(''), 'latin1');
}
