import {
  type CheckStatus,
  type CodeSent,
  type Page,
  type RealNameApplicationView,
  type RealNameState,
  type RealNameStatus,
  type ResultAuth,
  smsCodeValidityMs,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { maskBankCard, maskIdNumber } from '../../platform/personal-data.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { tenantOf } from '../../platform/tenant.js';
import { type CodePurpose, checkCode, issueCode, useCode } from '../../platform/codes.js';
import { changeAccount } from '../account/index.js';
import { purposes } from './purposes.js';
import { languageOf, sendNow } from '../../platform/delivery.js';
import { countSendFromIp } from '../../platform/limits.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { applicationView, logLine, logPhrase } from './mask.js';
import * as q from './queries.js';
import { assertRules, moveTo, syncPerson } from './record.js';
import { answer, checkStatus, type Identity, log, personOf, reauthenticate, recordNew, rulesFor } from './recording.js';

// ---- where the person stands ------------------------------------------------------------------

export async function getState(deps: Deps, { caller }: { caller: UserCaller }): Promise<RealNameState> {
  const userId = caller.user.userId;
  await q.expireWaiting(deps.db, userId, deps.clock.now());
  const rows = await q.listApplicationsOf(deps.db, userId);
  const status = await syncPerson(deps.db, userId);
  const passed = rows.find((r) => r.status === 'passed');
  const pending = rows.find((r) => r.status === 'underReview' || r.status === 'waiting');
  const current = passed ?? rows[0];
  return {
    status,
    checkStatus: checkStatus(status),
    passedAt: passed ? (passed.decided_at ?? passed.created_at) : null,
    current: current ? applicationView(deps, current) : null,
    pending: pending ? applicationView(deps, pending) : null,
  };
}

export async function getHistory(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<RealNameApplicationView>> {
  const userId = caller.user.userId;
  const scope = { userId };
  const position = listPosition(q.historyOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  await q.expireWaiting(deps.db, userId, deps.clock.now());
  const [rows, total] = await Promise.all([q.pageApplicationsOf(deps.db, userId, position), q.countApplicationsOf(deps.db, userId)]);
  return pageFrom(q.historyOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => applicationView(deps, r) });
}

/** The masked identity that passed, for the profile page; null until one has. */
export async function passedIdentityOf(deps: Deps, userId: string): Promise<{ idNumber: string; bankCard: string | null } | null> {
  const passed = (await q.listApplicationsOf(deps.db, userId)).find((r) => r.status === 'passed');
  if (!passed) return null;
  return {
    idNumber: maskIdNumber(deps.cipher.decrypt(passed.id_number_cipher)),
    bankCard: passed.bank_card_cipher ? maskBankCard(deps.cipher.decrypt(passed.bank_card_cipher)) : null,
  };
}

/**
 * §4/§7: the checkStatus of the session's context. A person's is derived from their applications
 * and stored, so sign-in answers it too; an enterprise's is its own, read with the session.
 */
export async function resultAuth(deps: Deps, { caller }: { caller: UserCaller }): Promise<ResultAuth> {
  const { user } = caller;
  if (tenantOf(user).kind === 'enterprise') return { checkStatus: user.checkStatus as CheckStatus };
  await q.expireWaiting(deps.db, user.userId, deps.clock.now());
  const status: RealNameStatus = await syncPerson(deps.db, user.userId);
  return { checkStatus: checkStatus(status) };
}

/** Actions that need a real name (§7 4020020) call this. */
export async function assertRealNamePassed(deps: Deps, userId: string): Promise<void> {
  const person = await personOf(deps, userId);
  if (person.real_name_status !== 2) throw new AppError('realNameRequired');
}

// ---- phone 3 elements and bank card 4 elements -------------------------------------------------

type CodeMode = 'phone' | 'bank';
const codePurposeOf = (mode: CodeMode): CodePurpose => (mode === 'phone' ? purposes.phone : purposes.bank);

/** A code to the phone being verified (the carrier's or the bank's reserved phone). */
export async function sendElementsCode(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; mode: CodeMode; name: string; idNumber: string; phone: string },
): Promise<CodeSent> {
  await assertRules(deps.db, deps.clock.now(), rulesFor(deps, caller, 'authenticate', input.idNumber));
  const person = await personOf(deps, caller.user.userId);
  await countSendFromIp(deps, caller.ip);
  const { code, sent } = await issueCode(deps, {
    purpose: codePurposeOf(input.mode),
    recipient: input.phone,
    validityMs: smsCodeValidityMs,
    gate: { by: 'session', userId: caller.user.userId },
  });
  const lang = languageOf(person.language, caller.lang);
  const key = input.mode === 'phone' ? 'messages.realNamePhoneSms' : 'messages.realNameBankSms';
  await sendNow(deps, caller.log, {
    channel: 'sms',
    to: input.phone,
    purpose: codePurposeOf(input.mode),
    text: translate(lang, key, { appName: translate(lang, 'common.appName'), code }),
  });
  return sent;
}

/** A wrong code is said beside the code input; other refusals of the code check pass through. */
async function checkCodeFor(deps: Deps, input: Parameters<typeof checkCode>[1], lang: Language): Promise<string> {
  try {
    return await checkCode(deps, input);
  } catch (error) {
    throw error instanceof AppError && error.key === 'codeWrong' ? fieldError('codeWrong', 'code', lang) : error;
  }
}

/**
 * The code, then the provider; one application records the outcome and spends the code. A wrong
 * code or an unreachable provider records nothing.
 */
export async function submitElements(
  deps: Deps,
  {
    caller,
    ...input
  }: { caller: UserCaller; mode: CodeMode; name: string; idNumber: string; phone: string; bankCard?: string; code: string },
): Promise<RealNameApplicationView> {
  await assertRules(deps.db, deps.clock.now(), rulesFor(deps, caller, 'authenticate', input.idNumber));
  const codeId = await checkCodeFor(deps, { purpose: codePurposeOf(input.mode), recipient: input.phone, code: input.code }, caller.lang);
  const provider = deps.providers.identity;
  const identity: Identity = { name: input.name, idNumber: input.idNumber, phone: input.phone, bankCard: input.bankCard };
  const outcome =
    input.mode === 'phone'
      ? await provider.checkPhone({ name: input.name, idNumber: input.idNumber, phone: input.phone })
      : await provider.checkBankCard({ name: input.name, idNumber: input.idNumber, phone: input.phone, bankCard: input.bankCard ?? '' });
  const recorded = await recordNew(deps, caller, {
    purpose: 'authenticate',
    mode: input.mode,
    identity,
    outcome,
    before: (d) => useCode(d, codeId),
  });
  return answer(deps, recorded);
}

// ---- revocation --------------------------------------------------------------------------------

/** Ends the passed identity after the password; the person is not authenticated again, history stays. */
export async function revoke(deps: Deps, { caller, ...input }: { caller: UserCaller; password: string }): Promise<void> {
  await reauthenticate(deps, caller, input.password);
  const userId = caller.user.userId;
  const now = deps.clock.now();
  let revoked: q.ApplicationRow | undefined;
  await deps.db.transaction().execute(async (trx) => {
    await changeAccount({ db: trx }, { userId: userId, now });
    await q.expireWaiting(trx, userId, now);
    const rows = await q.listApplicationsOf(trx, userId);
    revoked = rows.find((r) => r.status === 'passed');
    if (!revoked) throw new AppError('realNameRequired');
    // A change in flight would land on an identity that no longer exists.
    if (rows.some((r) => r.status === 'underReview' || r.status === 'waiting')) throw new AppError('realNameInReview');
    await moveTo(trx, { row: revoked, status: 'revoked', now, set: { status: 'revoked', ended_at: now } });
    await syncPerson(trx, userId);
  });
  await log(deps, { userId, ip: caller.ip }, logPhrase(deps, 'realName.revoke', revoked!, 'revoked'), logLine(deps, revoked!, 'revoked'));
}
