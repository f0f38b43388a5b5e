import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Compression of what the server writes itself. Static files are compressed once at build
 * time (`.br`/`.gz` beside each asset, sent by @fastify/static's `preCompressed`); answers made per
 * request — JSON and the console's HTML — are compressed here when they are large enough to gain
 * (below ~1 kB the headers outweigh the saving): Brotli at a fast level when the client takes it,
 * else gzip. Always with `Vary: Accept-Encoding`, so a cache never hands one client another's form.
 */
export const compressAbove = 1024;

const compressible = /^(application\/json|text\/html|text\/plain|application\/javascript|text\/css|image\/svg\+xml)/;

/** The encoding to answer in for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function chooseEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * A callback hook, not an async one: it runs on every answer, and an async hook costs each a promise
 * and a turn of the microtask queue. A small answer's size is counted, not copied into a buffer.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, value: unknown) => void) => {
    done(null, compressed(req, reply, payload));
  });
}

function compressed(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.getHeader('content-encoding')) return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !compressible.test(type)) return payload;
  if (Buffer.byteLength(payload) < compressAbove) return payload;
  reply.header('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compress(typeof payload === 'string' ? Buffer.from(payload) : payload, encoding);
}
