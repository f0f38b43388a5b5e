import type { Phrases } from '@console/phrases';
import type { z } from 'zod';
import type { ErrorKey } from './errors.js';
import type { RouteRef } from './route.js';

/**
 * The endpoint table: each route of a capability with its input and output schemas, the business
 * errors it may answer, and a summary. The server's `defineRoute` takes an entry (validation, access,
 * permission and the envelope come from it), the console's HTTP client is typed from it, and the
 * OpenAPI document is generated from it.
 */

/** An answer that is a file (an image, a video, a download) rather than the `{code,msg,data}` envelope. */
export interface FileOutput {
  kind: 'file';
  contentTypes: readonly string[];
}

/** An answer that is a document of its own (the OpenAPI document), not wrapped in the envelope. */
export interface DocumentOutput {
  kind: 'document';
  contentType: string;
}

export type Output = z.ZodType | FileOutput | DocumentOutput;

export const fileOutput = (...contentTypes: string[]): FileOutput => ({ kind: 'file', contentTypes });
export const documentOutput = (contentType: string): DocumentOutput => ({ kind: 'document', contentType });

/** The one file of a multipart body: its field, a size cap, and the error a larger one is answered with. */
export interface FileInput {
  field: string;
  maxBytes: number;
  tooLarge: ErrorKey;
}

export interface EndpointSpec {
  summary: string;
  /** The summary in Chinese, shown by the API reference when the console is in zh. */
  summaryZh: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  /** Request headers the endpoint reads (documented; validated like the other inputs). */
  headers?: z.ZodType;
  /** `data` of a success envelope, or a file or document answered as it is. */
  output: Output;
  /** Business errors beyond the ones every endpoint of its kind may answer (validation, access, limits). */
  errors?: readonly ErrorKey[];
  /**
   * Input fields a refusal names with another `fields` phrase than their own key's: a department's or
   * an application's `name` is a thing's name (名称 in zh), not the person's name (姓名) `fields.name` is.
   */
  fieldPhrases?: Readonly<Record<string, keyof Phrases['fields']>>;
  file?: FileInput;
  /** Largest accepted body in bytes, when not the app's default. */
  bodyLimit?: number;
  /** Only registered when the server runs with NODE_ENV=test. */
  testOnly?: boolean;
}

export type Endpoint = RouteRef & EndpointSpec;

type Specs<R> = { readonly [K in keyof R]: EndpointSpec };

/** Adds the schemas to a capability's routes; every route needs an entry, and nothing else may have one. */
export function defineEndpoints<const R extends Record<string, RouteRef>, const S extends Specs<R>>(
  routes: R,
  specs: S & Record<Exclude<keyof S, keyof R>, never>,
): { readonly [K in keyof R]: R[K] & S[K] } {
  const out: Record<string, Endpoint> = {};
  for (const [name, route] of Object.entries(routes))
    out[name] = Object.freeze({ ...route, ...(specs as Record<string, EndpointSpec>)[name]! });
  return Object.freeze(out) as { readonly [K in keyof R]: R[K] & S[K] };
}

/** The output of a zod-typed endpoint as its caller receives it; a file answers a Blob. */
export type OutputOf<E> = [E] extends [{ output: infer O }]
  ? [O] extends [z.ZodType]
    ? z.output<O>
    : [O] extends [FileOutput]
      ? Blob
      : unknown
  : never;

// Not distributive: a union of endpoints (an id not yet known) must not multiply out.
type Field<E, K extends 'body' | 'query' | 'params'> = [E] extends [{ [P in K]: infer S }]
  ? [S] extends [z.ZodType]
    ? { [P in K]: z.input<S> }
    : object
  : object;

/** What a caller hands in: the body, query and path parameters the endpoint declares, typed by their schemas. */
export type InputOf<E> = Field<E, 'body'> & Field<E, 'query'> & Field<E, 'params'>;

/** What any signed open-API call may be refused with before it reaches its service (openApi capability). */
export const signedCallErrors = [
  'apiHeaderMissing',
  'apiHeaderInvalid',
  'apiAppUnknown',
  'apiSignatureInvalid',
  'apiContentHashMismatch',
  'apiTimestampSkewed',
  'apiNonceReused',
  'apiIpRefused',
  'apiAppDisabled',
  'apiRateLimited',
] as const satisfies readonly ErrorKey[];

const stateChanging = new Set(['POST', 'PUT', 'DELETE']);

/**
 * Every error an endpoint may answer: the ones any endpoint of its kind may (inputs, bodies, access,
 * path parameters that name something, the console's header barrier) and its own `errors`. The
 * OpenAPI document lists them by status; in test mode the server records any other it answers.
 */
export function errorsOf(endpoint: Endpoint): ErrorKey[] {
  const keys = new Set<ErrorKey>(['internal']);
  const hasBody = stateChanging.has(endpoint.method);
  if (hasBody && !endpoint.path.startsWith('/platform-api/')) {
    keys.add('headersMissing');
    keys.add('originRefused');
  }
  if (endpoint.body || endpoint.query || endpoint.params || endpoint.headers || endpoint.file) {
    keys.add('validationFailed');
    keys.add('fieldInvalid');
  }
  if (hasBody) {
    keys.add('malformedBody');
    keys.add('payloadTooLarge');
    keys.add('unsupportedMediaType');
  }
  if (endpoint.file) keys.add(endpoint.file.tooLarge);
  if (endpoint.params) keys.add('notFound');
  // A keyset list (its query takes `after`) refuses a cursor of another list, filter or tenant.
  if (endpoint.query && 'shape' in endpoint.query && 'after' in (endpoint.query.shape as object)) keys.add('pageCursorInvalid');
  if (endpoint.access === 'user') {
    keys.add('sessionExpired');
    keys.add('sessionReplaced');
    if (endpoint.permission) keys.add('noPermission');
    if (!endpoint.beforeFactorSetUp) keys.add('mfaSetUpFirst');
  }
  if (endpoint.protect === 'operation') keys.add('operationProtectionRequired');
  if (endpoint.access === 'operator' || endpoint.access === 'operatorPending') keys.add('operatorSessionExpired');
  if (endpoint.access === 'operator') keys.add('operatorPasswordChangeRequired');
  if (endpoint.access === 'operator' && !endpoint.beforeFactorSetUp) keys.add('mfaSetUpFirst');
  if (endpoint.access === 'app') for (const key of signedCallErrors) keys.add(key);
  // Any state-changing open-API call honours Idempotency-Key (the server's route wrapper).
  if (endpoint.access === 'app' && hasBody) keys.add('apiIdempotencyConflict');
  for (const key of endpoint.errors ?? []) keys.add(key);
  return [...keys];
}
