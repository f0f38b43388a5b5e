import { randomInt } from 'node:crypto';
import { remittanceRules } from '@console/contract';
import { translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { openPhone } from '../../platform/personal-data.js';
import { languageOf, messageText, problemOf, sendNow } from '../../platform/delivery.js';
import { maskBankCard } from '../../platform/personal-data.js';
import { accountRecordOf } from '../account/index.js';
import { finishApplication } from './outcome.js';
import * as q from './queries.js';
import { amountDeadlineFrom, deadlinePassed, stateOf } from './remittance.js';

/**
 * The platform's side of the bank modes: a random amount under 1 yuan remitted to the enterprise's
 * account, right after the application is committed and again from the sweeper until it is made
 * or the 2 hours are up. One remitter at a time per application (a conditional claim).
 */

export type RemitResult = 'remitted' | 'notDue' | 'failed' | 'ended';

export async function remitApplication(deps: Deps, applicationId: string, log: FastifyBaseLogger): Promise<RemitResult> {
  const row = await q.findApplication(deps.db, applicationId);
  if (!row || row.status !== 'remitting' || row.remittance_id !== null) return 'notDue';
  const now = deps.clock.now();
  const end = deadlinePassed(stateOf(row), now);
  if (end) {
    await deps.db
      .transaction()
      .execute((trx) => finishApplication(trx, { applicationId, status: end.status, reason: end.reason, now, from: ['remitting'] }));
    return 'ended';
  }
  const claim = newId(now);
  if (!(await q.claimRemittance(deps.db, applicationId, claim))) return 'notDue';
  const amountFen = randomInt(remittanceRules.minFen, remittanceRules.maxFen + 1);
  const account = deps.cipher.decrypt(row.bank_account_cipher ?? '');
  let sentAt: number;
  try {
    ({ sentAt } = await deps.providers.bank.remit({
      reference: applicationId,
      applicationId,
      enterpriseId: row.enterprise_id,
      account,
      accountName: row.enterprise_name,
      accountBank: row.account_bank ?? '',
      branch: row.branch ?? '',
      amountFen,
    }));
  } catch (error) {
    await q.releaseRemittance(deps.db, applicationId, claim);
    log.error({ problem: problemOf(error), applicationId, account: maskBankCard(account) }, 'remittance not made; the sweeper tries again');
    return 'failed';
  }
  const moved = await q.moveApplication(deps.db, applicationId, ['remitting'], {
    status: 'awaitingAmount',
    remitted_at: sentAt,
    amount_fen: amountFen,
    amount_deadline_at: amountDeadlineFrom(sentAt),
  });
  if (!moved) return 'ended';
  await tellApplicant(deps, log, { userId: row.applicant_user_id, enterpriseName: row.enterprise_name, account });
  return 'remitted';
}

/** 'We have remitted a small amount…' to the applicant's own phone, when they have one. */
async function tellApplicant(
  deps: Deps,
  log: FastifyBaseLogger,
  input: { userId: string; enterpriseName: string; account: string },
): Promise<void> {
  const person = await accountRecordOf(deps, { userId: input.userId });
  const phone = openPhone(deps, person?.phone_cipher ?? null);
  if (!phone) return;
  const lang = languageOf(person?.language, 'en');
  const text = messageText(lang, 'messages.enterpriseRemittedSms', {
    appName: translate(lang, 'common.appName'),
    bankAccount: maskBankCard(input.account),
    enterpriseName: input.enterpriseName,
  });
  // The remittance is made either way; a lost SMS is logged (sendNow logs it) and not retried.
  await sendNow(deps, log, { channel: 'sms', to: phone, purpose: 'enterpriseRemitted', text }).catch(() => undefined);
}
