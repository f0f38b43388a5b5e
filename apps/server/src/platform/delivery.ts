import { type Language, type Phrases, isLanguage, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { type MailProvider, createMailProvider } from '../providers/mail.js';
import { type SmsProvider, createSmsProvider } from '../providers/sms.js';
import { maskEmail, maskPhone } from './personal-data.js';

interface Providers {
  mail: MailProvider;
  sms: SmsProvider;
}

// Built once per app (its config), from config alone: the platform stays free of providers.
const built = new WeakMap<Config, Providers>();

export function providersOf(deps: Pick<Deps, 'config' | 'clock'>): Providers {
  let providers = built.get(deps.config);
  if (!providers) {
    const { config } = deps;
    providers = {
      mail: createMailProvider({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, dataDir: config.dataDir }, deps.clock),
      sms: createSmsProvider({ webhook: config.smsWebhook, dataDir: config.dataDir }, deps.clock),
    };
    built.set(deps.config, providers);
  }
  return providers;
}

export const languageOf = (stored: string | null | undefined, fallback: Language): Language => (isLanguage(stored) ? stored : fallback);

/** A time as messages show it: to the minute, in UTC (the texts say so). */
export const messageTime = (ms: number): string => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

type MessageKey = keyof Phrases['messages'];

/**
 * A notice to a person in their own language: by SMS when they have a phone, else by e-mail;
 * undefined when they have neither. `sms` names a text, `mail` a subject-and-text pair of `messages`;
 * `appName` is added to the parameters.
 */
export function noticeTo(
  person: { language: string | null; phone: string | null; email: string | null },
  input: { fallback: Language; purpose: string; sms: MessageKey; mail: MessageKey; params: Record<string, string | number> },
): Message | undefined {
  const lang = languageOf(person.language, input.fallback);
  const params = { appName: translate(lang, 'common.appName'), ...input.params };
  if (person.phone)
    return { channel: 'sms', to: person.phone, purpose: input.purpose, text: translate(lang, `messages.${input.sms}`, params) };
  if (!person.email) return undefined;
  return {
    channel: 'mail',
    to: person.email,
    purpose: input.purpose,
    subject: translate(lang, `messages.${input.mail}.subject`, params),
    text: translate(lang, `messages.${input.mail}.text`, params),
  };
}

export type Message =
  | { channel: 'mail'; to: string; purpose: string; subject: string; text: string }
  | { channel: 'sms'; to: string; purpose: string; text: string };

async function deliver(deps: Pick<Deps, 'config' | 'clock'>, message: Message): Promise<void> {
  const { mail, sms } = providersOf(deps);
  if (message.channel === 'mail') await mail.send(message);
  else await sms.send(message);
}

const masked = (message: Message) => (message.channel === 'mail' ? maskEmail(message.to) : maskPhone(message.to));

/** What went wrong, for the log: gateways and SMTP servers like to quote the recipient back. */
export function problemOf(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, (m) => maskEmail(m)).replace(/(?<!\d)1\d{10}(?!\d)/g, (m) => maskPhone(m));
}

function logFailure(log: FastifyBaseLogger, message: Message, error: unknown): void {
  log.error(
    { problem: problemOf(error), channel: message.channel, to: masked(message), purpose: message.purpose },
    'message not delivered',
  );
}

/** Sends and waits: a failure is answered to the person (they can try again). */
export async function sendNow(deps: Pick<Deps, 'config' | 'clock'>, log: FastifyBaseLogger, message: Message): Promise<void> {
  try {
    await deliver(deps, message);
  } catch (error) {
    logFailure(log, message, error);
    throw new AppError('sendFailed');
  }
}

/**
 * Sends without waiting, where waiting would tell whether an account exists (a send that happens
 * only for a real account takes longer). The outbox writes before its first await, so locally the
 * message is on disk when the request is answered; a gateway failure is logged.
 */
export function sendInBackground(deps: Pick<Deps, 'config' | 'clock'>, log: FastifyBaseLogger, message: Message): void {
  deliver(deps, message).catch((error: unknown) => logFailure(log, message, error));
}
