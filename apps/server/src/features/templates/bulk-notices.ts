import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { yieldToRequests } from '../../platform/workers.js';
import { notifyFirstSigners } from '../signFlows/index.js';
import * as bq from './bulk-queries.js';

/**
 * A bulk send's first notices (decision 45, and 50 for the run's own): after a row's commit its
 * first signers are told within their per-recipient budgets; a notice over them stays due and the
 * notice job sends it when the budget allows.
 */

/** How long the inline notice after a row's commit has before the notice job may take it instead. */
export const inlineNoticeGraceMs = 60_000;

/** Rows whose first notices are in flight at once beside the next rows (the engine waits for a place). */
const noticesAtOnce = 2;
/** Rows told whose due times are cleared in one update (the rest at the end of the run). */
const clearsAtOnce = 25;

const problemOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One attempt at a row's first notices: the row is taken for this runner first (its due time moved
 * on by a conditional update), so two runners never both send; then due again when a recipient's
 * budget refused one, or done. `inline`: the attempt right after the row's commit, which wrote the
 * due time `seen` — while that is still half a grace ahead no other runner can take the row (the
 * notice job takes only rows already due), so it is not taken again, and a done row's due time is
 * left for the caller to clear with others' ('told').
 */
export async function sendRowNotice(
  deps: Parameters<typeof notifyFirstSigners>[0],
  log: FastifyBaseLogger,
  o: { bulkId: string; row: number; flowId: string; seen: number; inline?: boolean },
): Promise<'told' | 'due' | 'taken'> {
  const now = deps.clock.now();
  const own = o.inline === true && o.seen - now > inlineNoticeGraceMs / 2;
  if (!own && !(await bq.claimNotice(deps.db, { bulkId: o.bulkId, row: o.row, seen: o.seen, until: now + inlineNoticeGraceMs })))
    return 'taken';
  const result = await notifyFirstSigners(deps, log, o.flowId);
  if (own && !result.pending) return 'told';
  await bq.setNoticeDue(deps.db, { bulkId: o.bulkId, row: o.row, at: result.pending ? result.retryAt : null });
  return result.pending ? 'due' : 'told';
}

/**
 * A run's first notices: each row's attempted right after its commit but not waited for — at most
 * `noticesAtOnce` at a time, so the engine draws the next row meanwhile and notices never pile up —
 * and the rows told have their due times cleared together. `drained` waits for every attempt and
 * the last clear (a confirm answers after it, so its counts are final). A crash loses nothing: a
 * row's due time stays written until cleared, and the notice job then finds its links given.
 */
export function rowNotices(bulkId: () => string) {
  const running = new Set<Promise<void>>();
  let told: number[] = [];
  let clearing: Promise<void> = Promise.resolve();
  let last: { deps: Deps; log: FastifyBaseLogger } | null = null;
  const clear = ({ deps, log }: { deps: Deps; log: FastifyBaseLogger }) => {
    const rows = told;
    told = [];
    if (rows.length)
      clearing = clearing
        .then(() => bq.clearNoticesDue(deps.db, { bulkId: bulkId(), rows }))
        .catch((error: unknown) => log.error({ batch: bulkId(), problem: problemOf(error) }, 'bulk notices clear failed'));
    return clearing;
  };
  return {
    async send(deps: Deps, log: FastifyBaseLogger, o: { row: number; flowId: string; seen: number }): Promise<void> {
      last = { deps, log };
      while (running.size >= noticesAtOnce) await Promise.race(running);
      // Begun after a yield: on SQLite the row's commit and its notices' statements would otherwise be one stretch.
      const attempt: Promise<void> = yieldToRequests()
        .then(() => sendRowNotice(deps, log, { bulkId: bulkId(), ...o, inline: true }))
        .then((result) => {
          if (result === 'told') told.push(o.row);
          if (told.length >= clearsAtOnce) void clear({ deps, log });
        })
        .catch((error: unknown) => log.error({ batch: bulkId(), row: o.row, problem: problemOf(error) }, 'import row follow-up failed'))
        .finally(() => running.delete(attempt));
      running.add(attempt);
    },
    async drained(): Promise<void> {
      while (running.size) await Promise.all(running);
      if (last) await clear(last);
    },
  };
}
