/**
 * The open API's signature, as published on the API reference page (with fixed test vectors):
 *
 *   X-Signature = Base64(HMAC-SHA256(secret, METHOD \n PATH \n CANONICAL_QUERY \n X-Timestamp \n X-Nonce \n X-Content-SHA256))
 *
 * PATH is the request path as sent, without the query; CANONICAL_QUERY the query parameters sorted
 * by name, then value, each `name=value` percent-encoded per RFC 3986, joined with `&` (empty when none).
 * Only the string is built here (no crypto), so the console can show it too.
 */

export const openApiHeaders = {
  appId: 'x-app-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  contentSha256: 'x-content-sha256',
  signature: 'x-signature',
  idempotencyKey: 'idempotency-key',
} as const;

/** A signed call's timestamp may be this far from the server's clock, either way. */
export const timestampToleranceMs = 5 * 60_000;
/** A nonce may not come back within this long. */
export const nonceWindowMs = 10 * 60_000;
/** An Idempotency-Key replays its answer for this long. */
export const idempotencyWindowMs = 24 * 60 * 60_000;
/** Free calls a sandbox application may make per day (UTC), drawn on instead of paid quota. */
export const sandboxDailyAllowance = 500;

/** SHA-256 of the empty body, the X-Content-SHA256 of every GET. */
export const emptyBodySha256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986 percent-encoding: everything but unreserved characters. */
export function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Query parameters sorted by name, then value, each encoded, joined with `&`. */
export function canonicalQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .map(([name, value]) => [rfc3986(name), rfc3986(value)] as const)
    .sort(([an, av], [bn, bv]) => (an < bn ? -1 : an > bn ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([n, v]) => `${n}=${v}`)
    .join('&');
}

export interface SignedParts {
  method: string;
  path: string;
  query: readonly (readonly [string, string])[];
  timestamp: string;
  nonce: string;
  contentSha256: string;
}

/** The string the secret signs. */
export function canonicalString(p: SignedParts): string {
  return [p.method.toUpperCase(), p.path, canonicalQuery(p.query), p.timestamp, p.nonce, p.contentSha256.toLowerCase()].join('\n');
}

/**
 * Published test vectors: with secret `testVectorSecret`, each input's canonical string and
 * signature are exactly these (computed independently with Python's hmac when published; the unit
 * test checks the server's code against them; the API reference shows them).
 */
export const testVectorSecret = 'sk_test_7d3f1c0a9b8e4d2c6a5f0e1b3c7d9a2f';
export const signatureTestVectors = [
  {
    name: 'POST verify/phone3',
    parts: {
      method: 'POST',
      path: '/webgate/platform-api/v1/verify/phone3',
      query: [],
      timestamp: '1767225600000',
      nonce: 'n0nce-2026-01-01-000001',
      contentSha256: '2cb5d803ab8067583e59dcf3f583cd54bb82a61ae1e9046b4d7f22c250eeafa3',
    },
    body: '{"name":"张三","idNumber":"110101199003077651","phone":"13800000001"}',
    canonical:
      'POST\n/webgate/platform-api/v1/verify/phone3\n\n1767225600000\nn0nce-2026-01-01-000001\n2cb5d803ab8067583e59dcf3f583cd54bb82a61ae1e9046b4d7f22c250eeafa3',
    signature: 'MAgHEomD9VpCn3tnjJr6gcJqXPkv6/6HMI28NfyO2F8=',
  },
  {
    name: 'GET usage with a query',
    parts: {
      method: 'GET',
      path: '/webgate/platform-api/v1/usage',
      query: [
        ['service', 'phone3'],
        ['a b', 'x/y*'],
      ],
      timestamp: '1767225600000',
      nonce: 'abcdefghijklmnop',
      contentSha256: emptyBodySha256,
    },
    body: '',
    canonical:
      'GET\n/webgate/platform-api/v1/usage\na%20b=x%2Fy%2A&service=phone3\n1767225600000\nabcdefghijklmnop\ne3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    signature: 'aLCwRcMn2WO9cb0fMRafNksH/ABCzZeGSTh1kBLybdc=',
  },
] as const;
