import { createHmac } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { IdentityProvider, VerificationFailure, VerificationOutcome } from './types.js';

export interface HttpIdentitySettings {
  url: string;
  secret: string;
  /** Per call; a vendor slower than this counts as unavailable. */
  timeoutMs?: number;
}

const failures: readonly VerificationFailure[] = [
  'verificationNoRecord',
  'verificationNameMismatch',
  'verificationPhoneMismatch',
  'verificationBankCardMismatch',
  'verificationFaceMismatch',
  'verificationLivenessFailed',
];

/** Hex HMAC-SHA256 of the exact bytes sent, as for the SMS webhook. */
export function signIdentityBody(body: string, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * What the vendor's answer means. Only a well-formed verdict counts: a "fail" without a reason we
 * know, or anything else, is not evidence about the person, so it must not be recorded as a failed
 * check against them; it is answered as the provider being unavailable instead.
 */
export function outcomeOf(answer: unknown): VerificationOutcome {
  if (typeof answer !== 'object' || answer === null) throw new AppError('verificationUnavailable');
  const { result, reason } = answer as { result?: unknown; reason?: unknown };
  if (result === 'pass') return { result: 'pass' };
  if (result === 'manual') return { result: 'manual' };
  if (result === 'fail' && typeof reason === 'string') {
    const key = failures.find((f) => f === reason || f === `verification${reason.charAt(0).toUpperCase()}${reason.slice(1)}`);
    if (key) return { result: 'fail', reason: key };
  }
  throw new AppError('verificationUnavailable');
}

/**
 * The vendor adapter (IDENTITY_PROVIDER=http): POST JSON to `/phone3`, `/bank4` and `/face`, signed
 * in `X-Signature`. One try only: a check may be billed by the vendor, and the person can simply
 * submit again after `verificationUnavailable`.
 */
export function createHttpProvider(settings: HttpIdentitySettings): IdentityProvider {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const post = async (endpoint: string, payload: Record<string, string>): Promise<VerificationOutcome> => {
    const body = JSON.stringify(payload);
    let answer: unknown;
    try {
      const res = await fetch(`${settings.url}/${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': signIdentityBody(body, settings.secret) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new AppError('verificationUnavailable');
      }
      answer = await res.json();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('verificationUnavailable');
    }
    return outcomeOf(answer);
  };
  return {
    checkPhone: ({ name, idNumber, phone }) => post('phone3', { name, idNumber, phone }),
    checkBankCard: ({ name, idNumber, bankCard, phone }) => post('bank4', { name, idNumber, bankCard, phone }),
    checkFace: ({ name, idNumber, mode, video, videoType }) => post('face', { name, idNumber, mode, type: videoType, video: video.toString('base64') }),
  };
}
