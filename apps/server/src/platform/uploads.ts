import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies are read only by the endpoints that take a file (`file` in their table entry;
 * route.ts reads the parts into memory). @fastify/multipart adds two hooks to every request of the
 * scope it is registered in — a listener for the connection's close at onRequest and a clean-up of
 * parts saved to disk at onResponse, both async, for a disk mode this server never uses — which in a
 * CPU profile of signed-in reads was a share of every request's listeners and promises. So the plugin
 * lives in a scope of its own (`app.uploads`) that only those endpoints join, registered after every
 * hook of the app so the scope has them all. Elsewhere a multipart body is accepted and left unread,
 * as the plugin leaves it for them (the endpoint then parses an empty body), not refused as an
 * unknown type.
 */
export async function installUploads(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser('multipart/form-data', (_req, _payload, done) => done(null));
  await app.register(async (scope) => {
    scope.removeContentTypeParser('multipart/form-data');
    await scope.register(fastifyMultipart, { limits: { fileSize: 20 * 1024 * 1024, files: 4 } });
    app.decorate('uploads', scope);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The scope where multipart bodies are parsed: only endpoints taking a file are routed in it. */
    uploads: FastifyInstance;
  }
}
