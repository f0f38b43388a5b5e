import {
  type DocumentKind,
  type EnterpriseApplicationStatus,
  type EnterpriseAuthMode,
  type EnterpriseListItem,
  type EnterpriseReviewDetail,
  type EnterpriseReviewListItem,
  type EnterpriseReviewPage,
  type Page,
  type RealNameStatus,
  type RemittanceLedgerItem,
} from '@console/contract';
import type { Language } from '@console/phrases';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { OperatorSession } from '../../platform/operator-session.js';
import { type Message, messageTime, noticeTo, sendInBackground } from '../auth/delivery.js';
import { openPhone } from '../auth/personal-data.js';
import { maskBankCard } from '../realName/mask.js';
import { replyWithDocument } from './documents.js';
import { finishApplication } from './outcome.js';
import * as q from './queries.js';
import * as rq from './review-queries.js';
import { applicationView, logLine } from './view.js';

/**
 * The operator back office for enterprises: the application queue (documents mode is decided here),
 * the sandbox bank's remittance ledger, and superior/subordinate links between companies. Only the
 * operator reviewing one application sees its personal data in the clear, and that read is logged.
 */
export interface OperatorCaller {
  operator: OperatorSession;
  ip: string;
  lang: Language;
  log: FastifyBaseLogger;
}

const opsLog = (deps: Deps, caller: OperatorCaller, input: { enterpriseId: string | null; userId?: string | null; action: string; content: string }) =>
  writeOperationLog(deps, { ...input, operatorId: caller.operator.operatorId, service: 'enterpriseAuth', ip: caller.ip });

function listItem(row: rq.ReviewRow): EnterpriseReviewListItem {
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
  input: { status?: EnterpriseApplicationStatus; mode?: EnterpriseAuthMode; pageNum: number; pageSize: number },
): Promise<EnterpriseReviewPage> {
  const filter = { status: input.status, mode: input.mode };
  const [rows, total] = await Promise.all([
    rq.listForReview(deps.db, { ...filter, offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize }),
    rq.countForReview(deps.db, filter),
  ]);
  return { list: rows.map(listItem), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

async function applicationOf(deps: Deps, id: string): Promise<rq.ReviewRow> {
  const row = await rq.findForReview(deps.db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

const open = (deps: Deps, sealed: string | null) => (sealed ? deps.cipher.decrypt(sealed) : null);

/** One application unmasked for the operator, with the enterprise's other applications (masked). */
export async function getApplication(deps: Deps, caller: OperatorCaller, input: { id: string }): Promise<EnterpriseReviewDetail> {
  const row = await applicationOf(deps, input.id);
  const history = (await q.listApplicationsOf(deps.db, row.enterprise_id)).filter((r) => r.id !== row.id);
  const names = new Map<string, string>([[row.applicant_user_id, row.applicant_name]]);
  for (const r of history) {
    if (!names.has(r.applicant_user_id)) names.set(r.applicant_user_id, (await rq.findApplicant(deps.db, r.applicant_user_id))?.account_name ?? '');
  }
  await opsLog(deps, caller, { enterpriseId: row.enterprise_id, userId: row.applicant_user_id, action: 'readApplication', content: logLine(deps, row, row.status) });
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

/** The licence or letter image of an application, decrypted, never cached; the read is logged. */
export async function sendApplicationDocument(deps: Deps, caller: OperatorCaller, input: { id: string; kind: DocumentKind; reply: FastifyReply }): Promise<void> {
  const row = await applicationOf(deps, input.id);
  const fileId = input.kind === 'licence' ? row.licence_file_id : row.letter_file_id;
  const file = fileId ? await rq.findDocumentFile(deps.db, { fileId, enterpriseId: row.enterprise_id }) : undefined;
  if (!file) throw new AppError('notFound');
  await opsLog(deps, caller, { enterpriseId: row.enterprise_id, userId: row.applicant_user_id, action: 'readDocument', content: `${input.kind}: ${logLine(deps, row, row.status)}` });
  await replyWithDocument(deps, file, input.reply);
}

/** The decision, told to the applicant in their language (SMS, else e-mail). */
function notice(deps: Deps, input: { applicant: NonNullable<Awaited<ReturnType<typeof rq.findApplicant>>>; enterpriseName: string; decision: 'pass' | 'reject'; note: string; now: number; fallback: Language }): Message | undefined {
  const { applicant } = input;
  const pass = input.decision === 'pass';
  return noticeTo(
    { language: applicant.language, phone: openPhone(deps, applicant.phone_cipher), email: applicant.email },
    {
      fallback: input.fallback,
      purpose: `enterprise_${input.decision}`,
      sms: pass ? 'enterprisePassedSms' : 'enterpriseRejectedSms',
      mail: pass ? 'enterprisePassedEmail' : 'enterpriseRejectedEmail',
      params: { userName: applicant.account_name, enterpriseName: input.enterpriseName, time: messageTime(input.now), note: input.note },
    },
  );
}

/**
 * Passes or rejects a documents application in review, once (two operators at once: one wins; the
 * other hears reviewAlreadyDecided). Other modes are decided by the bank or the legal representative,
 * never here. A pass whose code another enterprise has meanwhile passed with is refused
 * (enterpriseCodeTaken) and the application stays in review for a rejection with a reason.
 */
export async function decide(deps: Deps, caller: OperatorCaller, input: { id: string; decision: 'pass' | 'reject'; reason: string }): Promise<void> {
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
    action: input.decision === 'pass' ? 'approve' : 'reject',
    content: `${logLine(deps, row, status)}${input.reason ? `: ${input.reason}` : ''}`,
  });
  const applicant = await rq.findApplicant(deps.db, row.applicant_user_id);
  const message = applicant && notice(deps, { applicant, enterpriseName: row.enterprise_name, decision: input.decision, note: input.reason, now, fallback: caller.lang });
  if (message) sendInBackground(deps, caller.log, message);
}

// ---- the sandbox bank's ledger ------------------------------------------------------------------

const yuan = (fen: number) => (fen / 100).toFixed(2);

export async function listRemittances(deps: Deps, input: { pageNum: number; pageSize: number }): Promise<Page<RemittanceLedgerItem>> {
  const [rows, total] = await Promise.all([
    rq.listRemittances(deps.db, { offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize }),
    rq.countRemittances(deps.db),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    applicationId: r.application_id,
    enterpriseName: r.enterprise_name,
    bankAccount: maskBankCard(deps.cipher.decrypt(r.account_cipher)),
    accountBank: r.account_bank,
    amount: yuan(r.amount_fen),
    status: r.status as 'sent' | 'failed',
    reference: r.reference,
    createdAt: r.created_at,
    sentAt: r.sent_at,
  }));
  return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

// ---- superior and subordinate companies ---------------------------------------------------------

export async function listEnterprises(deps: Deps, input: { keyword: string; pageNum: number; pageSize: number }): Promise<Page<EnterpriseListItem>> {
  const [rows, total] = await Promise.all([
    rq.listEnterprises(deps.db, { keyword: input.keyword, offset: (input.pageNum - 1) * input.pageSize, limit: input.pageSize }),
    rq.countEnterprises(deps.db, input.keyword),
  ]);
  const list = rows.map((r) => ({
    id: r.id,
    enterpriseNo: r.enterprise_no ?? '',
    name: r.name,
    realNameStatus: r.real_name_status as RealNameStatus,
    superior: r.superior_id ? { id: r.superior_id, name: r.superior_name ?? '' } : null,
    subordinateCount: Number(r.subordinates ?? 0),
    createdAt: r.created_at,
  }));
  return { list, total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** Puts a company under another ('' unlinks); a company can never end up its own ancestor. */
export async function setSuperior(deps: Deps, caller: OperatorCaller, input: { id: string; superiorId: string }): Promise<void> {
  const now = deps.clock.now();
  let names = { company: '', before: '', after: '' };
  await deps.db.transaction().execute(async (trx) => {
    const company = await rq.findEnterpriseNode(trx, input.id);
    if (!company) throw new AppError('notFound');
    const before = company.superior_id ? await rq.findEnterpriseNode(trx, company.superior_id) : undefined;
    let after: Awaited<ReturnType<typeof rq.findEnterpriseNode>>;
    if (input.superiorId) {
      after = await rq.findEnterpriseNode(trx, input.superiorId);
      if (!after) throw new AppError('notFound');
      // Walk up from the new superior: meeting the company means it would sit under itself.
      const seen = new Set<string>();
      let node: typeof after | undefined = after;
      while (node && !seen.has(node.id)) {
        if (node.id === company.id) throw new AppError('enterpriseSuperiorCycle');
        seen.add(node.id);
        node = node.superior_id ? await rq.findEnterpriseNode(trx, node.superior_id) : undefined;
      }
    }
    await rq.setSuperior(trx, { id: company.id, superiorId: after?.id ?? null, now });
    names = { company: company.name, before: before?.name ?? '-', after: after?.name ?? '-' };
  });
  await opsLog(deps, caller, { enterpriseId: input.id, action: 'setSuperior', content: `${names.company}: ${names.before} → ${names.after}` });
}
