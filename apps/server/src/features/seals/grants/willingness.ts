import { type CodeSent, smsCodeValidityMs } from '@console/contract';
import { translate } from '@console/phrases';
import type { UserCaller } from '../../../platform/caller.js';
import { type CodePurpose, checkCodeOfField, issueCode } from '../../../platform/codes.js';
import type { Deps } from '../../../platform/context.js';
import { languageOf, messageText, sendNow } from '../../../platform/delivery.js';
import { AppError } from '../../../platform/errors.js';
import { openPhone } from '../../../platform/personal-data.js';
import { accountRecordOf } from '../../account/index.js';
import { enterpriseNamesOf } from '../../enterprise/index.js';

/**
 * The willingness check of a grant or an authorization: an SMS code to the acting administrator's own
 * phone, sent from their session (budgeted per account) and checked beside the form's `code` field;
 * the caller spends it in the transaction that writes the grant.
 */

async function phoneOf(deps: Deps, caller: UserCaller): Promise<{ phone: string; language: string | null }> {
  const row = await accountRecordOf(deps, { userId: caller.user.userId });
  const phone = openPhone(deps, row?.phone_cipher ?? null);
  if (!phone) throw new AppError('phoneNotBound');
  return { phone, language: row?.language ?? null };
}

export async function sendWillingnessCode(
  deps: Deps,
  o: { caller: UserCaller; enterpriseId: string; purpose: CodePurpose; message: 'sealGrantCodeSms' | 'sealAutoSignCodeSms' },
): Promise<CodeSent> {
  const { phone, language } = await phoneOf(deps, o.caller);
  const { code, sent } = await issueCode(deps, {
    purpose: o.purpose,
    recipient: phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: o.caller.user.userId },
  });
  const lang = languageOf(language, o.caller.lang);
  await sendNow(deps, o.caller.log, {
    channel: 'sms',
    to: phone,
    purpose: o.message,
    text: messageText(lang, `messages.${o.message}`, {
      appName: translate(lang, 'common.appName'),
      enterpriseName: (await enterpriseNamesOf(deps, { enterpriseIds: [o.enterpriseId] })).get(o.enterpriseId)?.name ?? '',
      code,
    }),
  });
  return sent;
}

/** Checks the code (a wrong one is said beside `code`); answers the code's id to spend with the write. */
export async function checkWillingness(deps: Deps, o: { caller: UserCaller; purpose: CodePurpose; code: string }): Promise<string> {
  const { phone } = await phoneOf(deps, o.caller);
  return checkCodeOfField(deps, { purpose: o.purpose, recipient: phone, code: o.code }, o.caller.lang);
}
