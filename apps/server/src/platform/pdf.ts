/**
 * A one-page text PDF 1.4 written by hand (no library), its text in the standard Helvetica font,
 * the first line as a title: the cost center's e-invoice and the evidence deposit certificate.
 * Characters outside printable ASCII (a Chinese title) are written as their Unicode escapes so the
 * file stays valid and the content recoverable; structured fields (numbers, hashes, codes) are ASCII.
 */
export function textPdf(lines: string[]): Buffer {
  const escape = (s: string) =>
    [...s]
      .map((ch) => (ch >= ' ' && ch <= '~' ? ch.replace(/[\\()]/g, (c) => `\\${c}`) : `\\\\u${ch.codePointAt(0)!.toString(16)}`))
      .join('');
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${780 - i * 22} Td (${escape(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
