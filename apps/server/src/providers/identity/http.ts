import { verificationFailures } from '@console/contract';
import { AppError } from '../../platform/errors.js';
import { postSigned } from '../../platform/webhook.js';
import type { IdentityProvider, VerificationFailure, VerificationOutcome } from './types.js';

export interface HttpIdentitySettings {
  url: string;
  secret: string;
  /** Per call; a vendor slower than this counts as unavailable. */
  timeoutMs?: number;
}

const failures: readonly VerificationFailure[] = verificationFailures;

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
 * The vendor adapter (IDENTITY_PROVIDER=http): POST JSON to `/id2`, `/phone3`, `/bank4` and `/face`, signed
 * in `X-Signature`. One try only: a check may be billed by the vendor, and the person can simply
 * submit again after `verificationUnavailable`.
 */
export function createHttpProvider(settings: HttpIdentitySettings): IdentityProvider {
  const timeoutMs = settings.timeoutMs ?? 15_000;
  const post = async (endpoint: string, payload: Record<string, string>): Promise<VerificationOutcome> => {
    const answer = await postSigned({ url: `${settings.url}/${endpoint}`, secret: settings.secret }, payload, { timeoutMs }).catch(() => {
      throw new AppError('verificationUnavailable');
    });
    if (answer.status < 200 || answer.status >= 300) throw new AppError('verificationUnavailable');
    return outcomeOf(answer.json);
  };
  return {
    checkIdentity: ({ name, idNumber }) => post('id2', { name, idNumber }),
    checkPhone: ({ name, idNumber, phone }) => post('phone3', { name, idNumber, phone }),
    checkBankCard: ({ name, idNumber, bankCard, phone }) => post('bank4', { name, idNumber, bankCard, phone }),
    checkFace: ({ name, idNumber, mode, video, videoType }) =>
      post('face', { name, idNumber, mode, type: videoType, video: video.toString('base64') }),
  };
}
