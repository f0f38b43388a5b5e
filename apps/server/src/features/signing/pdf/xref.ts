/**
 * The cross-reference sections of an incremental update (ISO 32000-1 §7.5.4, §7.5.8): the file's last
 * one read to chain from, and the update's own written of the same kind, a table or a stream.
 */

export const pad10 = (n: number) => String(n).padStart(10, '0');

/**
 * The offset of the file's last cross-reference section, whether it is a stream (PDF 1.5), and the
 * trailer's /Size; null when the file's end does not say (a malformed file).
 */
export function lastXref(pdf: Buffer): { offset: number; isStream: boolean; size: number } | null {
  const tail = pdf.subarray(Math.max(0, pdf.length - 2048)).toString('latin1');
  const match = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail) ?? [...tail.matchAll(/startxref\s+(\d+)/g)].at(-1);
  const offset = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(offset) || offset >= pdf.length) return null;
  const head = pdf.subarray(offset, Math.min(pdf.length, offset + 65_536)).toString('latin1');
  const isStream = !head.startsWith('xref');
  // The trailer (or the xref stream's dictionary) precedes any stream data.
  const dictText = isStream ? head.slice(0, Math.max(0, head.indexOf('stream')) || head.length) : head.slice(head.indexOf('trailer'));
  const size = Number(/\/Size\s+(\d+)/.exec(dictText)?.[1] ?? NaN);
  if (!Number.isSafeInteger(size)) return null;
  return { offset, isStream, size };
}

/** The subsections of sorted object numbers: runs of consecutive numbers. */
function runs(nums: number[]): number[][] {
  const out: number[][] = [];
  for (const num of [...nums].sort((a, b) => a - b)) {
    const last = out.at(-1);
    if (last && last.at(-1) === num - 1) last.push(num);
    else out.push([num]);
  }
  return out;
}

export function xrefTable(offsets: Map<number, { offset: number; gen: number }>, at: number, size: number, common: string): string {
  const sections = runs([...offsets.keys()])
    .map(
      (run) =>
        `${run[0]} ${run.length}\n` +
        run.map((num) => `${pad10(offsets.get(num)!.offset)} ${String(offsets.get(num)!.gen).padStart(5, '0')} n \n`).join(''),
    )
    .join('');
  return `xref\n${sections}trailer\n<< /Size ${size} ${common} >>\nstartxref\n${at}\n%%EOF\n`;
}

/** A cross-reference stream (uncompressed: W [1 4 2]) that also lists itself. */
export function xrefStream(offsets: Map<number, { offset: number; gen: number }>, at: number, num: number, common: string): string {
  offsets.set(num, { offset: at, gen: 0 });
  const sorted = runs([...offsets.keys()]);
  const data = Buffer.concat(
    sorted.flat().map((n) => {
      const row = Buffer.alloc(7);
      row[0] = 1;
      row.writeUInt32BE(offsets.get(n)!.offset, 1);
      row.writeUInt16BE(offsets.get(n)!.gen, 5);
      return row;
    }),
  );
  const index = sorted.map((run) => `${run[0]} ${run.length}`).join(' ');
  return (
    `${num} 0 obj\n<< /Type /XRef /Size ${num + 1} ${common} /W [1 4 2] /Index [${index}] /Length ${data.length} >>\nstream\n` +
    data.toString('latin1') +
    `\nendstream\nendobj\nstartxref\n${at}\n%%EOF\n`
  );
}
