import type {
  ApplicationStatus,
  LogPhraseOf,
  RealNameMode,
  RealNamePurpose,
  ReviewDetail,
  ReviewListItem,
  ReviewPage,
} from '@console/contract';
import type { Language } from '@console/phrases';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { type Message, noticeTo, sendInBackground } from '../../platform/delivery.js';
import { maskIdNumber, maskName, openPhone } from '../../platform/personal-data.js';
import { type AccountRecord, accountNamesOf, accountRecordOf, changeAccount } from '../account/index.js';
import { applicationView, logLine, logPhrase, openIdentity } from './mask.js';
import * as q from './queries.js';
import { moveTo, syncPerson } from './record.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';

/**
 * The operator's queue of personal applications. Only here, to the operator reviewing one
 * application, is an identity shown in the clear, and every such read is in the operation log.
 */

type Row = q.ApplicationRow & { account_name: string };

function listItem(deps: Deps, row: Row): ReviewListItem {
  return {
    id: row.id,
    userAccountName: row.account_name,
    purpose: row.purpose as RealNamePurpose,
    mode: row.mode as RealNameMode,
    status: row.status as ApplicationStatus,
    name: maskName(deps.cipher.decrypt(row.name_cipher)),
    idNumber: maskIdNumber(deps.cipher.decrypt(row.id_number_cipher)),
    submittedAt: row.submitted_at,
    reason: row.reason,
  };
}

export async function listApplications(
  deps: Deps,
  input: { caller: OperatorCaller; status?: ApplicationStatus; after?: string; pageSize: number },
): Promise<ReviewPage> {
  const scope = { status: input.status };
  const position = listPosition(q.reviewOrder, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const [rows, total] = await Promise.all([
    q.listForReview(deps.db, { status: input.status, position }),
    q.countForReview(deps.db, input.status),
  ]);
  const names = await accountNamesOf(deps, { userIds: rows.slice(0, input.pageSize).map((r) => r.user_id) });
  const view = (r: q.ApplicationRow) => listItem(deps, { ...r, account_name: names.get(r.user_id) ?? '' });
  return pageFrom(q.reviewOrder, { scope, pageSize: input.pageSize, rows, total, view });
}

async function applicationWithPerson(deps: Deps, id: string): Promise<{ row: q.ApplicationRow; person: AccountRecord }> {
  const row = await q.findApplication(deps.db, id);
  const person = row && (await accountRecordOf(deps, { userId: row.user_id }));
  if (!row || !person) throw new AppError('notFound');
  return { row, person };
}

const opsLog = (deps: Deps, caller: OperatorCaller, userId: string, phrase: LogPhraseOf<'realName'>, content: string) =>
  writeOperationLog(deps, {
    userId,
    operatorId: caller.operator.operatorId,
    service: 'realName',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

export async function getApplication(deps: Deps, { caller, id }: { caller: OperatorCaller; id: string }): Promise<ReviewDetail> {
  const { row, person } = await applicationWithPerson(deps, id);
  const identity = openIdentity(deps, row);
  const history = (await q.listApplicationsOf(deps.db, row.user_id)).filter((r) => r.id !== row.id).map((r) => applicationView(deps, r));
  await opsLog(
    deps,
    caller,
    row.user_id,
    logPhrase(deps, 'realName.readApplication', row, row.status),
    `${person.account_name}: ${logLine(deps, row, row.status)}`,
  );
  return {
    ...listItem(deps, { ...row, account_name: person.account_name }),
    name: identity.name,
    idNumber: identity.idNumber,
    userId: row.user_id,
    phone: identity.phone,
    bankCard: identity.bankCard,
    hasVideo: !!row.video_file,
    videoMs: row.video_ms,
    reviewNote: row.review_note,
    reviewedBy: row.reviewed_by,
    decidedAt: row.decided_at,
    history,
  };
}

/** The decrypted video and its content type, for the reviewing operator only (the read is logged). */
export async function readVideo(
  deps: Deps,
  { caller, id }: { caller: OperatorCaller; id: string },
): Promise<{ bytes: Buffer; type: string }> {
  const { row, person } = await applicationWithPerson(deps, id);
  if (!row.video_file) throw new AppError('notFound');
  const bytes = await readSealedFile(deps, row.video_file);
  await opsLog(
    deps,
    caller,
    row.user_id,
    logPhrase(deps, 'realName.readVideo', row, row.status),
    `${person.account_name}: ${logLine(deps, row, row.status)}`,
  );
  return { bytes, type: row.video_type ?? 'application/octet-stream' };
}

/** The decision, told to the person in their language (SMS, else e-mail). */
function notice(
  deps: Deps,
  person: AccountRecord,
  decision: 'pass' | 'reject',
  note: string,
  now: number,
  fallback: Language,
): Message | undefined {
  const pass = decision === 'pass';
  return noticeTo(
    { language: person.language, time_zone: person.time_zone, phone: openPhone(deps, person.phone_cipher), email: person.email },
    {
      fallback,
      purpose: `real_name_${decision}`,
      sms: pass ? 'realNamePassedSms' : 'realNameRejectedSms',
      mail: pass ? 'realNamePassedEmail' : 'realNameRejectedEmail',
      params: { userName: person.account_name, note },
      at: now,
    },
  );
}

/**
 * Passes or rejects an application in review (once: a decided one answers reviewAlreadyDecided).
 * A change that passes supersedes the identity it replaces; a rejected change leaves it in place.
 */
export async function decide(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; id: string; decision: 'pass' | 'reject'; reason: string },
): Promise<void> {
  const { row: found, person } = await applicationWithPerson(deps, input.id);
  const now = deps.clock.now();
  const status: ApplicationStatus = input.decision === 'pass' ? 'passed' : 'rejected';
  let row = found;
  await deps.db.transaction().execute(async (trx) => {
    await changeAccount({ db: trx }, { userId: found.user_id, now });
    row = (await q.findApplication(trx, found.id)) ?? found;
    if (row.status !== 'underReview') throw new AppError('reviewAlreadyDecided');
    const rows = await q.listApplicationsOf(trx, row.user_id);
    const current = rows.find((r) => r.status === 'passed');
    if (status === 'passed' && (await q.idNumberPassedByOther(trx, row.id_number_hash, row.user_id))) throw new AppError('idNumberTaken');
    await moveTo(trx, {
      row,
      status,
      now,
      current,
      set: { status, review_note: input.reason || null, reviewed_by: caller.operator.operatorId },
    });
    await syncPerson(trx, row.user_id);
  });
  await opsLog(
    deps,
    caller,
    row.user_id,
    logPhrase(deps, input.decision === 'pass' ? 'realName.approve' : 'realName.reject', row, status),
    `${person.account_name}: ${logLine(deps, row, status)}`,
  );
  const message = notice(deps, person, input.decision, input.reason, now, caller.lang);
  if (message) sendInBackground(deps, caller.log, message);
}
