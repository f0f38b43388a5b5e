import { errorCatalogue, requiredHeaders } from '@console/contract';
import { translate } from '@console/phrases';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { requestLanguage } from './i18n.js';
import { newId } from './ids.js';
import { checkErrorDocumented } from './route.js';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The open API (§7 /platform-api) is called by customers' servers with app credentials, not by the console. */
const headerExempt = ['/webgate/platform-api/'];

export function sendError(req: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const lang = requestLanguage(req);
  checkErrorDocumented(req, error.key);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send({ code: error.code, msg: translate(lang, `errors.${error.key}`, error.params), data: error.data });
}

/** Fastify's own errors (body parsing, size limits) mapped onto catalogued codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('unsupportedMediaType', { type: String(error.message.split(': ').at(-1) ?? '') });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('malformedBody');
  }
  switch (error.statusCode) {
    case 400:
      return new AppError('malformedBody');
    case 404:
      return new AppError('notFound');
    case 413:
      return new AppError('payloadTooLarge');
    case 415:
      return new AppError('unsupportedMediaType', { type: '' });
    case 429:
      return new AppError('rateLimited', { seconds: 60 });
  }
  return undefined;
}

export function installEnvelope(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    if (!req.url.startsWith('/webgate/') || !stateChanging.has(req.method)) return;
    if (headerExempt.some((p) => req.url.startsWith(p))) return;
    for (const [name, expected] of Object.entries(requiredHeaders)) {
      if (req.headers[name.toLowerCase()] !== expected) return sendError(req, reply, new AppError('headersMissing', { header: name }));
    }
    if (!req.headers['accept-language']) return sendError(req, reply, new AppError('headersMissing', { header: 'Accept-Language' }));
  });

  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) req.log.error({ err: error }, 'service error');
      return sendError(req, reply, error);
    }
    const mapped = fromFastifyError(error);
    if (mapped) return sendError(req, reply, mapped);
    // Never leak internals: log the cause under a reference the user can quote.
    const ref = newId().slice(-12);
    req.log.error({ err: error, ref }, 'unhandled error');
    return sendError(req, reply, new AppError('internal', { ref }));
  });
}

export function apiNotFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(req, reply, new AppError('routeNotFound', { method: req.method, url: req.url.split('?')[0]! }));
}

export { errorCatalogue };
