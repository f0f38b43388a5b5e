import { createHmac } from 'node:crypto';
import type { Clock } from '../platform/clock.js';
import { newId } from '../platform/ids.js';
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

/** Hex HMAC-SHA256 of the exact bytes sent, so the receiver can check them before parsing. */
export function signSmsBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A gateway that answers 4xx refused the message itself; trying again would not change that. */
const retryable = (status: number) => status >= 500 || status === 429 || status === 408;

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
        const body = JSON.stringify({ to: sms.to, text: sms.text, purpose: sms.purpose });
        const signature = signSmsBody(body, webhook.secret);
        let lastProblem = '';
        for (let attempt = 0; attempt <= delays.length; attempt++) {
          if (attempt > 0) await wait(delays[attempt - 1]!);
          try {
            const res = await fetch(webhook.url, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-signature': signature },
              body,
              signal: AbortSignal.timeout(timeoutMs),
            });
            await res.body?.cancel();
            if (res.ok) return;
            lastProblem = `HTTP ${res.status}`;
            if (!retryable(res.status)) throw new SmsDeliveryError(`SMS webhook refused the message: ${lastProblem}`, attempt + 1);
          } catch (error) {
            if (error instanceof SmsDeliveryError) throw error;
            lastProblem = error instanceof Error ? error.message : String(error);
          }
        }
        throw new SmsDeliveryError(`SMS webhook failed after ${delays.length + 1} tries: ${lastProblem}`, delays.length + 1);
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
