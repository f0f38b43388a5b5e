import { type Language, translate } from '@console/phrases';
import type { Message } from '../../platform/delivery.js';

/** The messages of sign-in and registration, in the person's language. */

export function registerEmail(lang: Language, to: string, code: string, link: string): Message {
  const appName = translate(lang, 'common.appName');
  return {
    channel: 'mail',
    to,
    purpose: 'register',
    subject: translate(lang, 'messages.registerEmail.subject', { appName }),
    text: translate(lang, 'messages.registerEmail.text', { appName, code, link }),
  };
}

export function codeSms(lang: Language, to: string, code: string, purpose: 'register' | 'login' | 'reset'): Message {
  const key = purpose === 'register' ? 'messages.registerSms' : purpose === 'login' ? 'messages.loginSms' : 'messages.resetSms';
  return { channel: 'sms', to, purpose, text: translate(lang, key, { appName: translate(lang, 'common.appName'), code }) };
}

export function resetEmail(lang: Language, to: string, code: string, userName: string): Message {
  const appName = translate(lang, 'common.appName');
  return {
    channel: 'mail',
    to,
    purpose: 'reset',
    subject: translate(lang, 'messages.resetEmail.subject', { appName }),
    text: translate(lang, 'messages.resetEmail.text', { appName, code, userName }),
  };
}
