import type { CapabilityName } from '@console/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignedApp } from './caller.js';
import type { Deps } from './context.js';
import { startJob } from './jobs.js';
import { platformJobs } from './platform-jobs.js';
import { type ServerRoute, registerRoutes } from './route.js';
import type { TableName } from './tables.js';

/** Work a capability does on a timer in a live server (tests run it by hand with their clock). */
export interface Job {
  name: string;
  everyMs: number;
  /** How long a run may go without renewing its lease before another process takes it for dead. */
  leaseMs?: number;
  /**
   * The job claims its work row by row (FOR UPDATE SKIP LOCKED), so it runs in every process at
   * once, without the job's lease: each row is still done by one of them (callback delivery).
   */
  everyProcess?: boolean;
  /**
   * Runs in one process at a time across all that share the database (the job's lease, see
   * jobs.ts), unless `everyProcess`; a run still going when the next is due is skipped.
   */
  run(deps: Deps, log: FastifyBaseLogger): Promise<unknown>;
}

/**
 * A capability's manifest (`features/<name>/index.ts`): everything the app wires — its routes
 * (console, public and back office), its jobs and what it needs done at start. Verification-code
 * purposes are registered by the module that owns them (`definePurposes`), not listed here.
 */
export interface Capability {
  name: CapabilityName;
  /**
   * The tables it owns (decision 49): only its own modules query them, every other capability goes
   * through its index. `scripts/table-owners.test.ts` reads this list from the manifest's source.
   */
  tables?: readonly TableName[];
  routes: readonly ServerRoute[];
  jobs?: readonly Job[];
  /** Runs once before the app answers (seeding a sandbox, say). */
  onStart?(deps: Deps): Promise<void>;
  /**
   * Checks a signed open-API call (endpoints with `access: 'app'`): at most one capability provides
   * it, the way the platform itself resolves sessions for `user` endpoints.
   */
  authenticateApp?(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<SignedApp>;
  /**
   * Whether a person must set up a second factor before anything else (an enterprise of theirs
   * requires one they lack): at most one capability provides it (mfa), and the route layer asks it
   * for every `user` endpoint not marked `beforeFactorSetUp`. None provided refuses those calls
   * (fail closed), the way a missing `authenticateApp` does. With `holder: 'operator'`: whether an
   * operator lacks the second factor every operator must have (every `operator` endpoint not so marked).
   */
  factorSetUpRequired?(deps: Deps, id: string, holder?: 'operator'): Promise<boolean>;
}

export const defineCapability = (capability: Capability): Capability => capability;

/** Registers every capability's routes, runs their start hooks, and (outside test mode) starts their jobs and the platform's. */
export async function registerCapabilities(app: FastifyInstance, capabilities: readonly Capability[]): Promise<void> {
  const { deps } = app;
  for (const capability of capabilities) {
    const routes = capability.routes.filter((r) => deps.config.testMode || !r.endpoint.testOnly);
    const foreign = routes.find((r) => !r.endpoint.id.startsWith(`${capability.name}.`));
    if (foreign) throw new Error(`capability ${capability.name} registers ${foreign.endpoint.id}, an endpoint of another capability`);
    if (capability.authenticateApp) {
      if (app.authenticateApp) throw new Error(`capability ${capability.name} is the second to authenticate open-API calls`);
      app.authenticateApp = capability.authenticateApp;
    }
    if (capability.factorSetUpRequired) {
      if (app.factorSetUpRequired) throw new Error(`capability ${capability.name} is the second to say who must set up a factor`);
      app.factorSetUpRequired = capability.factorSetUpRequired;
    }
    registerRoutes(app, routes);
    await capability.onStart?.(deps);
  }
  if (deps.config.testMode) return;
  const stops: (() => void)[] = [];
  app.addHook('onReady', async () => {
    const { everyMs, leaseMs } = deps.config.jobTiming;
    for (const job of [...platformJobs, ...capabilities.flatMap((c) => c.jobs ?? [])])
      stops.push(startJob(deps, app.log, { ...job, everyMs: everyMs ?? job.everyMs, leaseMs: leaseMs ?? job.leaseMs }));
  });
  app.addHook('onClose', async () => {
    for (const stop of stops) stop();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the capability that checks signed open-API calls (`Capability.authenticateApp`). */
    authenticateApp?: Capability['authenticateApp'];
    /** Set by the capability that knows second factors (`Capability.factorSetUpRequired`). */
    factorSetUpRequired?: Capability['factorSetUpRequired'];
  }
}
