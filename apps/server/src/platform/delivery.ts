import { type Language, type PhraseKey, type Phrases, isLanguage, phraseTemplate, translate } from '@console/phrases';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Deps } from './context.js';
import { AppError } from './errors.js';
import { type MailProvider, createMailProvider } from '../providers/mail.js';
import { type SmsProvider, createSmsProvider } from '../providers/sms.js';
import { maskEmail, maskPhone } from './personal-data.js';
import { defaultTimeZone, isTimeZone } from './time-zone.js';

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

/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat (and checking the
 * zone by building one) costs far more than formatting — a sign flow's notices spent ~8 ms a flow on
 * it. The zones are IANA's few hundred names, so the map stays small.
 */
const messageFormats = new Map<string, Intl.DateTimeFormat>();
function messageFormat(timeZone?: string | null): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  const found = messageFormats.get(key);
  if (found) return found;
  const zone = isTimeZone(timeZone) ? timeZone : defaultTimeZone;
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  });
  // Only real zones and "none" are kept: a wrong name from a stored profile is not a new entry each time.
  if ((zone === timeZone || !timeZone) && messageFormats.size < 1000) messageFormats.set(key, format);
  return format;
}

/** A time as messages show it: to the minute, in the person's time zone, with its offset ("2026-11-21 20:42 GMT+8"). */
export function messageTime(ms: number, timeZone?: string | null): string {
  const parts = Object.fromEntries(
    messageFormat(timeZone)
      .formatToParts(ms)
      .map((part) => [part.type, part.value]),
  );
  // ICU writes the zero offset as "GMT" or "GMT+0" depending on its version: one spelling.
  const offset = /^GMT(\+0)?$/.test(parts.timeZoneName ?? '') ? 'UTC' : parts.timeZoneName;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute} ${offset}`;
}

type MessageKey = keyof Phrases['messages'];
type MessagePath = Extract<PhraseKey, `messages.${string}`>;

/**
 * The text of a message with its parameters. A value that ends a sentence itself ("Acme Co., Ltd.",
 * a reviewer's note ending in a full stop) takes the place of the template's full stop after it, so
 * no message reads "Co., Ltd..".
 */
export function messageText(lang: Language, key: MessagePath, params: Record<string, string | number>): string {
  return phraseTemplate(lang, key, params).replace(/\{\{\s*(\w+)\s*\}\}([.。])?/g, (whole, name: string, stop: string | undefined) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return stop && /[.。!?！？]$/.test(value) ? value : value + (stop ?? '');
  });
}

/**
 * A notice to a person in their own language (the console's, as they last used it): by SMS when they have a phone, else by e-mail;
 * undefined when they have neither. `sms` names a text, `mail` a subject-and-text pair of `messages`;
 * `appName` is added to the parameters.
 */
export function noticeTo(
  person: { language: string | null; time_zone?: string | null; phone: string | null; email: string | null },
  input: {
    fallback: Language;
    purpose: string;
    sms: MessageKey;
    mail: MessageKey;
    params: Record<string, string | number>;
    /** When it happened: given as `time`, in the person's time zone. */
    at?: number;
  },
): Message | undefined {
  const lang = languageOf(person.language, input.fallback);
  const params = {
    appName: translate(lang, 'common.appName'),
    ...(input.at === undefined ? {} : { time: messageTime(input.at, person.time_zone) }),
    ...input.params,
  };
  if (person.phone)
    return {
      channel: 'sms',
      to: person.phone,
      purpose: input.purpose,
      text: messageText(lang, `messages.${input.sms}` as MessagePath, params),
    };
  if (!person.email) return undefined;
  return {
    channel: 'mail',
    to: person.email,
    purpose: input.purpose,
    subject: messageText(lang, `messages.${input.mail}.subject` as MessagePath, params),
    text: messageText(lang, `messages.${input.mail}.text` as MessagePath, params),
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
