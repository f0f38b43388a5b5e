import { isDeepStrictEqual } from 'node:util';
import { type Endpoint, type ErrorKey, errorsOf, findUnsafeText, operationProofMs } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppCaller, type Caller, type OperatorCaller, type SignedApp, type UserCaller, callerOf } from './caller.js';
import { writeOperationLog } from './audit.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { type FieldPhrases, localizeIssue } from './i18n.js';
import { idempotent } from './idempotency.js';
import { resolveOperatorSession } from './operator-session.js';
import { resolveUserSession } from './session.js';

/** The one file of a multipart request, read into memory (its size is capped by the endpoint). */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** What the client claimed; the service checks the content itself. */
  mimetype: string;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type CallerFor<A> = A extends 'user'
  ? UserCaller
  : A extends 'operator' | 'operatorPending'
    ? OperatorCaller
    : A extends 'app'
      ? AppCaller
      : Caller;

/** What a handler receives: the endpoint's inputs parsed by its schemas, the caller, and the app's deps. */
export type EndpointContext<E extends Endpoint> = {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  headers: Out<E['headers']>;
  caller: CallerFor<E['access']>;
  deps: Deps;
  req: FastifyRequest;
  reply: FastifyReply;
  /** The endpoint's file (multipart endpoints); null when none was sent. */
  file: E extends { file: object } ? UploadedFile | null : null;
};

/** A zod-typed endpoint's handler returns its `data`; a file or document endpoint writes the reply itself. */
export type EndpointResult<E extends Endpoint> = E['output'] extends z.ZodType ? DataOf<z.input<E['output']>> : FastifyReply | void;
/** An endpoint answering `data: null` may return nothing. */
type DataOf<T> = [T] extends [null] ? T | void : T;

export interface ServerRoute {
  endpoint: Endpoint;
  handler: (ctx: EndpointContext<Endpoint>) => Promise<unknown>;
}

/** A route is an entry of the endpoint table plus a thin handler: access, validation and the envelope happen here, once. */
export function defineRoute<const E extends Endpoint>(
  endpoint: E,
  handler: (ctx: EndpointContext<E>) => Promise<EndpointResult<E>>,
): ServerRoute {
  return { endpoint, handler: handler as ServerRoute['handler'] };
}

/** Validates input with a contract schema; a failure names the field in the request's language. */
export function parseInput(schema: z.ZodType | undefined, value: unknown, lang: Language, phrases: FieldPhrases = {}): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  // Not even the right shape (an array or a string where fields belong): there is no field to name (§8).
  if (result.error.issues.every((issue) => issue.path.length === 0)) throw new AppError('validationFailed');
  const issues = result.error.issues.map((issue) => localizeIssue(issue, lang, phrases));
  const fields = issues.map(({ field, message }) => ({ field, message }));
  throw new AppError('fieldInvalid', { field: issues[0]!.label, message: issues[0]!.message }, { fields });
}

/**
 * Refuses control characters, lone surrogates and bidi overrides anywhere in an input the endpoint
 * declares (text.ts in the contract says which and why), naming the field, before the input is
 * parsed or anyone is looked up: nothing downstream — services, logs, the database — sees them.
 */
export function refuseUnsafeText(schema: z.ZodType | undefined, value: unknown, lang: Language, phrases: FieldPhrases = {}): void {
  if (!schema) return;
  const found = findUnsafeText(value, schema);
  if (!found) return;
  const issue = { code: 'custom', path: found.path, message: 'unsafeCharacters', input: undefined } as unknown as z.core.$ZodIssue;
  const { field, label, message } = localizeIssue(issue, lang, phrases);
  throw new AppError('fieldInvalid', { field: label, message }, { fields: [{ field, message }] });
}

/** The request headers an endpoint's header schema names (the others are the transport's, not its input). */
function declaredHeaders(schema: z.ZodType, headers: FastifyRequest['headers']): Record<string, unknown> {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : {};
  return Object.fromEntries(Object.keys(shape).map((name) => [name, headers[name.toLowerCase()]]));
}

const noFieldPhrases: FieldPhrases = Object.freeze({});

/**
 * In test mode the server checks itself against the table: an answer that does not match the
 * endpoint's output schema, or an error the endpoint does not document, is recorded in
 * `app.contractViolations`, which the API test harness refuses at the end of every file.
 */
function checkOutput(app: FastifyInstance, endpoint: Endpoint, data: unknown): void {
  if (!(endpoint.output instanceof z.ZodType)) return;
  const plain = data === undefined ? null : JSON.parse(JSON.stringify(data));
  const parsed = endpoint.output.safeParse(plain);
  if (!parsed.success) {
    app.contractViolations.push(
      `${endpoint.id}: answer does not match its output schema: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  } else if (!isDeepStrictEqual(JSON.parse(JSON.stringify(parsed.data)), plain)) {
    app.contractViolations.push(`${endpoint.id}: answer has fields its output schema does not declare`);
  }
}

export function checkErrorDocumented(req: FastifyRequest, key: ErrorKey): void {
  const endpoint = (req.routeOptions?.config as { endpoint?: Endpoint } | undefined)?.endpoint;
  if (!endpoint || !req.server.deps.config.testMode) return;
  if (!errorsOf(endpoint).includes(key)) req.server.contractViolations.push(`${endpoint.id}: answered the undocumented error ${key}`);
}

/** Every answer's "Success" in each language, looked up once (the phrase never changes while running). */
const successMessages = new Map<Language, string>();
function successMessage(lang: Language): string {
  let message = successMessages.get(lang);
  if (message === undefined) successMessages.set(lang, (message = translate(lang, 'common.success')));
  return message;
}

export function registerRoutes(app: FastifyInstance, routes: readonly ServerRoute[]): void {
  for (const route of routes) registerRoute(app, route);
}

function registerRoute(app: FastifyInstance, { endpoint, handler }: ServerRoute): void {
  if (app.endpoints.some((e) => e.id === endpoint.id)) throw new Error(`endpoint ${endpoint.id} registered twice`);
  app.endpoints.push(endpoint);
  const testMode = app.deps.config.testMode;
  // What the table says of the endpoint, read once here rather than on each of its requests.
  const phrases = endpoint.fieldPhrases ?? noFieldPhrases;
  const answersData = endpoint.output instanceof z.ZodType;
  const idempotentCall = endpoint.access === 'app' && endpoint.method !== 'GET' && answersData;
  // An endpoint taking a file is routed in the scope that parses multipart bodies (uploads.ts).
  (endpoint.file ? app.uploads : app).route({
    method: endpoint.method,
    url: `/webgate${endpoint.path}`,
    bodyLimit: endpoint.bodyLimit,
    config: { endpoint },
    handler: async (req, reply) => {
      const deps = app.deps;
      // callerOf makes a new object each time: the session or application is added to it directly.
      const caller = callerOf(req) as Caller & Record<string, unknown>;
      const lang = caller.lang;
      refuseUnsafeText(endpoint.params, req.params, lang, phrases);
      refuseUnsafeText(endpoint.query, req.query, lang, phrases);
      if (endpoint.headers) refuseUnsafeText(endpoint.headers, declaredHeaders(endpoint.headers, req.headers), lang, phrases);
      if (!endpoint.file) refuseUnsafeText(endpoint.body, req.body, lang, phrases);
      if (endpoint.access === 'user') {
        const user = await resolveUserSession(deps, req);
        if (endpoint.permission && !user.modules.some((m) => m.code === endpoint.permission)) throw new AppError('noPermission');
        if (!endpoint.beforeFactorSetUp) {
          if (!app.factorSetUpRequired) throw new Error(`no capability says who must set up a second factor (${endpoint.id})`);
          if (await app.factorSetUpRequired(deps, user.userId)) throw new AppError('mfaSetUpFirst');
        }
        if (endpoint.protect === 'operation') requireFreshProof(deps, user.operationProvenAt);
        caller.user = user;
      } else if (endpoint.access === 'operator' || endpoint.access === 'operatorPending') {
        const operator = await resolveOperatorSession(deps, req);
        if (endpoint.access === 'operator' && operator.mustChangePassword) throw new AppError('operatorPasswordChangeRequired');
        // Operators must have a second factor: until it is set up, only its set-up opens.
        if (endpoint.access === 'operator' && !endpoint.beforeFactorSetUp) {
          if (!app.factorSetUpRequired) throw new Error(`no capability says who must set up a second factor (${endpoint.id})`);
          if (await app.factorSetUpRequired(deps, operator.operatorId, 'operator')) throw new AppError('mfaSetUpFirst');
        }
        if (endpoint.protect === 'operation') requireFreshProof(deps, operator.operationProvenAt);
        caller.operator = operator;
      } else if (endpoint.access === 'app') {
        if (!app.authenticateApp) throw new Error(`no capability authenticates open-API calls (${endpoint.id})`);
        caller.app = await app.authenticateApp(deps, req, reply);
      }
      const ctx: Record<string, unknown> = { req, reply, deps, caller, file: null };
      ctx.params = parseInput(endpoint.params, req.params, lang, phrases);
      ctx.query = parseInput(endpoint.query, req.query, lang, phrases);
      ctx.headers = parseInput(endpoint.headers, req.headers, lang, phrases);
      if (endpoint.file) {
        const { fields, file } = await readMultipart(
          req,
          endpoint.file.field,
          endpoint.file.maxBytes,
          () => new AppError(endpoint.file!.tooLarge, { maxMb: Math.round(endpoint.file!.maxBytes / 1024 / 1024) }),
        );
        refuseUnsafeText(endpoint.body, fields, lang, phrases);
        ctx.body = parseInput(endpoint.body, fields, lang, phrases);
        ctx.file = file;
      } else {
        ctx.body = parseInput(endpoint.body, req.body, lang, phrases);
      }
      const run = () => handler(ctx as EndpointContext<Endpoint>);
      // Every state-changing open-API call honours Idempotency-Key here, after its input parsed and
      // before its service runs, so none of them can forget it (a replay is neither run nor metered).
      const data = idempotentCall
        ? await idempotent(deps, { app: caller.app as SignedApp, method: req.method, path: req.url, reply }, run)
        : await run();
      if (endpoint.protect === 'operation') await logProtectedAct(deps, endpoint, caller);
      if (!answersData) return reply;
      if (testMode) checkOutput(app, endpoint, data);
      return reply.send({ code: 0, msg: successMessage(lang), data: data ?? null });
    },
  });
}

/**
 * Operation protection: a protected act passes only while the session's last proof of a
 * second factor is under `operationProofMs` old; the console asks for one on this code and retries.
 */
function requireFreshProof(deps: Pick<Deps, 'clock'>, provenAt: number | null): void {
  const now = deps.clock.now();
  if (provenAt === null || now - provenAt >= operationProofMs || provenAt > now) throw new AppError('operationProtectionRequired');
}

/** Every protected act is logged as such beside its own entry: which act, under which proof. */
async function logProtectedAct(deps: Deps, endpoint: Endpoint, caller: Caller): Promise<void> {
  const act = { en: endpoint.summary, zh: endpoint.summaryZh };
  const { user, operator } = caller as Partial<UserCaller & OperatorCaller>;
  await writeOperationLog(deps, {
    userId: user?.userId ?? null,
    enterpriseId: user?.enterpriseId ?? null,
    operatorId: operator?.operatorId ?? null,
    service: operator ? 'ops' : 'account',
    action: 'protectedAct',
    phrase: operator
      ? { key: 'ops.protectedAct', params: { operator: operator.name, act } }
      : { key: 'account.protectedAct', params: { account: user?.userName ?? '', act } },
    content: endpoint.id,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/**
 * Reads every part: text fields into an object, the expected file into memory. Parts are read to
 * the end even when unexpected, so the request stream is never left half-consumed.
 */
async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  maxBytes: number,
  tooLarge: () => AppError,
): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  if (!req.isMultipart()) return { fields, file };
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField) file = { field: part.fieldname, bytes, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new AppError('payloadTooLarge');
    // Anything else reading the parts is the body's fault (cut off, a broken boundary, a bad part
    // header): busboy's own errors carry no code. The client hears it, not an internal error.
    throw new AppError('malformedBody');
  }
  return { fields, file };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    /** The endpoints registered, in order: what the OpenAPI document describes. */
    endpoints: Endpoint[];
    /** Test mode only: answers that broke the endpoint table (see checkOutput). */
    contractViolations: string[];
  }
}
