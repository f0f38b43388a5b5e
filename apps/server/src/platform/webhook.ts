import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';

/**
 * The one client for every signed call the platform makes to another system: the SMS gateway, the
 * identity vendor, the bank, and (later) callbacks to customers' servers. The body is JSON; the
 * receiver can check it two ways:
 * - `X-Signature`: hex HMAC-SHA256 of the exact body bytes with the shared secret (what the SMS,
 *   identity and bank gateways documented in the README check);
 * - Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC of
 *   "id.timestamp.body">`), which also lets a receiver refuse a replayed or stale delivery.
 */

export interface WebhookTarget {
  url: string;
  secret: string;
  /**
   * The address the SSRF guard checked (`checkOutboundUrl`'s `pin`): the connection goes there and
   * nowhere else, with the URL's host still in the Host header and the TLS name (SNI, certificate).
   */
  pin?: string;
}

export interface WebhookOptions {
  /** Per try; a receiver slower than this counts as a network failure. */
  timeoutMs?: number;
  /** Waits before the 2nd, 3rd… try; its length + 1 is the number of tries. Only network failures and retryable statuses are retried. */
  retryDelaysMs?: readonly number[];
  /** The delivery's id (`webhook-id`); the same id on a repeat lets the receiver deduplicate. */
  id?: string;
  /** Seconds since the epoch for `webhook-timestamp` (the caller's clock). */
  timestamp?: number;
  /**
   * Keeps connections open for the next call to the same address (callback delivery sends many to
   * one receiver): pinned calls reuse only connections made to that same checked address.
   */
  keepAlive?: boolean;
}

export interface WebhookAnswer {
  status: number;
  /** The body parsed as JSON, or null when it is not JSON. */
  json: unknown;
  tries: number;
  latencyMs: number;
}

/** No answer at all after every try (network failure or timeout). */
export class WebhookUnreachable extends Error {
  constructor(
    message: string,
    readonly tries: number,
  ) {
    super(message);
    this.name = 'WebhookUnreachable';
  }
}

/** Hex HMAC-SHA256 of the exact bytes sent. */
export function signBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Standard Webhooks' `v1,` signature of `id.timestamp.body`. */
export function standardSignature(input: { id: string; timestamp: number; body: string; secret: string }): string {
  return `v1,${createHmac('sha256', input.secret).update(`${input.id}.${input.timestamp}.${input.body}`).digest('base64')}`;
}

/** A status a later try could change (the receiver was busy or failing), not a refusal of the message. */
export const retryableStatus = (status: number) => status >= 500 || status === 429 || status === 408;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POSTs `payload` signed to the target. Network failures and retryable statuses are tried again
 * after each of `retryDelaysMs`; any other answer — a redirect too, which is never followed — is
 * returned as it is, for the caller to judge.
 */
export async function postSigned(target: WebhookTarget, payload: unknown, options: WebhookOptions = {}): Promise<WebhookAnswer> {
  const body = JSON.stringify(payload);
  const id = options.id ?? randomUUID();
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/json',
    'x-signature': signBody(body, target.secret),
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': standardSignature({ id, timestamp, body, secret: target.secret }),
  };
  const delays = options.retryDelaysMs ?? [];
  let problem = '';
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await wait(delays[attempt - 1]!);
    const started = performance.now();
    try {
      const timeoutMs = options.timeoutMs ?? 10_000;
      // A redirect is answered as it is, never followed, pinned or not: its target was never checked,
      // so an allowed host could otherwise send the signed body on to any address.
      const res = target.pin
        ? await postPinned(target.url, target.pin, { headers, body, timeoutMs, keepAlive: options.keepAlive })
        : options.keepAlive
          ? await postPinned(target.url, null, { headers, body, timeoutMs, keepAlive: true })
          : await fetch(target.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
      const text = await res.text();
      const answer = { status: res.status, json: parseJson(text), tries: attempt + 1, latencyMs: Math.round(performance.now() - started) };
      if (!retryableStatus(res.status) || attempt === delays.length) return answer;
      problem = `HTTP ${res.status}`;
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
    }
  }
  throw new WebhookUnreachable(`${target.url} unreachable after ${delays.length + 1} tries: ${problem}`, delays.length + 1);
}

/** Kept-alive connections, one pool per protocol and pinned address (none: the name resolved as usual). */
const pools = new Map<string, http.Agent>();

function poolOf(protocol: string, pin: string | null, lookup: unknown): http.Agent {
  const key = `${protocol} ${pin ?? ''}`;
  let agent = pools.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: 64, maxFreeSockets: 16, timeout: 30_000, ...(lookup ? { lookup } : {}) };
    agent = protocol === 'https:' ? new https.Agent(options as https.AgentOptions) : new http.Agent(options as http.AgentOptions);
    pools.set(key, agent);
  }
  return agent;
}

/**
 * One POST whose connection is made to `pin` only: node's `lookup` hook answers the checked address
 * for the URL's host, so no second DNS answer is ever used, while Host, SNI and the certificate check
 * keep the URL's name. With `keepAlive` the connection is reused from (and left in) the pool of that
 * one address; `pin` null (an allowed host, not checked by address) resolves the name as usual.
 */
export function postPinned(
  url: string,
  pin: string | null,
  input: { headers: Record<string, string>; body: string; timeoutMs: number; keepAlive?: boolean },
): Promise<{ status: number; text: () => Promise<string> }> {
  const family = pin === null ? 0 : isIP(pin);
  if (pin !== null && family === 0) return Promise.reject(new Error(`not an address: ${pin}`));
  const lookup =
    pin === null
      ? undefined
      : (_host: string, options: { all?: boolean }, done: (...args: unknown[]) => void) =>
          options.all ? done(null, [{ address: pin, family }]) : done(null, pin, family);
  const protocol = new URL(url).protocol;
  const client = protocol === 'https:' ? https : http;
  const agent = input.keepAlive ? poolOf(protocol, pin, lookup) : false;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      { method: 'POST', headers: input.headers, ...(lookup ? { lookup: lookup as never } : {}), timeout: input.timeoutMs, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: async () => Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out after ${input.timeoutMs} ms`)));
    req.on('error', reject);
    req.end(input.body);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
