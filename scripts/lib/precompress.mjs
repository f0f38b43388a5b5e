import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Brotli and gzip copies of every static file worth compressing, written beside it at
 * build time (`app.js` → `app.js.br`, `app.js.gz`) at the strongest levels, since this runs once:
 * the server sends the copy the browser accepts (@fastify/static `preCompressed`) without compressing
 * anything per request. Images, fonts and media are already compressed; files under 1 kB gain nothing.
 */
export const precompressedTypes = /\.(js|mjs|css|html|svg|json|txt|map|xml|ico)$/;

/** Writes the copies for every file under `dir` (recursively); answers how many files it compressed. */
export function precompressDir(dir, minBytes = 1024) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompressDir(file, minBytes);
      continue;
    }
    if (!precompressedTypes.test(entry.name)) continue;
    const body = fs.readFileSync(file);
    if (body.length < minBytes) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
    count++;
  }
  return count;
}
