import {
  type EnterpriseApplicationInput,
  type EnterpriseApplicationStatus,
  type EnterpriseApplicationView,
  type EnterpriseAuthMode,
  type Page,
  type PageCode,
  permits,
  realNameStatus,
} from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { idNumberHash, keyedHash } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { remitApplication } from './bank.js';
import { assertDocuments, deleteDueDocuments, releaseDocuments } from './documents.js';
import { startLegalPerson } from './legalPerson.js';
import { enterpriseDirectory } from './enterprise-directory.js';
import { identityKeyOf, isInProgress, syncEnterprise } from './outcome.js';
import * as q from './queries.js';
import { remitDueFrom } from './remittance.js';
import { authPhrase, logLine } from './view.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { applyDeadlines } from './deadlines.js';
import { logAct, viewOf } from './view.js';

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

// ---- reads -------------------------------------------------------------------------------------

/** §7 selectProjectInfo: the enterprise's current application as submitted (masked), or null. */
export async function selectProjectInfo(deps: Deps, { caller }: { caller: UserCaller }): Promise<EnterpriseApplicationView | null> {
  const enterpriseId = enterpriseOf(caller.user);
  await applyDeadlines(deps, enterpriseId);
  const enterprise = await enterpriseDirectory().authStateOf(deps, { enterpriseId });
  if (!enterprise?.currentApplicationId) return null;
  const row = await q.findApplicationOf(deps.db, enterprise.currentApplicationId, enterpriseId);
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
      // One recording at a time per enterprise: its row lock.
      const enterprises = enterpriseDirectory();
      await enterprises.touch({ db: trx }, { enterpriseId, at: now });
      const enterprise = await enterprises.authStateOf({ db: trx }, { enterpriseId });
      if (!enterprise) throw new AppError('notFound');
      if (replaces !== null) {
        const old = await q.findApplicationOf(trx, replaces, enterpriseId);
        if (!old) throw new AppError('notFound');
        if (enterprise.realNameStatus === realNameStatus.passed || old.status === 'passed')
          throw new AppError('enterpriseAlreadyAuthenticated');
        if (old.id !== enterprise.currentApplicationId) throw new AppError('enterpriseApplicationStale');
        if (!(await q.moveApplication(trx, old.id, replaceable, { status: 'superseded', ended_at: now })))
          throw new AppError('enterpriseApplicationStale');
        // Its documents are replaced: deleted right after, unless the new application names them again.
        await releaseDocuments(trx, { applicationId: old.id, now, superseded: true });
        superseded = old;
      } else {
        if (enterprise.realNameStatus === realNameStatus.passed) throw new AppError('enterpriseAlreadyAuthenticated');
        const current = enterprise.currentApplicationId ? await q.findApplication(trx, enterprise.currentApplicationId) : undefined;
        if (current && isInProgress(current.status)) throw new AppError('enterpriseApplicationInProgress');
      }
      if (
        await enterprises.identityKeyHeldElsewhere(
          { db: trx },
          { identityKey: identityKeyOf({ credit_code: row.credit_code ?? null, org_code: row.org_code ?? null }), enterpriseId },
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
    await logAct(
      deps,
      caller,
      enterpriseId,
      authPhrase('enterpriseAuth.supersede', superseded, 'superseded'),
      logLine(deps, superseded, 'superseded'),
    );
    await deleteDueDocuments(deps, caller.log, enterpriseId);
  }
  await logAct(
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
