import type { Deps } from '../../platform/context.js';
import { inspectFaceVideo } from '../../platform/video.js';
import { addMissingEntries, findRegistryEntry } from './registry.js';
import { seedIdentities } from './seed.js';
import type { IdentityProvider, VerificationOutcome } from './types.js';

/** Fewer frames than this cannot show a face turning or an eye blinking. */
const minLivenessFrames = 10;

/** Names match as a person would read them: spacing around them and Latin letter case do not count. */
const sameName = (a: string, b: string) => a.trim().normalize('NFKC').toLowerCase() === b.trim().normalize('NFKC').toLowerCase();

const fail = (reason: Extract<VerificationOutcome, { result: 'fail' }>['reason']): VerificationOutcome => ({ result: 'fail', reason });
const pass: VerificationOutcome = { result: 'pass' };

/**
 * The local provider (IDENTITY_PROVIDER=sandbox): answers from `identity_registry`, where each test
 * identity says how every check comes out, so each outcome of the flows can be reached on purpose.
 */
export function createSandboxProvider(deps: Pick<Deps, 'db' | 'config' | 'cipher'>): IdentityProvider {
  const lookup = async (input: { name: string; idNumber: string }) => {
    const entry = await findRegistryEntry(deps, input.idNumber);
    if (!entry) return { outcome: fail('verificationNoRecord'), entry: null };
    if (!sameName(entry.name, input.name)) return { outcome: fail('verificationNameMismatch'), entry: null };
    return { outcome: null, entry };
  };
  return {
    async checkIdentity(input) {
      const { outcome, entry } = await lookup(input);
      return entry ? pass : outcome;
    },
    async checkPhone(input) {
      const { outcome, entry } = await lookup(input);
      if (!entry) return outcome;
      if (entry.phone !== input.phone.trim() || entry.phoneCheck === 'fail') return fail('verificationPhoneMismatch');
      return pass;
    },
    async checkBankCard(input) {
      const { outcome, entry } = await lookup(input);
      if (!entry) return outcome;
      if (entry.bankCard !== input.bankCard.trim() || entry.phone !== input.phone.trim() || entry.bankCheck === 'fail') {
        return fail('verificationBankCardMismatch');
      }
      return pass;
    },
    async checkFace(input) {
      const { outcome, entry } = await lookup(input);
      if (!entry) return outcome;
      if (framesOf(input.video) < minLivenessFrames) return fail('verificationLivenessFailed');
      if (entry.faceCheck === 'fail') return fail('verificationFaceMismatch');
      if (entry.faceCheck === 'manual') return { result: 'manual' };
      return pass;
    },
  };
}

/** A video the inspector cannot read shows no live face either. */
function framesOf(video: Buffer): number {
  try {
    return inspectFaceVideo(video).frames;
  } catch {
    return 0;
  }
}

/** Puts the documented test people (seed.ts) into the registry if missing; runs at every start. */
export async function ensureSandboxSeed(deps: Deps): Promise<number> {
  return addMissingEntries(deps, seedIdentities, 'seed');
}
