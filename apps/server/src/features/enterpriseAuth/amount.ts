import { type EnterpriseApplicationStatus, type EnterpriseApplicationView, type ErrorKey, amountToFen } from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { finishApplication } from './outcome.js';
import * as q from './queries.js';
import { attemptsLeftOf, decideAmount, replayOf, stateOf } from './remittance.js';
import { authPhrase, logLine } from './view.js';
import { logAct, viewOf } from './view.js';

/* bankAuthSubmit: the amount the platform remitted, entered by the enterprise. */

type AmountAnswer = { kind: 'passed' } | { kind: 'error'; key: ErrorKey; attemptsLeft?: number };

const answerOfOutcome = (outcome: 'correct' | 'wrong' | 'exhausted', attemptsLeft: number): AmountAnswer =>
  outcome === 'correct'
    ? { kind: 'passed' }
    : outcome === 'exhausted'
      ? { kind: 'error', key: 'amountAttemptsExhausted', attemptsLeft: 0 }
      : { kind: 'error', key: 'amountWrong', attemptsLeft };

/**
 * One amount entry. The application is locked, a request id seen before replays its recorded
 * answer, otherwise the state machine decides and the attempt is committed *before* a wrong amount
 * is answered as an error (throwing inside would roll the attempt back).
 */
export async function submitAmount(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; id: string; amount: string; requestId: string },
): Promise<EnterpriseApplicationView> {
  const enterpriseId = enterpriseOf(caller.user);
  const now = deps.clock.now();
  const postgres = deps.config.database.kind === 'postgres';
  const amountFen = amountToFen(input.amount);
  let answer: AmountAnswer | undefined;
  let counted: string | null = null;
  let tookPass = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await q.lockApplicationOf(trx, input.id, enterpriseId, postgres);
      if (!row) throw new AppError('notFound');
      const prior = await q.findAttempt(trx, row.id, input.requestId);
      if (prior) {
        const used = await q.countAttemptsUpTo(trx, row.id, prior.id);
        answer = answerOfOutcome(replayOf(prior.outcome), attemptsLeftOf(used));
        return;
      }
      const decision = decideAmount(stateOf(row), amountFen, now);
      if (decision.kind === 'refused') {
        if (decision.end)
          await finishApplication(trx, {
            applicationId: row.id,
            status: decision.end.status,
            reason: decision.end.reason,
            now,
            from: [row.status as EnterpriseApplicationStatus],
          });
        answer = { kind: 'error', key: decision.error };
        return;
      }
      const outcome = decision.kind;
      await q.insertAttempt(trx, {
        id: newId(now),
        application_id: row.id,
        request_id: input.requestId,
        amount: input.amount,
        outcome,
        user_id: caller.user.userId,
        created_at: now,
      });
      await q.moveApplication(trx, row.id, ['awaitingAmount'], { amount_attempts: decision.attempts, last_amount: input.amount });
      counted = outcome;
      if (outcome === 'correct') {
        tookPass = true;
        await finishApplication(trx, { applicationId: row.id, status: 'passed', now, from: ['awaitingAmount'] });
        answer = { kind: 'passed' };
      } else if (outcome === 'exhausted') {
        await finishApplication(trx, {
          applicationId: row.id,
          status: 'failed',
          reason: 'amountAttemptsExhausted',
          now,
          from: ['awaitingAmount'],
        });
        answer = answerOfOutcome('exhausted', 0);
      } else {
        answer = answerOfOutcome('wrong', decision.attemptsLeft);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same request id raced itself on another connection: the first one counted; replay it.
      return submitAmount(deps, { caller, ...input });
    }
    if (tookPass && error instanceof AppError && error.key === 'enterpriseCodeTaken') {
      // Another enterprise passed with this code meanwhile: the application fails with that reason.
      await deps.db.transaction().execute((trx) =>
        finishApplication(trx, {
          applicationId: input.id,
          status: 'failed',
          reason: 'enterpriseCodeTaken',
          now,
          from: ['awaitingAmount'],
        }),
      );
    }
    throw error;
  }
  const row = (await q.findApplication(deps.db, input.id))!;
  if (counted)
    await logAct(
      deps,
      caller,
      enterpriseId,
      authPhrase('enterpriseAuth.amount', row, row.status),
      `${logLine(deps, row, row.status)}; amount entry ${counted}`,
    );
  if (answer?.kind === 'error') {
    throw new AppError(
      answer.key,
      answer.attemptsLeft === undefined ? {} : { attemptsLeft: answer.attemptsLeft },
      answer.attemptsLeft === undefined ? null : { attemptsLeft: answer.attemptsLeft },
    );
  }
  return viewOf(deps, row);
}
