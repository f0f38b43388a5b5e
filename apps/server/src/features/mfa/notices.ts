import type { Language } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { languageOf, messageText, messageTime, sendInBackground } from '../../platform/delivery.js';
import { translate } from '@console/phrases';
import { recipientOf } from '../account/index.js';

/** A change to the account's second factors, as logged and as told to the account. */
export type FactorChange = 'totpAdded' | 'totpRemoved' | 'recoveryRenewed' | 'protectionOn' | 'protectionOff' | PasskeyChange;
/** A change told to the account: also the back office's reset, which `reset.ts` logs with the operator's name. */
type ToldChange = FactorChange | 'factorsReset';
/** A change to the account's passkeys: logged with the passkey's name. */
type PasskeyChange = 'passkeyAdded' | 'passkeyRemoved' | 'passkeyRenamed';
const isPasskeyChange = (change: FactorChange): change is PasskeyChange => change.startsWith('passkey');

/**
 * Logs a factor change and tells the account by SMS and by e-mail (whichever it has): someone who
 * took over the session cannot quietly add or drop a factor.
 */
export async function recordFactorChange(
  deps: Deps,
  input: {
    userId: string;
    userName: string;
    change: FactorChange;
    /** The passkey's name, for a passkey's change. */
    name?: string;
    ip: string;
    device?: string;
    lang: Language;
    log: FastifyBaseLogger;
  },
): Promise<void> {
  await writeOperationLog(deps, {
    userId: input.userId,
    service: 'account',
    action: input.change,
    phrase: isPasskeyChange(input.change)
      ? { key: `account.${input.change}`, params: { account: input.userName, name: input.name ?? '' } }
      : { key: `account.${input.change}`, params: { account: input.userName } },
    content: input.name === undefined ? input.userName : `${input.userName} (${input.name})`,
    ip: input.ip,
    device: input.device,
  });
  await tellFactorChange(deps, input);
}

/** Tells the account of a factor change by SMS and by e-mail (whichever it has), in its language. */
export async function tellFactorChange(
  deps: Deps,
  input: { userId: string; change: ToldChange; lang: Language; log: FastifyBaseLogger },
): Promise<void> {
  const person = await recipientOf(deps, input.userId);
  if (!person) return;
  const lang = languageOf(person.language, input.lang);
  const params = {
    appName: translate(lang, 'common.appName'),
    userName: person.accountName,
    time: messageTime(deps.clock.now(), person.time_zone),
    change: translate(lang, `messages.mfaChange.${input.change}`),
  };
  const purpose = 'mfa_changed';
  if (person.phone)
    sendInBackground(deps, input.log, {
      channel: 'sms',
      to: person.phone,
      purpose,
      text: messageText(lang, 'messages.mfaChangedSms', params),
    });
  if (person.email)
    sendInBackground(deps, input.log, {
      channel: 'mail',
      to: person.email,
      purpose,
      subject: messageText(lang, 'messages.mfaChangedEmail.subject', params),
      text: messageText(lang, 'messages.mfaChangedEmail.text', params),
    });
}
