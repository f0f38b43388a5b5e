import { randomInt } from 'node:crypto';
import type { CapabilityName, CodeSent } from '@console/contract';
import { consumeCode, countCodeTry, deleteExpiredCodes, upsertCode, voidCode } from './codes-queries.js';
import type { Deps } from './context.js';
import { safeEqual } from './crypto.js';
import type { Language } from '@console/phrases';
import { AppError, fieldError } from './errors.js';
import { newId } from './ids.js';
import { claimSendToRecipient, countSendFromAccount, limits, sendSourceOfAccount, sendSourceOfIp, sendTooSoon } from './limits.js';
import { keyedHash } from './personal-data.js';
import { isKnownSource } from './sign-in-sources.js';

declare const purposeBrand: unique symbol;
/**
 * What a code (or a step ticket) is for; a code for one purpose never opens another. Only
 * `definePurposes` makes one, so every purpose is registered by the capability that owns it.
 */
export type CodePurpose = string & { readonly [purposeBrand]: true };

const owners = new Map<string, CapabilityName>();

/**
 * A capability's code purposes, by a name of its choosing → the name stored in the table's rows
 * (which never changes). Two capabilities claiming one stored name is a programming error, caught
 * when the module loads.
 */
export function definePurposes<const T extends Record<string, string>>(
  owner: CapabilityName,
  purposes: T,
): { readonly [K in keyof T]: CodePurpose } {
  for (const stored of Object.values(purposes)) {
    const current = owners.get(stored);
    if (current && current !== owner) throw new Error(`code purpose ${stored} is ${current}'s, ${owner} cannot register it`);
    owners.set(stored, owner);
  }
  return Object.freeze({ ...purposes }) as unknown as { readonly [K in keyof T]: CodePurpose };
}

/** Every registered purpose and its capability (for the tests that check ownership). */
export const registeredPurposes = (): ReadonlyMap<string, CapabilityName> => owners;

type CodeDeps = Pick<Deps, 'db' | 'clock' | 'config' | 'limiter' | 'redis'>;

/** Recipients are looked up by keyed hash: the table of codes holds no e-mail or phone in the clear. */
export function recipientHash(deps: Pick<Deps, 'config'>, recipient: string): string {
  return keyedHash(deps, 'recipient', recipient.trim().toLowerCase());
}

function codeHash(deps: Pick<Deps, 'config'>, purpose: CodePurpose, recipient: string, code: string): string {
  return keyedHash(deps, 'code', purpose, recipientHash(deps, recipient), code);
}

/**
 * What stands in front of a send. Every code goes to a recipient the sender may not own (a phone
 * typed on a public form, a new phone, a new master), so each send names its proof: a captcha the
 * caller solved (with its proof of work) from an address, or a signed-in session, whose sends are
 * budgeted per account. The address or the account is also the source a recipient's budget counts.
 */
export type SendGate = { by: 'captcha'; ip: string } | { by: 'session'; userId: string };

/**
 * Makes a new random 6-digit code for purpose+recipient, replacing the previous one, within the
 * send limits: per source (the gate's address or account) one send to a recipient a minute whatever
 * it is for and 5 an hour (sliding), a cap over all sources but the owner's, and the session's own
 * budget. `owner` names the recipient's account ('u:<id>') when the caller knows it: a send from a
 * source where it signed in before is the owner's and is outside the overall cap. The caller
 * delivers the code (or, for a recipient without an account, does not, answering the same).
 */
export async function issueCode(
  deps: CodeDeps,
  input: {
    purpose: CodePurpose;
    recipient: string;
    validityMs: number;
    gate: SendGate;
    owner?: string | undefined;
    /** Its own one-a-minute slot within the hourly caps (`SendFrom.slot`). */
    cooldownSlot?: string;
  },
): Promise<{ code: string; sent: CodeSent }> {
  const now = deps.clock.now();
  const rHash = recipientHash(deps, input.recipient);
  const { gate, owner, cooldownSlot: slot } = input;
  if (gate.by === 'session') await countSendFromAccount(deps, gate.userId);
  await claimSendToRecipient(
    deps,
    rHash,
    gate.by === 'session'
      ? { source: sendSourceOfAccount(gate.userId), isOwner: async () => owner === `u:${gate.userId}`, slot }
      : { source: sendSourceOfIp(gate.ip), isOwner: async () => !!owner && (await isKnownSource(deps, owner, gate.ip)), slot },
  );
  const code = String(randomInt(1_000_000)).padStart(6, '0');
  const stored = await upsertCode(
    deps.db,
    {
      id: newId(now),
      purpose: input.purpose,
      recipientHash: rHash,
      codeHash: codeHash(deps, input.purpose, input.recipient, code),
      sentAt: now,
      expiresAt: now + input.validityMs,
    },
    limits.sendCooldownMs,
  );
  // Another process sent one between our read and our write.
  if (!stored) throw sendTooSoon(limits.sendCooldownMs);
  return { code, sent: { resendAfter: limits.sendCooldownMs / 1000, expiresAt: now + input.validityMs } };
}

/**
 * Checks a code without using it up (the caller consumes it once everything else is right).
 * Every try counts; after 5 the code is void, right or wrong. A missing, used or expired code
 * answers exactly like a wrong one.
 */
export async function checkCode(deps: CodeDeps, input: { purpose: CodePurpose; recipient: string; code: string }): Promise<string> {
  const now = deps.clock.now();
  const row = await countCodeTry(deps.db, input.purpose, recipientHash(deps, input.recipient), now, limits.codeTries);
  if (!row || !safeEqual(row.code_hash, codeHash(deps, input.purpose, input.recipient, input.code))) throw new AppError('codeWrong');
  return row.id;
}

/** `checkCode` for a form: a wrong code is said beside its input (`code` unless named), in the caller's language. */
export async function checkCodeOfField(
  deps: CodeDeps,
  input: { purpose: CodePurpose; recipient: string; code: string },
  lang: Language,
  field = 'code',
): Promise<string> {
  try {
    return await checkCode(deps, input);
  } catch (error) {
    throw error instanceof AppError && error.key === 'codeWrong' ? fieldError('codeWrong', field, lang) : error;
  }
}

/** Uses a checked code up; a second use, even racing, is a wrong code. `db` may be a transaction. */
export async function useCode(deps: Pick<Deps, 'db' | 'clock'>, codeId: string, db = deps.db): Promise<void> {
  if (!(await consumeCode(db, codeId, deps.clock.now()))) throw new AppError('codeWrong');
}

/** Voids the live code of purpose+recipient (its flow ended another way). */
export async function voidCodeOf(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  input: { purpose: CodePurpose; recipient: string },
): Promise<void> {
  await voidCode(deps.db, input.purpose, recipientHash(deps, input.recipient), deps.clock.now());
}

/** Deletes expired codes and step tickets of every purpose (housekeeping; auth runs it beside its own). */
export async function purgeExpiredCodes(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  await deleteExpiredCodes(deps.db, deps.clock.now());
}
