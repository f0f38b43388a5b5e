import {
  type ApplicationStatus,
  type CheckStatus,
  type ErrorKey,
  type FaceMode,
  type RealNameApplicationView,
  type RealNameMode,
  type RealNamePurpose,
  type RealNameStatus,
  checkStatusOf,
  type LogPhraseOf,
} from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { idNumberHash } from '../../platform/personal-data.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { verifyPassword } from '../../platform/password.js';
import type { UserSession } from '../../platform/session.js';
import { type VideoFacts } from '../../platform/video.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { assertOldPasswordTriesLeft, countWrongOldPassword } from '../../platform/sign-in-limits.js';
import { type AccountRecord, accountRecordOf, changeAccount } from '../account/index.js';
import { applicationView, logLine, logPhrase } from './mask.js';
import * as q from './queries.js';
import { isUniqueViolation } from '../../db/database.js';
import { type Rules, assertRules, outcomeStatus, syncPerson } from './record.js';

/**
 * What the person's applications share: who is asking, the rules an application must hold, the sealed
 * row and its recording with the provider's outcome, the operation-log line, the password check.
 */
export interface Identity {
  name: string;
  idNumber: string;
  phone?: string;
  bankCard?: string;
}

export async function personOf(deps: Deps, userId: string): Promise<AccountRecord> {
  const person = await accountRecordOf(deps, { userId: userId });
  // The session was resolved a moment ago; a person gone since is signed out.
  if (!person) throw new AppError('sessionExpired');
  return person;
}

/** Face and blink are separate pages of the catalogue; the body says which one is asking. */
export function assertModeAllowed(user: UserSession, mode: FaceMode): void {
  const code = mode === 'blink' ? 'pAuthBlink' : 'pAuthFace';
  if (!user.modules.some((m) => m.code === code)) throw new AppError('noPermission');
}

export const rulesFor = (deps: Deps, caller: UserCaller, purpose: RealNamePurpose, idNumber: string): Rules => ({
  userId: caller.user.userId,
  purpose,
  idHash: idNumberHash(deps, idNumber),
  lang: caller.lang,
});

export const log = (deps: Deps, by: { userId: string; ip: string }, phrase: LogPhraseOf<'realName'>, content: string) =>
  writeOperationLog(deps, { userId: by.userId, service: 'realName', action: actionOf(phrase), phrase, content, ip: by.ip });

/** §4's checkStatus of a real-name status (0, 2, 3, 4, or 8 in review). */
export const checkStatus = (status: RealNameStatus): CheckStatus => checkStatusOf(status) as CheckStatus;

export function sealedRow(
  deps: Deps,
  input: { id: string; userId: string; purpose: RealNamePurpose; mode: RealNameMode; identity: Identity; idHash: string; now: number },
) {
  const { identity } = input;
  return {
    id: input.id,
    user_id: input.userId,
    purpose: input.purpose,
    mode: input.mode,
    name_cipher: deps.cipher.encrypt(identity.name.trim()),
    id_number_cipher: deps.cipher.encrypt(identity.idNumber),
    id_number_hash: input.idHash,
    phone_cipher: identity.phone ? deps.cipher.encrypt(identity.phone.trim()) : null,
    bank_card_cipher: identity.bankCard ? deps.cipher.encrypt(identity.bankCard.trim()) : null,
    video_file: null,
    video_type: null,
    video_ms: null,
    reason: null,
    review_note: null,
    reviewed_by: null,
    ticket_hash: null,
    ticket_expires_at: null,
    created_at: input.now,
    submitted_at: null,
    decided_at: null,
    ended_at: null,
  } satisfies Omit<q.NewApplication, 'status'>;
}

export interface Recorded {
  row: q.ApplicationRow;
  status: ApplicationStatus;
}

/**
 * One new application with the provider's outcome, after the rules hold again under the person's
 * lock; `before` runs in the same transaction (spending the SMS code), so the code is used exactly
 * when a decision is recorded.
 */
export async function recordNew(
  deps: Deps,
  caller: UserCaller,
  input: {
    purpose: RealNamePurpose;
    mode: RealNameMode;
    identity: Identity;
    outcome: VerificationOutcome;
    video?: { id: string; file: string | null; facts: VideoFacts };
    before?: (db: Deps) => Promise<void>;
  },
): Promise<Recorded> {
  const now = deps.clock.now();
  const rules = rulesFor(deps, caller, input.purpose, input.identity.idNumber);
  const { status, reason } = outcomeStatus(input.outcome);
  const row: q.NewApplication = {
    ...sealedRow(deps, {
      id: input.video?.id ?? newId(now),
      userId: caller.user.userId,
      purpose: input.purpose,
      mode: input.mode,
      identity: input.identity,
      idHash: rules.idHash,
      now,
    }),
    status,
    reason,
    submitted_at: now,
    decided_at: status === 'underReview' ? null : now,
    video_file: input.video?.file ?? null,
    video_type: input.video?.facts.type ?? null,
    video_ms: input.video ? Math.round(input.video.facts.durationMs) : null,
  };
  await deps.db
    .transaction()
    .execute(async (trx) => {
      await changeAccount({ db: trx }, { userId: rules.userId, now });
      const current = await assertRules(trx, now, rules);
      await input.before?.({ ...deps, db: trx });
      await q.insertApplication(trx, row);
      if (status === 'passed' && input.purpose === 'change' && current) {
        await q.moveApplication(trx, current.id, ['passed'], { status: 'superseded', ended_at: now });
      }
      await syncPerson(trx, rules.userId);
    })
    .catch((error: unknown) => {
      // Another account passed this ID number a moment ago (the index of migration 0005).
      throw isUniqueViolation(error) ? fieldError('idNumberTaken', 'idNumber', caller.lang) : error;
    });
  await log(
    deps,
    { userId: rules.userId, ip: caller.ip },
    logPhrase(deps, input.purpose === 'change' ? 'realName.change' : 'realName.submit', row, status),
    logLine(deps, row, status),
  );
  return { row, status };
}

/** The caller hears a failed check as its error, after the attempt was kept in their history. */
export function answer(deps: Deps, recorded: Recorded): RealNameApplicationView {
  if (recorded.status === 'failed') throw new AppError((recorded.row.reason ?? 'verificationNoRecord') as ErrorKey);
  return applicationView(deps, recorded.row);
}

/** Only the account password opens a change or a revocation (wrong ones count toward its lockout). */
export async function reauthenticate(deps: Deps, caller: UserCaller, password: string): Promise<void> {
  const userId = caller.user.userId;
  await assertOldPasswordTriesLeft(deps, userId);
  const person = await personOf(deps, userId);
  if (!(await verifyPassword(person.password_hash, password))) {
    throw await countWrongOldPassword(deps, userId, fieldError('oldPasswordWrong', 'password', caller.lang));
  }
}
