import {
  type DocumentKind,
  type EnterpriseApplicationStatus,
  type EnterpriseAuthMode,
  type EnterpriseReviewDetail,
  type EnterpriseReviewListItem,
  type EnterpriseReviewPage,
  type Page,
  type RemittanceLedgerItem,
  type LogPhraseOf,
  formatFen,
} from '@console/contract';
import type { Language } from '@console/phrases';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { type Message, noticeTo, sendInBackground } from '../../platform/delivery.js';
import { AppError } from '../../platform/errors.js';
import { maskBankCard } from '../../platform/personal-data.js';
import { type Recipient, accountNamesOf, recipientOf } from '../account/index.js';
import { type OpenedImage, openImage } from './documents.js';
import { finishApplication } from './outcome.js';
import * as q from './queries.js';
import * as dq from './document-queries.js';
import * as rq from './review-queries.js';
import { applicationView, authPhrase, logLine } from './view.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { readSandboxLedger, sandboxLedgerOrder } from '../../providers/bank/index.js';

/**
 * The operator back office for enterprise authentication: the application queue (documents mode is
 * decided here) and the sandbox bank's remittance ledger. Only the operator reviewing one application
 * sees its personal data in the clear, and that read is logged.
 */

const opsLog = (
  deps: Deps,
  caller: OperatorCaller,
  input: { enterpriseId: string | null; userId?: string | null; phrase: LogPhraseOf<'enterpriseAuth'>; content: string },
) =>
  writeOperationLog(deps, {
    ...input,
    action: actionOf(input.phrase),
    operatorId: caller.operator.operatorId,
    service: 'enterpriseAuth',
    ip: caller.ip,
    device: caller.userAgent,
  });

/** An application with its applicant's account name (read through account). */
type NamedRow = rq.ReviewRow & { applicant_name: string };

function listItem(row: NamedRow): EnterpriseReviewListItem {
  return {
    id: row.id,
    enterpriseId: row.enterprise_id,
    enterpriseName: row.enterprise_name,
    mode: row.mode as EnterpriseAuthMode,
    status: row.status as EnterpriseApplicationStatus,
    applicantName: row.applicant_name,
    creditCode: row.credit_code,
    orgCode: row.org_code,
    submittedAt: row.submitted_at,
    reason: row.reason,
  };
}

export async function listApplications(
  deps: Deps,
  input: { caller: OperatorCaller; status?: EnterpriseApplicationStatus; mode?: EnterpriseAuthMode; after?: string; pageSize: number },
): Promise<EnterpriseReviewPage> {
  const filter = { status: input.status, mode: input.mode };
  const position = listPosition(rq.reviewOrder, { scope: filter, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const [rows, total] = await Promise.all([rq.listForReview(deps.db, { ...filter, position }), rq.countForReview(deps.db, filter)]);
  const names = await accountNamesOf(deps, { userIds: rows.slice(0, input.pageSize).map((r) => r.applicant_user_id) });
  const view = (r: rq.ReviewRow) => listItem({ ...r, applicant_name: names.get(r.applicant_user_id) ?? '' });
  return pageFrom(rq.reviewOrder, { scope: filter, pageSize: input.pageSize, rows, total, view });
}

async function applicationOf(deps: Deps, id: string): Promise<NamedRow> {
  const row = await rq.findForReview(deps.db, id);
  if (!row) throw new AppError('notFound');
  const names = await accountNamesOf(deps, { userIds: [row.applicant_user_id] });
  return { ...row, applicant_name: names.get(row.applicant_user_id) ?? '' };
}

const open = (deps: Deps, sealed: string | null) => (sealed ? deps.cipher.decrypt(sealed) : null);

/** One application unmasked for the operator, with the enterprise's other applications (masked). */
export async function getApplication(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; id: string },
): Promise<EnterpriseReviewDetail> {
  const row = await applicationOf(deps, input.id);
  const history = (await q.listApplicationsOf(deps.db, row.enterprise_id)).filter((r) => r.id !== row.id);
  // The other applications' applicants in one query, not one per application.
  const names = await accountNamesOf(deps, { userIds: history.map((r) => r.applicant_user_id) });
  names.set(row.applicant_user_id, row.applicant_name);
  await opsLog(deps, caller, {
    enterpriseId: row.enterprise_id,
    userId: row.applicant_user_id,
    phrase: authPhrase('enterpriseAuth.readApplication', row, row.status),
    content: logLine(deps, row, row.status),
  });
  return {
    ...listItem(row),
    application: {
      ...applicationView(deps, row, row.applicant_name),
      legalName: deps.cipher.decrypt(row.legal_name_cipher),
      legalIdNumber: deps.cipher.decrypt(row.legal_id_cipher),
      legalMobile: deps.cipher.decrypt(row.legal_mobile_cipher),
      agentName: open(deps, row.agent_name_cipher),
      agentIdNumber: open(deps, row.agent_id_cipher),
      bankAccount: open(deps, row.bank_account_cipher),
    },
    reviewedBy: row.reviewed_by,
    decidedAt: row.passed_at ?? row.rejected_at ?? (row.mode === 'documents' ? row.ended_at : null),
    history: history.map((r) => applicationView(deps, r, names.get(r.applicant_user_id) ?? '')),
  };
}

/** The licence or letter image of an application, decrypted; the read is logged. */
export async function openApplicationDocument(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; id: string; kind: DocumentKind },
): Promise<OpenedImage> {
  const row = await applicationOf(deps, input.id);
  const fileId = input.kind === 'licence' ? row.licence_file_id : row.letter_file_id;
  const file = fileId ? await dq.findDocument(deps.db, { fileId, enterpriseId: row.enterprise_id }) : undefined;
  if (!file) throw new AppError('notFound');
  await opsLog(deps, caller, {
    enterpriseId: row.enterprise_id,
    userId: row.applicant_user_id,
    phrase: {
      key: 'enterpriseAuth.readDocument',
      params: { enterprise: row.enterprise_name, document: { phrase: `operationLog.documentKinds.${input.kind}` } },
    },
    content: `${input.kind}: ${logLine(deps, row, row.status)}`,
  });
  return openImage(deps, file);
}

/** The decision, told to the applicant in their language (SMS, else e-mail). */
function notice(
  deps: Deps,
  input: {
    applicant: Recipient;
    enterpriseName: string;
    decision: 'pass' | 'reject';
    note: string;
    now: number;
    fallback: Language;
  },
): Message | undefined {
  const { applicant } = input;
  const pass = input.decision === 'pass';
  return noticeTo(applicant, {
    fallback: input.fallback,
    purpose: `enterprise_${input.decision}`,
    sms: pass ? 'enterprisePassedSms' : 'enterpriseRejectedSms',
    mail: pass ? 'enterprisePassedEmail' : 'enterpriseRejectedEmail',
    params: { userName: applicant.accountName, enterpriseName: input.enterpriseName, note: input.note },
    at: input.now,
  });
}

/**
 * Passes or rejects a documents application in review, once (two operators at once: one wins; the
 * other hears reviewAlreadyDecided). Other modes are decided by the bank or the legal representative,
 * never here. A pass whose code another enterprise has meanwhile passed with is refused
 * (enterpriseCodeTaken) and the application stays in review for a rejection with a reason.
 */
export async function decide(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; id: string; decision: 'pass' | 'reject'; reason: string },
): Promise<void> {
  const row = await applicationOf(deps, input.id);
  if (row.mode !== 'documents') throw new AppError('enterpriseApplicationStale');
  if (row.status !== 'underReview') throw new AppError('reviewAlreadyDecided');
  const now = deps.clock.now();
  const status = input.decision === 'pass' ? 'passed' : 'rejected';
  await deps.db.transaction().execute(async (trx) => {
    const done = await finishApplication(trx, {
      applicationId: row.id,
      status,
      now,
      rejectReason: status === 'rejected' ? input.reason : null,
      reviewedBy: caller.operator.operatorId,
      from: ['underReview'],
    });
    if (!done) throw new AppError('reviewAlreadyDecided');
  });
  await opsLog(deps, caller, {
    enterpriseId: row.enterprise_id,
    userId: row.applicant_user_id,
    phrase: authPhrase(input.decision === 'pass' ? 'enterpriseAuth.approve' : 'enterpriseAuth.reject', row, status),
    content: `${logLine(deps, row, status)}${input.reason ? `: ${input.reason}` : ''}`,
  });
  const applicant = await recipientOf(deps, row.applicant_user_id);
  const message =
    applicant &&
    notice(deps, {
      applicant,
      enterpriseName: row.enterprise_name,
      decision: input.decision,
      note: input.reason,
      now,
      fallback: caller.lang,
    });
  if (message) sendInBackground(deps, caller.log, message);
}

// ---- the sandbox bank's ledger ------------------------------------------------------------------

export async function listRemittances(
  deps: Deps,
  input: { caller: OperatorCaller; after?: string; pageSize: number },
): Promise<Page<RemittanceLedgerItem>> {
  const position = listPosition(sandboxLedgerOrder, { scope: {}, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const { rows, total } = await readSandboxLedger(deps, { position });
  const names = await rq.enterpriseNamesOf(
    deps.db,
    rows.map((r) => r.application_id),
  );
  return pageFrom(sandboxLedgerOrder, {
    scope: {},
    pageSize: input.pageSize,
    rows,
    total,
    view: (r): RemittanceLedgerItem => ({
      id: r.id,
      applicationId: r.application_id,
      enterpriseName: names.get(r.application_id) ?? '',
      bankAccount: maskBankCard(deps.cipher.decrypt(r.account_cipher)),
      accountBank: r.account_bank,
      amount: formatFen(r.amount_fen),
      status: r.status as 'sent' | 'failed',
      reference: r.reference,
      createdAt: r.created_at,
      sentAt: r.sent_at,
    }),
  });
}
