import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './envelope.js';

/** Serves the built console; any unknown non-API GET gets index.html so client routes work. */
export async function serveConsole(app: FastifyInstance, webDist: string): Promise<void> {
  const index = path.join(webDist, 'index.html');
  const hasConsole = fs.existsSync(index);
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the one the browser accepts is sent, with Vary.
      preCompressed: true,
      setHeaders(res, file) {
        // Hashed file names never change content; index.html must always be fresh.
        res.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = hasConsole ? fs.readFileSync(index, 'utf8') : null;
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/webgate')) return apiNotFound(req, reply);
    if (req.method === 'GET' && indexHtml && !path.extname(req.url.split('?')[0]!)) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
