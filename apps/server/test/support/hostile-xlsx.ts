import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * Hostile xlsx files built in memory: a zip written here (no zip library writes a directory that
 * lies), holding a real workbook's parts and a sheet that inflates to far more than anything an
 * import should hold.
 */

interface ZipEntry {
  name: string;
  deflated: Buffer;
  /** The uncompressed size the directory declares (a bomb declares less than it holds). */
  declared: number;
}

/** A zip of deflated entries; CRCs are left zero (readers of untrusted files must not rely on them anyway). */
function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(e.deflated.length, 18);
    local.writeUInt32LE(e.declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.deflated);
    centrals.push(central, name);
    offset += local.length + name.length + e.deflated.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const part = (name: string, text: string): ZipEntry => ({
  name,
  deflated: zlib.deflateRawSync(text),
  declared: Buffer.byteLength(text),
});

const workbookParts = (): ZipEntry[] => [
  part(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      '</Types>',
  ),
  part(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      '</Relationships>',
  ),
  part(
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ),
  part(
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      '</Relationships>',
  ),
];

const sheetHead =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
  '<row r="1"><c r="A1" t="inlineStr"><is><t>Name</t></is></c></row>';
const sheetTail = '</sheetData></worksheet>';
/** A data row as small as a row with a value gets; the same text every time, so it deflates well. */
const tinyRow = '<row><c><v>1</v></c></row>';

/** The sheet's body repeated `times`, deflated as it is generated: the inflated text is never held here either. */
async function deflatedSheet(head: string, unit: string, times: number, tail: string): Promise<{ deflated: Buffer; size: number }> {
  const perChunk = Math.max(1, Math.floor((1024 * 1024) / unit.length));
  const full = Buffer.from(unit.repeat(perChunk));
  function* text() {
    yield Buffer.from(sheetHead + head);
    for (let left = times; left > 0; left -= perChunk) yield left >= perChunk ? full : Buffer.from(unit.repeat(left));
    yield Buffer.from(tail + sheetTail);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(text()).pipe(zlib.createDeflateRaw({ level: 9 }))) chunks.push(chunk as Buffer);
  return { deflated: Buffer.concat(chunks), size: sheetHead.length + head.length + times * unit.length + tail.length + sheetTail.length };
}

/** A workbook of `rows` tiny data rows whose directory tells the truth about the sheet's size. */
export async function manyRowsXlsx(rows: number): Promise<Buffer> {
  const sheet = await deflatedSheet('', tinyRow, rows, '');
  return zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', deflated: sheet.deflated, declared: sheet.size }]);
}

let bombSheet: Promise<{ deflated: Buffer; size: number }> | undefined;

/**
 * A 1 MB workbook whose sheet inflates to 1 GiB (one cell of a thousand million letters) while its
 * directory declares `declared` bytes (1 MiB unless said): a reader that believes the directory
 * holds it all. The deflated sheet is made once per process.
 */
export async function lyingBombXlsx(declared = 1024 * 1024): Promise<{ bytes: Buffer; inflated: number }> {
  bombSheet ??= deflatedSheet('<row r="2"><c r="A2" t="inlineStr"><is><t>', 'x'.repeat(1024), 1024 * 1024, '</t></is></c></row>');
  const sheet = await bombSheet;
  return {
    bytes: zipOf([...workbookParts(), { name: 'xl/worksheets/sheet1.xml', deflated: sheet.deflated, declared }]),
    inflated: sheet.size,
  };
}
