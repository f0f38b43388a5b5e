import type { FastifyInstance } from 'fastify';

/**
 * Security headers, by what the answer is. Every answer carries `nosniff` and a
 * same-origin resource policy (a JSON answer must not be readable by another site's `<script>` or
 * `<img>`); the document policy — the CSP and the framing, referrer, opener and transport rules —
 * only means something on an HTML page, so only HTML answers carry it. It is one string built once,
 * not a policy parsed per request: on a JSON answer of ~170 bytes helmet's full set was ~680 bytes
 * more to write, for nothing a browser reads there. JSON answers are never stored (`no-store`).
 */
const csp = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "media-src 'self' blob:",
  "connect-src 'self'",
].join(';');

export const everyAnswerHeaders: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};

export const htmlHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': csp,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** A callback hook, not an async one: it runs on every answer, and an async hook costs each a promise and a microtask. */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_req, reply, payload, done) => {
    reply.headers(everyAnswerHeaders);
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('text/html')) reply.headers(htmlHeaders);
    // A JSON answer is someone's data (their account, their lists, a shown-once secret): no browser
    // or proxy may keep a copy. Static files set their own policy (static.ts) and keep it.
    if (typeof type === 'string' && type.startsWith('application/json') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
