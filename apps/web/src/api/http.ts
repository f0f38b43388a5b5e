import type { EndpointById, FieldError, InputOf, OutputOf } from '@console/contract';
import { type RouteRef, fillPath } from '@console/contract/route';
import { apiBase, errorToastMs, hideErrorHeader, requestTimeoutMs, requiredHeaders, timeZoneHeader } from '@console/contract/constants';
import { envelopeCodes } from '@console/contract/errors';

/** A business answer the caller receives as a rejection: code, the server's msg, and its data. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Field errors of a validation failure, to show beside the inputs. */
  get fields(): FieldError[] {
    const fields = (this.data as { fields?: FieldError[] } | null)?.fields;
    return Array.isArray(fields) ? fields : [];
  }
}

export interface HttpEnvironment {
  fetch: typeof fetch;
  /** Shows an error toast for the given milliseconds. */
  notifyError(message: string, durationMs: number): void;
  /** Session expired or replaced (§8): forget the session and go to the sign-in page, which shows `message` again. */
  onSignedOut(message: string): void;
  language(): string;
  text(key: 'networkError' | 'timeoutError' | 'badResponse' | 'downloadFailed'): string;
  timeoutMs?: number;
}

let env: HttpEnvironment | undefined;

/**
 * Operation protection: asks the person for a fresh second factor and answers whether it
 * was proven. The signed-in frame registers its dialog here; a protected act the server refuses for
 * want of one is sent again, once, after a proof.
 */
type OperationProver = () => Promise<boolean>;
let operationProver: OperationProver | undefined;

/** Registers (or, with undefined, removes) the dialog that proves a second factor for a protected act. */
export function setOperationProver(prover: OperationProver | undefined): void {
  operationProver = prover;
}

export function configureHttp(environment: HttpEnvironment): void {
  env = environment;
}

function environment(): HttpEnvironment {
  if (!env) throw new Error('configureHttp() was not called');
  return env;
}

export interface RequestOptions {
  /** JSON body. */
  data?: unknown;
  /** Form-encoded body (§7 calls that are form-encoded). */
  form?: Record<string, string | number | boolean | undefined>;
  /** multipart body. */
  formData?: FormData;
  params?: Record<string, string | number | boolean | undefined | null>;
  /** Return data instead of toasting a business error (§7 hide-error header). */
  hideError?: boolean;
  /**
   * Nothing shown and no sign-out: any failure, network or business, is only the caller's rejection.
   * For questions asked in the background, such as whether the browser holds a session.
   */
  quiet?: boolean;
  headers?: Record<string, string>;
  /** A POST that only reads (§7's form-encoded reads, e.g. the account info): the time zone as for a GET. */
  readOnly?: boolean;
}

function buildUrl(path: string, params?: RequestOptions['params']): string {
  const url = path.startsWith('/webgate') ? path : `${apiBase}${path}`;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== undefined && v !== null) query.set(k, String(v));
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

// Asked once: the first Intl.DateTimeFormat() loads the browser's time-zone data, ~50 ms of a slow
// phone's main thread (Lighthouse: ~200 ms at its 4× slowdown), which held up a page's first requests.
let zoneOfBrowser: { zone: string | undefined } | undefined;
function browserTimeZone(): string | undefined {
  if (!zoneOfBrowser) {
    try {
      zoneOfBrowser = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
    } catch {
      zoneOfBrowser = { zone: undefined };
    }
  }
  return zoneOfBrowser.zone;
}

/**
 * The zone a request says. A write asks for it at once; a read (a GET, or a POST that only reads,
 * like the account info a signed-in page's first load asks for) before it is known goes without
 * (the server then changes nothing, see its rememberConsole) and has it looked up once the request
 * is on its way, while the page waits for the network: the reads that follow say it.
 */
function zoneFor(method: string, readOnly: boolean): string | undefined {
  if (zoneOfBrowser || (method !== 'GET' && !readOnly)) return browserTimeZone();
  setTimeout(browserTimeZone, 0);
  return undefined;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const e = environment();
  const headers: Record<string, string> = { ...requiredHeaders, 'Accept-Language': e.language(), ...options.headers };
  // Messages to the person give times in their zone; the server keeps it with their account.
  const zone = zoneFor(method, options.readOnly ?? false);
  if (zone) headers[timeZoneHeader] = zone;
  if (options.hideError) headers[hideErrorHeader] = '1';
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) if (v !== undefined) form.set(k, String(v));
    body = form;
  } else if (options.data !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.data);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), e.timeoutMs ?? requestTimeoutMs);
  try {
    return await e.fetch(buildUrl(path, options.params), { method, headers, body, credentials: 'same-origin', signal: controller.signal });
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = e.text(timedOut ? 'timeoutError' : 'networkError');
    if (!options.quiet) e.notifyError(message, errorToastMs);
    throw new ApiError(timedOut ? -408 : -500, message, { cause: String(error) });
  } finally {
    clearTimeout(timer);
  }
}

/** Applies §7/§8 to a parsed body. Exported for the download path and for tests. */
export function handleBody<T>(body: unknown, hideError: boolean, quiet = false): T {
  const e = environment();
  if (quiet) {
    const code = (body as { code?: unknown } | null)?.code;
    if (typeof code === 'number' && code !== envelopeCodes.ok) throw new ApiError(code, String((body as { msg?: unknown }).msg ?? ''));
    if (typeof body === 'string' && /<html|<!doctype html/i.test(body)) throw new ApiError(-502, e.text('badResponse'));
  }
  if (typeof body === 'string') {
    if (/<html|<!doctype html/i.test(body)) {
      const message = e.text('badResponse');
      e.notifyError(message, errorToastMs);
      throw new ApiError(-502, message);
    }
    return body as T;
  }
  if (!body || typeof body !== 'object' || !('code' in body)) return body as T;
  const { code, msg, data } = body as { code: number; msg?: string; data?: unknown };
  const message = msg ?? '';
  if (code === envelopeCodes.ok) return data as T;
  if (code === envelopeCodes.sessionExpired || code === envelopeCodes.sessionReplaced) {
    e.notifyError(message, errorToastMs);
    e.onSignedOut(message);
    throw new ApiError(code, message, data);
  }
  if (code === envelopeCodes.noPermission || code === envelopeCodes.realNameRequired) throw new ApiError(code, message, data);
  // Asked for in a dialog, not toasted (request() retries once proven); the set-up guard handles the other.
  if ((code === envelopeCodes.operationProtectionRequired && operationProver) || code === envelopeCodes.mfaSetUpFirst)
    throw new ApiError(code, message, data);
  if (hideError) return data as T;
  e.notifyError(message, errorToastMs);
  throw new ApiError(code, message, data);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json') || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const once = async () =>
    handleBody<T>(await readBody(await send(method, path, options)), options.hideError ?? false, options.quiet ?? false);
  try {
    return await once();
  } catch (error) {
    const prover = operationProver;
    if (!(error instanceof ApiError) || error.code !== envelopeCodes.operationProtectionRequired || !prover || options.quiet) throw error;
    if (!(await prover())) throw error;
    return once();
  }
}

/** Options of a typed call beyond the endpoint's own inputs. */
export interface CallOptions {
  /** Return data instead of toasting a business error (§7 hide-error header). */
  hideError?: boolean;
  /** Nothing shown and no sign-out on a failure (RequestOptions.quiet). */
  quiet?: boolean;
  headers?: Record<string, string>;
  /** The body of a multipart endpoint, as the form built it. */
  formData?: FormData;
  /** A POST that only reads (RequestOptions.readOnly). */
  readOnly?: boolean;
}

type EndpointOf<R extends RouteRef> = EndpointById<R['id']>;
type CallArgs<R extends RouteRef> = keyof InputOf<EndpointOf<R>> extends never
  ? [options?: CallOptions]
  : [input: InputOf<EndpointOf<R>> & CallOptions];

/**
 * Calls an endpoint of the table by its route (`@console/contract/<capability>/routes`, zod-free):
 * path parameters are filled in, the body goes in the route's encoding, and the answer is typed by
 * the endpoint's output schema — no path or response type is written twice.
 */
export function call<R extends RouteRef>(route: R, ...args: CallArgs<R>): Promise<OutputOf<EndpointOf<R>>>;
export function call(route: RouteRef, input?: object): Promise<unknown> {
  const { body, query, params, hideError, quiet, headers, formData, readOnly } = (input ?? {}) as {
    body?: unknown;
    query?: RequestOptions['params'];
    params?: Record<string, string>;
  } & CallOptions;
  const options: RequestOptions = { hideError, quiet, headers, params: query, readOnly };
  if (route.method !== 'GET') {
    if (formData) options.formData = formData;
    else if (route.encoding === 'form') options.form = (body ?? {}) as RequestOptions['form'];
    else options.data = body ?? {};
  }
  return request(route.method, fillPath(route.path, params), options);
}

/**
 * Downloads a file. A JSON body instead of a file is an error: its `message` or `msg` is shown (§8).
 * Returns the file as a Blob with its suggested name; saving it is the caller's choice.
 */
export async function download(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const e = environment();
  const response = await send(options.data || options.form ? 'POST' : 'GET', path, options);
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; msg?: string; code?: number };
    const message = body.message ?? body.msg ?? e.text('downloadFailed');
    e.notifyError(message, errorToastMs);
    throw new ApiError(body.code ?? -1, message, body);
  }
  if (!response.ok) {
    const message = e.text('downloadFailed');
    e.notifyError(message, errorToastMs);
    throw new ApiError(response.status, message);
  }
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition') ?? '') };
}

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A literal '%' in a plain name ("50% off.pdf") is not an escape.
    return value;
  }
}

/** RFC 6266: the encoded `filename*` wins over the plain `filename` that older clients read. */
function fileNameOf(disposition: string): string {
  const encoded = /filename\*\s*=\s*[\w-]*'[^']*'([^;]+)/i.exec(disposition);
  if (encoded) return decoded(encoded[1]!.trim());
  const plain = /filename\s*=\s*(?:"([^"]+)"|([^;]+))/i.exec(disposition);
  const name = plain?.[1] ?? plain?.[2]?.trim();
  return name ? decoded(name) : 'download';
}
