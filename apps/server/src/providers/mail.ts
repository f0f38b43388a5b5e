import nodemailer from 'nodemailer';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { writeOutboxMessage } from './outbox.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Why it is sent, e.g. 'register'; kept with outbox messages so a reader knows what a code is for. */
  purpose: string;
}

export interface MailProvider {
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}

export interface MailSettings {
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

/** SMTP (nodemailer) when SMTP_URL is set; otherwise the outbox folder `DATA_DIR/outbox/mail`. */
export function createMailProvider(settings: MailSettings, clock: Clock): MailProvider {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: settings.mailFrom, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      const now = clock.now();
      writeOutboxMessage(settings.dataDir, 'mail', {
        id: newId(now),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        purpose: mail.purpose,
        createdAt: now,
      });
    },
  };
}
