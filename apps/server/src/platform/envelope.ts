import { errorCatalogue, requiredHeaders } from '@console/contract';
import { translate } from '@console/phrases';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';
import { requestLanguage } from './i18n.js';
import { newId } from './ids.js';
import { checkErrorDocumented } from './route.js';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * The open API (§7 /platform-api) is called by customers' servers with app credentials, not by the
 * console; the RFC 3161 endpoint by time-stamp clients (openssl ts, PDF signers)
 * that speak only the protocol — a body no browser form can send without a CORS preflight; so is
 * the OCSP responder for relying parties' OCSP clients.
 */
const headerExempt = ['/webgate/platform-api/', '/webgate/tsa', '/webgate/pki/'];

export function sendError(req: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const lang = requestLanguage(req);
  checkErrorDocumented(req, error.key);
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send({ code: error.code, msg: translate(lang, `errors.${error.key}`, error.params), data: error.data });
}

/**
 * PostgreSQL's refusals of text it cannot store (NUL, invalid UTF-8, characters outside the encoding):
 * the input was wrong, never the service. Inputs are checked before they get here (route.ts); this is
 * the net under anything that still arrives another way.
 */
const textEncodingErrors = new Set(['22021', '22P05']);

/** Fastify's own errors (body parsing, size limits, the router) mapped onto catalogued codes. */
function fromFastifyError(error: FastifyError): AppError | undefined {
  if (textEncodingErrors.has(error.code)) return new AppError('validationFailed');
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new AppError('uriTooLong');
    case 'FST_ERR_BAD_URL':
      return new AppError('validationFailed');
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

/**
 * Errors the router answers before any route or hook runs (a path parameter over 100 characters, a
 * path that is not valid percent-encoding): Fastify's option `frameworkErrors`, so they too are the
 * envelope in the caller's language.
 */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(req, reply, fromFastifyError(error) ?? new AppError('malformedBody'));
}

/**
 * Whether a state-changing call comes from another site: the browser says so (`Sec-Fetch-Site:
 * cross-site`), or its `Origin` is neither this host nor PUBLIC_URL. A call without either header is
 * not a browser's cross-site request (browsers send Origin on every state-changing fetch and form).
 */
function fromAnotherSite(req: FastifyRequest): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // 'null' (a sandboxed frame, a data: page) or garbage: not this site
  }
  return host !== req.host && origin !== new URL(req.server.deps.config.publicUrl).origin;
}

/** Why a state-changing call is refused before routing (the header barrier, another site), if it is. */
function barrierRefusal(req: FastifyRequest): AppError | undefined {
  if (headerExempt.some((p) => req.url.startsWith(p))) return undefined;
  for (const [name, expected] of Object.entries(requiredHeaders)) {
    if (req.headers[name.toLowerCase()] !== expected) return new AppError('headersMissing', { header: name });
  }
  if (!req.headers['accept-language']) return new AppError('headersMissing', { header: 'Accept-Language' });
  // Defence in depth beside the header barrier: a browser on another site is refused even if a
  // future browser or plugin let it set the headers.
  if (fromAnotherSite(req)) return new AppError('originRefused');
  return undefined;
}

export function installEnvelope(app: FastifyInstance): void {
  // A callback hook, not an async one: every request passes here, most (reads) straight through, and
  // an async hook costs each a promise and a microtask. A refusal answers and ends the hooks.
  app.addHook('onRequest', (req, reply, done) => {
    const refusal = req.url.startsWith('/webgate/') && stateChanging.has(req.method) ? barrierRefusal(req) : undefined;
    if (refusal) sendError(req, reply, refusal);
    else done();
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

const pathMatchers = new WeakMap<FastifyInstance, { method: string; pattern: RegExp }[]>();

/** The methods the registered endpoints answer at a path (GET brings HEAD, as Fastify serves both). */
function allowedMethods(app: FastifyInstance, url: string): string[] {
  let matchers = pathMatchers.get(app);
  if (!matchers) {
    matchers = app.endpoints.map((e) => ({
      method: e.method,
      pattern: new RegExp(`^/webgate${e.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
    }));
    pathMatchers.set(app, matchers);
  }
  const methods = new Set(matchers.filter((m) => m.pattern.test(url)).map((m) => m.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/** An unknown API path is `routeNotFound`; a known path asked with another method is 405 with `Allow`. */
export function apiNotFound(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const url = req.url.split('?')[0]!;
  const allow = allowedMethods(req.server, url);
  if (allow.length > 0) {
    const allowed = allow.join(', ');
    return sendError(req, reply, new AppError('methodNotAllowed', { method: req.method, allow: allowed }, null, { Allow: allowed }));
  }
  return sendError(req, reply, new AppError('routeNotFound', { method: req.method, url }));
}

export { errorCatalogue };
