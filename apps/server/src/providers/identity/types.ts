import type { FaceMode, VerificationFailure } from '@console/contract';

/** Why a check said no: keys of the error catalogue, shown to the person and kept on the application. */
export type { VerificationFailure };

/** 'manual': the provider could not decide; an operator reviews the application. */
export type VerificationOutcome = { result: 'pass' } | { result: 'fail'; reason: VerificationFailure } | { result: 'manual' };

/**
 * An identity-verification provider: a vendor over HTTP, or the sandbox that answers from
 * the `identity_registry` table. Inputs are already valid by §5 (and GB 11643); a provider that cannot
 * be reached throws `AppError('verificationUnavailable')`, which records nothing.
 */
export interface IdentityProvider {
  /** Two elements: does the ID number belong to this name (the identity registry's record)? */
  checkIdentity(input: { name: string; idNumber: string }): Promise<VerificationOutcome>;
  /** Phone 3 elements: is the phone registered to this name and ID number (carrier check)? */
  checkPhone(input: { name: string; idNumber: string; phone: string }): Promise<VerificationOutcome>;
  /** Bank card 4 elements: card, its reserved phone, name and ID number. */
  checkBankCard(input: { name: string; idNumber: string; bankCard: string; phone: string }): Promise<VerificationOutcome>;
  /** Face or blink video (type and duration already checked by content) against the ID number's photo. */
  checkFace(input: { name: string; idNumber: string; mode: FaceMode; video: Buffer; videoType: string }): Promise<VerificationOutcome>;
}
