import type { ModuleCode } from './modules.js';

/**
 * The zod-free half of the endpoint table: what a caller needs to reach an endpoint (method, path,
 * body encoding) and what it takes to be let in (access, permission). A capability lists its routes
 * once in `<capability>/routes.ts`; its `endpoints.ts` adds the schemas to the same entries, so a
 * path is written exactly once. The console's sign-in page calls routes without loading zod.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * public: anyone; user: a signed-in person (with `permission`, a module code of the catalogue);
 * operator: a signed-in operator who has set their own password; operatorPending: also one who
 * still holds a one-time password (only to change it); app: a call of the open API signed with an
 * application's secret (the openApi capability checks it).
 */
export type Access = 'public' | 'user' | 'operator' | 'operatorPending' | 'app';

/** How a body travels: JSON (the default), form-encoded (§7's form calls) or multipart (one file and text fields). */
export type BodyEncoding = 'json' | 'form' | 'multipart';

export interface RouteFacts {
  method: HttpMethod;
  /** Path under /webgate, exactly as the spec names it; `:name` marks a path parameter. */
  path: string;
  access: Access;
  /** Module code of the catalogue the session must hold (user routes only); the same code the menu is built from. */
  permission?: ModuleCode;
  encoding?: BodyEncoding;
  /**
   * Operation protection: `'operation'` — the session must have proven a second factor
   * (or, for an account without one, an SMS code to its own phone) within `operationProofMs`; the
   * route layer refuses the act otherwise with `operationProtectionRequired`.
   */
  protect?: 'operation';
  /**
   * Reachable while an enterprise the person belongs to requires a second factor they have not set
   * up (the set-up itself, the signed-in frame's reads, sign-out); every other user endpoint is
   * refused with `mfaSetUpFirst` until then. Operators must have a factor: an `operator` endpoint
   * without this mark is refused with `mfaSetUpFirst` until the operator set one up.
   */
  beforeFactorSetUp?: true;
}

/** A route with its table id `<capability>.<name>`, by which its schemas are found. */
export type RouteRef<Id extends string = string> = RouteFacts & { readonly id: Id };

type WithIds<C extends string, T extends Record<string, RouteFacts>> = {
  readonly [K in keyof T & string]: T[K] & { readonly id: `${C}.${K}` };
};

/** Names a capability's routes: each gets the id `<capability>.<name>`. */
export function defineRoutes<const C extends string, const T extends Record<string, RouteFacts>>(capability: C, routes: T): WithIds<C, T> {
  const out: Record<string, RouteRef> = {};
  for (const [name, facts] of Object.entries(routes)) out[name] = Object.freeze({ ...facts, id: `${capability}.${name}` });
  return Object.freeze(out) as WithIds<C, T>;
}

/** Fills `:name` parameters of a route's path; each value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`path parameter ${name} missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
