import { type Language, translate } from '@console/phrases';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { localizeIssue, requestLanguage } from './i18n.js';
import { type OperatorSession, resolveOperatorSession } from './operator-session.js';
import { type UserSession, resolveUserSession } from './session.js';

/**
 * public: anyone; user: a signed-in person (with `permission`, a module code of the catalogue);
 * operator: a signed-in operator who has set their own password; operatorPending: also one who
 * still holds a one-time password (only to change it).
 */
export type AuthMode = 'public' | 'user' | 'operator' | 'operatorPending';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type AuthOf<A extends AuthMode> = A extends 'user'
  ? { user: UserSession }
  : A extends 'operator' | 'operatorPending'
    ? { operator: OperatorSession }
    : object;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The one file of a multipart request, read into memory (its size is capped by the route). */
export interface UploadedFile {
  field: string;
  bytes: Buffer;
  /** What the client claimed; the service checks the content itself. */
  mimetype: string;
}

/**
 * A multipart route: its text fields are validated by `body` like a JSON body, and the file named
 * `fileField` reaches the handler as `file` (null when none was sent). A file over `maxBytes`
 * is answered with the error `tooLarge` makes.
 */
export interface MultipartSpec {
  fileField: string;
  maxBytes: number;
  tooLarge: () => AppError;
}

export type HandlerContext<A extends AuthMode, B, Q, P> = {
  body: Out<B>;
  query: Out<Q>;
  params: Out<P>;
  req: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
  lang: Language;
  /** Only multipart routes receive a file; null otherwise. */
  file: UploadedFile | null;
} & AuthOf<A>;

export interface RouteSpec<A extends AuthMode, B, Q, P, R> {
  method: Method;
  /** Path under /webgate, exactly as the spec names it. */
  url: string;
  summary: string;
  tag: string;
  auth: A;
  /** Module code from the catalogue; the same code the menu is built from. */
  permission?: A extends 'user' ? string : never;
  body?: B;
  query?: Q;
  params?: P;
  /** The handler writes the reply itself (files, redirects, HTML). */
  raw?: boolean;
  bodyLimit?: number;
  multipart?: MultipartSpec;
  handler: (ctx: HandlerContext<A, B, Q, P>) => Promise<R>;
}

export interface CatalogueRoute {
  method: Method;
  url: string;
  summary: string;
  tag: string;
  auth: AuthMode;
  permission?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  multipart?: { fileField: string };
}

/** Validates input with a contract schema; a failure names the field in the request's language. */
export function parseInput(schema: z.ZodType | undefined, value: unknown, lang: Language): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  // Not even the right shape (an array or a string where fields belong): there is no field to name (§8).
  if (result.error.issues.every((issue) => issue.path.length === 0)) throw new AppError('validationFailed');
  const issues = result.error.issues.map((issue) => localizeIssue(issue, lang));
  const fields = issues.map(({ field, message }) => ({ field, message }));
  throw new AppError('fieldInvalid', { field: issues[0]!.label, message: issues[0]!.message }, { fields });
}

/** A route is a schema plus a thin handler: validation, auth and the envelope happen here, once. */
export function defineRoute<A extends AuthMode, B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined, P extends z.ZodType | undefined = undefined, R = unknown>(
  spec: RouteSpec<A, B, Q, P, R>,
) {
  return spec;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- specs differ in their schema generics; each was checked by defineRoute where it was written
export type AnyRouteSpec = RouteSpec<AuthMode, any, any, any, unknown>;

export function registerRoutes(app: FastifyInstance, routes: AnyRouteSpec[]): void {
  for (const spec of routes) registerRoute(app, spec);
}

function registerRoute(app: FastifyInstance, spec: AnyRouteSpec): void {
  const url = `/webgate${spec.url}`;
  app.apiCatalogue.push({ ...spec, url, permission: spec.permission, multipart: spec.multipart && { fileField: spec.multipart.fileField } });
  app.route({
    method: spec.method,
    url,
    bodyLimit: spec.bodyLimit,
    handler: async (req, reply) => {
      const deps = app.deps;
      const lang = requestLanguage(req);
      const ctx: Record<string, unknown> = { req, reply, deps, lang };
      if (spec.auth === 'user') {
        const user = await resolveUserSession(deps, req);
        if (spec.permission && !user.modules.some((m) => m.code === spec.permission)) throw new AppError('noPermission');
        ctx.user = user;
      } else if (spec.auth === 'operator' || spec.auth === 'operatorPending') {
        const operator = await resolveOperatorSession(deps, req);
        if (spec.auth === 'operator' && operator.mustChangePassword) throw new AppError('operatorPasswordChangeRequired');
        ctx.operator = operator;
      }
      ctx.params = parseInput(spec.params, req.params, lang);
      ctx.query = parseInput(spec.query, req.query, lang);
      if (spec.multipart) {
        const { fields, file } = await readMultipart(req, spec.multipart);
        ctx.body = parseInput(spec.body, fields, lang);
        ctx.file = file;
      } else {
        ctx.body = parseInput(spec.body, req.body, lang);
        ctx.file = null;
      }
      const data = await spec.handler(ctx as never);
      if (spec.raw) return reply;
      return reply.send({ code: 0, msg: translate(lang, 'common.success'), data: data ?? null });
    },
  });
}

/**
 * Reads every part: text fields into an object, the expected file into memory. Parts are read to
 * the end even when unexpected, so the request stream is never left half-consumed.
 */
async function readMultipart(req: FastifyRequest, spec: MultipartSpec): Promise<{ fields: Record<string, string>; file: UploadedFile | null }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  if (!req.isMultipart()) return { fields, file };
  try {
    for await (const part of req.parts({ limits: { fileSize: spec.maxBytes, files: 1, fields: 20 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === spec.fileField) file = { field: part.fieldname, bytes, mimetype: part.mimetype };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw spec.tooLarge();
    throw error;
  }
  return { fields, file };
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
    apiCatalogue: CatalogueRoute[];
  }
}
