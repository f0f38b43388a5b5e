import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Keeps the exact bytes of request bodies under `prefix` (`req.rawBody`) before they are parsed: the
 * open API signs the SHA-256 of the body as sent, which a re-serialized JSON object would not match.
 * The route's body limit still holds (`bodyLimit` in its endpoint entry, else the app's — `sign/pdf`
 * takes 32 MB of base64); larger bodies are refused while reading. `limit` is for a request no route matched.
 */
export function keepRawBodies(app: FastifyInstance, prefix: string, limit: number): void {
  app.decorateRequest('rawBody', null);
  // A callback hook: every request passes here and nearly all go straight on; an async hook cost each a promise and a microtask.
  app.addHook('preParsing', (req, _reply, payload, done) => {
    if (!req.url.startsWith(prefix)) return done(null, payload);
    readRawBody(req, payload, req.routeOptions.bodyLimit ?? limit).then(
      (replay) => done(null, replay),
      (error: Error) => done(error),
    );
  });
}

/** Reads the body whole into `req.rawBody` (up to `max` bytes) and answers a stream that replays it to the parser. */
async function readRawBody(req: FastifyRequest, payload: AsyncIterable<unknown>, max: number): Promise<Readable> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > max) throw new AppError('payloadTooLarge');
    chunks.push(buffer);
  }
  req.rawBody = Buffer.concat(chunks);
  const replay = Readable.from([req.rawBody]) as Readable & { receivedEncodedLength?: number };
  replay.receivedEncodedLength = req.rawBody.length;
  return replay;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as received (only under the prefixes `keepRawBodies` names; null elsewhere or without a body). */
    rawBody: Buffer | null;
  }
}
