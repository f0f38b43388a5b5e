import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
import { WebhookUnreachable, postSigned } from '../platform/webhook.js';
import { writeOutboxMessage } from './outbox.js';

export interface OutgoingSms {
  to: string;
  text: string;
  purpose: string;
}

export interface SmsProvider {
  readonly kind: 'webhook' | 'outbox';
  send(sms: OutgoingSms): Promise<void>;
}

export interface SmsSettings {
  webhook?: { url: string; secret: string };
  dataDir: string;
}

export interface SmsWebhookOptions {
  /** Waits before the 2nd, 3rd… try; its length + 1 is the number of tries. */
  retryDelaysMs?: number[];
  /** Per try. */
  timeoutMs?: number;
}

export class SmsDeliveryError extends Error {
  constructor(
    message: string,
    readonly tries: number,
  ) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * The SMS webhook (SMS_WEBHOOK_URL): POST `{to,text,purpose}` signed in `X-Signature`, retried on
 * network failures and 5xx; otherwise the outbox folder `DATA_DIR/outbox/sms`.
 */
export function createSmsProvider(settings: SmsSettings, clock: Clock, options: SmsWebhookOptions = {}): SmsProvider {
  const webhook = settings.webhook;
  if (webhook) {
    const delays = options.retryDelaysMs ?? [500, 2000];
    const timeoutMs = options.timeoutMs ?? 10_000;
    return {
      kind: 'webhook',
      async send(sms) {
        let answer;
        try {
          answer = await postSigned(
            webhook,
            { to: sms.to, text: sms.text, purpose: sms.purpose },
            { retryDelaysMs: delays, timeoutMs, timestamp: Math.floor(clock.now() / 1000) },
          );
        } catch (error) {
          if (error instanceof WebhookUnreachable)
            throw new SmsDeliveryError(`SMS webhook failed after ${error.tries} tries: ${error.message}`, error.tries);
          throw error;
        }
        if (answer.status >= 200 && answer.status < 300) return;
        throw new SmsDeliveryError(`SMS webhook refused the message: HTTP ${answer.status}`, answer.tries);
      },
    };
  }
  return {
    kind: 'outbox',
    async send(sms) {
      const now = clock.now();
      writeOutboxMessage(settings.dataDir, 'sms', { id: newId(now), to: sms.to, text: sms.text, purpose: sms.purpose, createdAt: now });
    },
  };
}
