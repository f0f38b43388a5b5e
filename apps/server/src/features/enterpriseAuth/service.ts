import {
  type EnterpriseApplicationInput,
  type EnterpriseApplicationStatus,
  type EnterpriseApplicationView,
  type EnterpriseAuthMode,
  type ErrorKey,
  type Page,
  type PageCode,
  amountToFen,
  permits,
  realNameStatus,
} from '@console/contract';
import { type Db, isUniqueViolation } from '../../db/database.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { idNumberHash, keyedHash } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { remitApplication } from './bank.js';
import { assertDocuments, deleteDueDocuments, releaseDocuments } from './documents.js';
import { startLegalPerson } from './legalPerson.js';
import { finishApplication, identityKeyOf, isInProgress, syncEnterprise } from './outcome.js';
import * as q from './queries.js';
import { type DeadlineOutcome, attemptsLeftOf, deadlinePassed, decideAmount, remitDueFrom, replayOf, stateOf } from './remittance.js';
import { applicationView, authPhrase, logLine } from './view.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';

/**
 * Enterprise real-name authentication (§2 eAuthRealName, §4, §7): createAuth / updateAuth record an
 * application in any mode, selectProjectInfo and the history read it, bankAuthSubmit takes the
 * remitted amount. Deadlines (2 h remittance, 72 h amount, the legal representative's link) are
 * applied lazily on every read and by the sweeper.
 */

/** The page of the module catalogue each mode is (§2). */
const modePage: Record<EnterpriseAuthMode, PageCode> = {
  bank: 'bankAuthWriteInfo',
  bankLegal: 'bankLegalRepresentative',
  legalPerson: 'legalPersonAuthSubmit',
  documents: 'companyAuthSubmit',
};

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'enterpriseAuth'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'enterpriseAuth',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

async function viewOf(deps: Deps, row: q.ApplicationRow): Promise<EnterpriseApplicationView> {
  const applicant = await q.findUserContact(deps.db, row.applicant_user_id);
  return applicationView(deps, row, applicant?.account_name ?? '');
}

// ---- deadlines ----------------------------------------------------------------------------------

/** The deadline that has ended an application by `now`, whatever its mode. */
export function deadlineOf(
  row: q.ApplicationRow,
  now: number,
): DeadlineOutcome | { status: 'expired'; reason: 'legalPersonLinkExpired' } | null {
  if (row.status === 'awaitingLegalPerson' && row.legal_ticket_expires_at !== null && now > row.legal_ticket_expires_at) {
    return { status: 'expired', reason: 'legalPersonLinkExpired' };
  }
  return deadlinePassed(stateOf(row), now);
}

/** Ends one overdue application (one conditional update: a concurrent ender changes nothing). */
export async function endIfOverdue(db: Db, row: q.ApplicationRow, now: number): Promise<boolean> {
  const end = deadlineOf(row, now);
  if (!end) return false;
  return db.transaction().execute((trx) =>
    finishApplication(trx, {
      applicationId: row.id,
      status: end.status,
      reason: end.reason,
      now,
      from: [row.status as EnterpriseApplicationStatus],
    }),
  );
}

/** Applies every passed deadline (of one enterprise, or all for the sweeper); answers how many ended. */
export async function applyDeadlines(deps: Pick<Deps, 'db' | 'clock'>, enterpriseId?: string): Promise<number> {
  const now = deps.clock.now();
  let ended = 0;
  for (const row of await q.overdueApplications(deps.db, now, enterpriseId)) {
    if (await endIfOverdue(deps.db, row, now)) ended += 1;
  }
  return ended;
}

// ---- reads -------------------------------------------------------------------------------------

/** §7 selectProjectInfo: the enterprise's current application as submitted (masked), or null. */
export async function selectProjectInfo(deps: Deps, { caller }: { caller: UserCaller }): Promise<EnterpriseApplicationView | null> {
  const enterpriseId = enterpriseOf(caller.user);
  await applyDeadlines(deps, enterpriseId);
  const enterprise = await q.findEnterprise(deps.db, enterpriseId);
  if (!enterprise?.current_application_id) return null;
  const row = await q.findApplicationOf(deps.db, enterprise.current_application_id, enterpriseId);
  return row ? viewOf(deps, row) : null;
}

export async function getHistory(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<EnterpriseApplicationView>> {
  const enterpriseId = enterpriseOf(caller.user);
  const scope = { enterpriseId };
  const position = listPosition(q.historyOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  await applyDeadlines(deps, enterpriseId);
  const [rows, total] = await Promise.all([
    q.pageApplicationsOf(deps.db, enterpriseId, position),
    q.countApplicationsOf(deps.db, enterpriseId),
  ]);
  const page = pageFrom(q.historyOrder, { scope, pageSize: input.pageSize, rows, total, view: (row) => row });
  const list: EnterpriseApplicationView[] = [];
  for (const row of page.list) list.push(await viewOf(deps, row));
  return { ...page, list };
}

// ---- recording ---------------------------------------------------------------------------------

type ApplicationInput = EnterpriseApplicationInput;

const codeField = (row: Pick<q.NewApplication, 'credit_code'>) => (row.credit_code ? 'creditCode' : 'orgCode');

function sealedRow(
  deps: Deps,
  input: ApplicationInput,
  ids: { id: string; enterpriseId: string; userId: string; now: number },
): q.NewApplication {
  const { now } = ids;
  const agent = 'agentName' in input ? { name: input.agentName, idType: input.agentIdType, idNumber: input.agentIdNumber } : null;
  const bank = 'bankAccount' in input ? input : null;
  const docs = input.authType === 'documents' ? input : null;
  const status: EnterpriseApplicationStatus =
    input.authType === 'bank' || input.authType === 'bankLegal'
      ? 'remitting'
      : input.authType === 'legalPerson'
        ? 'awaitingLegalPerson'
        : 'underReview';
  return {
    id: ids.id,
    enterprise_id: ids.enterpriseId,
    applicant_user_id: ids.userId,
    mode: input.authType,
    status,
    enterprise_name: input.enterpriseName,
    three_in_one: input.threeInOne ? 1 : 0,
    credit_code: input.threeInOne ? input.creditCode : null,
    org_code: input.threeInOne ? null : input.orgCode,
    legal_name_cipher: deps.cipher.encrypt(input.legalName),
    legal_id_cipher: deps.cipher.encrypt(input.legalIdNumber),
    legal_id_hash: idNumberHash(deps, input.legalIdNumber),
    legal_mobile_cipher: deps.cipher.encrypt(input.legalMobile),
    agent_name_cipher: agent ? deps.cipher.encrypt(agent.name) : null,
    agent_id_type: agent ? agent.idType : null,
    agent_id_cipher: agent ? deps.cipher.encrypt(agent.idNumber.toUpperCase()) : null,
    bank_account_cipher: bank ? deps.cipher.encrypt(bank.bankAccount) : null,
    bank_account_hash: bank ? keyedHash(deps, 'bank-account', bank.bankAccount) : null,
    account_bank: bank ? bank.accountBank : null,
    province: bank ? bank.province : null,
    city: bank ? bank.city : null,
    branch: bank ? bank.branch : null,
    remit_due_at: bank ? remitDueFrom(now) : null,
    amount_attempts: 0,
    licence_file_id: docs ? docs.licenceFileId : null,
    letter_file_id: docs ? docs.letterFileId : null,
    created_at: now,
    submitted_at: now,
  };
}

/** Superseded from any state but passed (a passed enterprise cannot re-apply). */
const replaceable: readonly EnterpriseApplicationStatus[] = [
  'remitting',
  'awaitingAmount',
  'awaitingLegalPerson',
  'underReview',
  'failed',
  'expired',
  'rejected',
];

/**
 * One new application, all rules checked inside the transaction that records it (after the
 * enterprise's row lock), so nothing is written when anything is refused. `replaces`: updateAuth's id.
 */
async function record(
  deps: Deps,
  caller: UserCaller,
  input: ApplicationInput,
  replaces: string | null,
): Promise<EnterpriseApplicationView> {
  const enterpriseId = enterpriseOf(caller.user);
  if (!permits(caller.user.modules, modePage[input.authType])) throw new AppError('noPermission');
  await applyDeadlines(deps, enterpriseId);
  const now = deps.clock.now();
  const row = sealedRow(deps, input, { id: newId(now), enterpriseId, userId: caller.user.userId, now });
  let superseded: q.ApplicationRow | undefined;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await q.lockEnterprise(trx, enterpriseId, now);
      const enterprise = await q.findEnterprise(trx, enterpriseId);
      if (!enterprise) throw new AppError('notFound');
      if (replaces !== null) {
        const old = await q.findApplicationOf(trx, replaces, enterpriseId);
        if (!old) throw new AppError('notFound');
        if (enterprise.real_name_status === realNameStatus.passed || old.status === 'passed')
          throw new AppError('enterpriseAlreadyAuthenticated');
        if (old.id !== enterprise.current_application_id) throw new AppError('enterpriseApplicationStale');
        if (!(await q.moveApplication(trx, old.id, replaceable, { status: 'superseded', ended_at: now })))
          throw new AppError('enterpriseApplicationStale');
        // Its documents are replaced: deleted right after, unless the new application names them again.
        await releaseDocuments(trx, { applicationId: old.id, now, superseded: true });
        superseded = old;
      } else {
        if (enterprise.real_name_status === realNameStatus.passed) throw new AppError('enterpriseAlreadyAuthenticated');
        const current = enterprise.current_application_id ? await q.findApplication(trx, enterprise.current_application_id) : undefined;
        if (current && isInProgress(current.status)) throw new AppError('enterpriseApplicationInProgress');
      }
      if (
        await q.identityKeyHeldByOther(
          trx,
          identityKeyOf({ credit_code: row.credit_code ?? null, org_code: row.org_code ?? null }),
          enterpriseId,
        )
      )
        throw fieldError('enterpriseCodeTaken', codeField(row), caller.lang);
      if (input.authType === 'documents') {
        await assertDocuments(trx, {
          enterpriseId,
          licenceFileId: input.licenceFileId,
          letterFileId: input.letterFileId,
          lang: caller.lang,
        });
      }
      await q.insertApplication(trx, row);
      await syncEnterprise(trx, { enterpriseId, applicationId: row.id, now });
    });
  } catch (error) {
    if (error instanceof AppError && error.key === 'enterpriseCodeTaken' && !error.data)
      throw fieldError('enterpriseCodeTaken', codeField(row), caller.lang);
    throw error;
  }
  if (superseded) {
    await log(
      deps,
      caller,
      enterpriseId,
      authPhrase('enterpriseAuth.supersede', superseded, 'superseded'),
      logLine(deps, superseded, 'superseded'),
    );
    await deleteDueDocuments(deps, caller.log, enterpriseId);
  }
  await log(
    deps,
    caller,
    enterpriseId,
    authPhrase(replaces ? 'enterpriseAuth.updateAuth' : 'enterpriseAuth.createAuth', row as q.ApplicationRow, row.status),
    logLine(deps, row as q.ApplicationRow, row.status),
  );
  await afterCommit(deps, caller, row);
  const stored = await q.findApplication(deps.db, row.id);
  return viewOf(deps, stored!);
}

/** What happens once the application is committed: the bank remits, or the legal representative gets the link. */
async function afterCommit(deps: Deps, caller: UserCaller, row: q.NewApplication): Promise<void> {
  try {
    if (row.mode === 'bank' || row.mode === 'bankLegal') await remitApplication(deps, row.id, caller.log);
    else if (row.mode === 'legalPerson') await startLegalPerson(deps, { applicationId: row.id, lang: caller.lang, log: caller.log });
  } catch (error) {
    // The application stands: the sweeper remits later; the legal representative's link can be resent.
    caller.log.error(
      { applicationId: row.id, mode: row.mode, problem: error instanceof Error ? error.message : String(error) },
      'follow-up of an enterprise application failed',
    );
  }
}

/** §7 createAuth: the enterprise's first (or next, after one ended) application. */
export function createAuth(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller } & ApplicationInput,
): Promise<EnterpriseApplicationView> {
  return record(deps, caller, input as ApplicationInput, null);
}

/** §7 updateAuth: replaces the current application (re-entered bank data, or another mode). */
export function updateAuth(
  deps: Deps,
  { caller, id, ...data }: { caller: UserCaller; id: string } & ApplicationInput,
): Promise<EnterpriseApplicationView> {
  return record(deps, caller, data as ApplicationInput, id);
}

// ---- bankAuthSubmit ------------------------------------------------------------------------------

type AmountAnswer = { kind: 'passed' } | { kind: 'error'; key: ErrorKey; attemptsLeft?: number };

const answerOfOutcome = (outcome: 'correct' | 'wrong' | 'exhausted', attemptsLeft: number): AmountAnswer =>
  outcome === 'correct'
    ? { kind: 'passed' }
    : outcome === 'exhausted'
      ? { kind: 'error', key: 'amountAttemptsExhausted', attemptsLeft: 0 }
      : { kind: 'error', key: 'amountWrong', attemptsLeft };

/**
 * One amount entry. The application is locked, a request id seen before replays its recorded
 * answer, otherwise the state machine decides and the attempt is committed *before* a wrong amount
 * is answered as an error (throwing inside would roll the attempt back).
 */
export async function submitAmount(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; id: string; amount: string; requestId: string },
): Promise<EnterpriseApplicationView> {
  const enterpriseId = enterpriseOf(caller.user);
  const now = deps.clock.now();
  const postgres = deps.config.database.kind === 'postgres';
  const amountFen = amountToFen(input.amount);
  let answer: AmountAnswer | undefined;
  let counted: string | null = null;
  let tookPass = false;
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await q.lockApplicationOf(trx, input.id, enterpriseId, postgres);
      if (!row) throw new AppError('notFound');
      const prior = await q.findAttempt(trx, row.id, input.requestId);
      if (prior) {
        const used = await q.countAttemptsUpTo(trx, row.id, prior.id);
        answer = answerOfOutcome(replayOf(prior.outcome), attemptsLeftOf(used));
        return;
      }
      const decision = decideAmount(stateOf(row), amountFen, now);
      if (decision.kind === 'refused') {
        if (decision.end)
          await finishApplication(trx, {
            applicationId: row.id,
            status: decision.end.status,
            reason: decision.end.reason,
            now,
            from: [row.status as EnterpriseApplicationStatus],
          });
        answer = { kind: 'error', key: decision.error };
        return;
      }
      const outcome = decision.kind;
      await q.insertAttempt(trx, {
        id: newId(now),
        application_id: row.id,
        request_id: input.requestId,
        amount: input.amount,
        outcome,
        user_id: caller.user.userId,
        created_at: now,
      });
      await q.moveApplication(trx, row.id, ['awaitingAmount'], { amount_attempts: decision.attempts, last_amount: input.amount });
      counted = outcome;
      if (outcome === 'correct') {
        tookPass = true;
        await finishApplication(trx, { applicationId: row.id, status: 'passed', now, from: ['awaitingAmount'] });
        answer = { kind: 'passed' };
      } else if (outcome === 'exhausted') {
        await finishApplication(trx, {
          applicationId: row.id,
          status: 'failed',
          reason: 'amountAttemptsExhausted',
          now,
          from: ['awaitingAmount'],
        });
        answer = answerOfOutcome('exhausted', 0);
      } else {
        answer = answerOfOutcome('wrong', decision.attemptsLeft);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      // The same request id raced itself on another connection: the first one counted; replay it.
      return submitAmount(deps, { caller, ...input });
    }
    if (tookPass && error instanceof AppError && error.key === 'enterpriseCodeTaken') {
      // Another enterprise passed with this code meanwhile: the application fails with that reason.
      await deps.db.transaction().execute((trx) =>
        finishApplication(trx, {
          applicationId: input.id,
          status: 'failed',
          reason: 'enterpriseCodeTaken',
          now,
          from: ['awaitingAmount'],
        }),
      );
    }
    throw error;
  }
  const row = (await q.findApplication(deps.db, input.id))!;
  if (counted)
    await log(
      deps,
      caller,
      enterpriseId,
      authPhrase('enterpriseAuth.amount', row, row.status),
      `${logLine(deps, row, row.status)}; amount entry ${counted}`,
    );
  if (answer?.kind === 'error') {
    throw new AppError(
      answer.key,
      answer.attemptsLeft === undefined ? {} : { attemptsLeft: answer.attemptsLeft },
      answer.attemptsLeft === undefined ? null : { attemptsLeft: answer.attemptsLeft },
    );
  }
  return viewOf(deps, row);
}
