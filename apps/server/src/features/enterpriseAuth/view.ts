import {
  type EnterpriseApplicationStatus,
  type EnterpriseApplicationView,
  type EnterpriseAuthMode,
  enterpriseItemCodes as item,
  type LogPhraseOf,
} from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskPhone } from '../../platform/personal-data.js';
import { maskBankCard, maskIdNumber, maskName } from '../../platform/personal-data.js';
import { accountRecordOf } from '../account/index.js';
import type { ApplicationRow } from './queries.js';
import { attemptsLeftOf } from './remittance.js';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type * as q from './queries.js';

/**
 * How an enterprise application leaves the server to the enterprise: personal data masked, and
 * never the remitted amount (only what the person typed last).
 */

/** §3 enterprise authentication item codes a mode checks. */
export function itemsOf(row: Pick<ApplicationRow, 'mode' | 'three_in_one' | 'legal_verified_by'>): number[] {
  switch (row.mode as EnterpriseAuthMode) {
    case 'bank':
      return [item.agentId, item.bankTransfer, item.bankAmount];
    case 'bankLegal':
      return [item.legalPersonId, item.bankTransfer, item.bankAmount];
    case 'legalPerson':
      return row.legal_verified_by === 'face'
        ? [item.legalPersonId, item.legalPersonFace, item.agentId]
        : [item.legalPersonId, item.agentId];
    case 'documents':
      return row.three_in_one ? [item.businessLicense, item.agentId] : [item.businessLicense, item.orgCodeCertificate, item.agentId];
  }
}

const open = (deps: Pick<Deps, 'cipher'>, sealed: string | null) => (sealed ? deps.cipher.decrypt(sealed) : null);

export function applicationView(deps: Pick<Deps, 'cipher'>, row: ApplicationRow, applicantName: string): EnterpriseApplicationView {
  const mode = row.mode as EnterpriseAuthMode;
  const bankMode = mode === 'bank' || mode === 'bankLegal';
  const agentName = open(deps, row.agent_name_cipher);
  const agentId = open(deps, row.agent_id_cipher);
  const account = open(deps, row.bank_account_cipher);
  return {
    id: row.id,
    mode,
    status: row.status as EnterpriseApplicationStatus,
    enterpriseName: row.enterprise_name,
    threeInOne: row.three_in_one === 1,
    creditCode: row.credit_code,
    orgCode: row.org_code,
    legalName: maskName(deps.cipher.decrypt(row.legal_name_cipher)),
    legalIdNumber: maskIdNumber(deps.cipher.decrypt(row.legal_id_cipher)),
    legalMobile: maskPhone(deps.cipher.decrypt(row.legal_mobile_cipher)),
    agentName: agentName === null ? null : maskName(agentName),
    agentIdType: row.agent_id_type,
    agentIdNumber: agentId === null ? null : maskIdNumber(agentId),
    bankAccount: account === null ? null : maskBankCard(account),
    accountBank: row.account_bank,
    province: row.province,
    city: row.city,
    branch: row.branch,
    items: itemsOf(row),
    remittance: bankMode
      ? {
          remitDueAt: row.remit_due_at ?? row.submitted_at,
          remittedAt: row.remitted_at,
          amountDeadlineAt: row.amount_deadline_at,
          attemptsUsed: row.amount_attempts,
          attemptsLeft: attemptsLeftOf(row.amount_attempts),
          lastAmount: row.last_amount,
        }
      : null,
    legalPerson:
      mode === 'legalPerson' && row.legal_link_sent_at !== null
        ? {
            linkSentAt: row.legal_link_sent_at,
            linkExpiresAt: row.legal_ticket_expires_at ?? row.legal_link_sent_at,
            verifiedAt: row.legal_verified_at,
            verifiedBy: (row.legal_verified_by as 'elements' | 'face' | null) ?? null,
          }
        : null,
    documents: mode === 'documents' ? { licenceFileId: row.licence_file_id ?? '', letterFileId: row.letter_file_id ?? '' } : null,
    applicantName,
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    passedAt: row.passed_at,
    rejectedAt: row.rejected_at,
    rejectReason: row.reject_reason,
    reason: row.reason,
  };
}

/** One operation-log line: mode, enterprise, masked legal representative and account, what became of it. */
export function logLine(deps: Pick<Deps, 'cipher'>, row: ApplicationRow, status: string): string {
  const account = open(deps, row.bank_account_cipher);
  const code = row.credit_code ?? row.org_code ?? '';
  const parts = [
    `${row.mode} ${row.enterprise_name} ${code}`,
    `legal ${maskName(deps.cipher.decrypt(row.legal_name_cipher))} ${maskIdNumber(deps.cipher.decrypt(row.legal_id_cipher))}`,
    account ? `account ${maskBankCard(account)}` : '',
  ].filter(Boolean);
  return `${parts.join(', ')} → ${status}${row.reason ? ` (${row.reason})` : ''}`;
}

type AuthLogKey = 'supersede' | 'createAuth' | 'updateAuth' | 'amount' | 'readApplication' | 'approve' | 'reject';

/** The log phrase of an act on an application: the enterprise, the mode and what became of it, in the reader's language. */
export const authPhrase = (
  key: `enterpriseAuth.${AuthLogKey}`,
  row: Pick<ApplicationRow, 'enterprise_name' | 'mode'>,
  status: string,
): LogPhraseOf<'enterpriseAuth'> => ({
  key,
  params: {
    enterprise: row.enterprise_name,
    mode: { phrase: `enterpriseAuth.mode.${row.mode}` },
    status: { phrase: `enterpriseAuth.status.${status}` },
  },
});

/** The act in the enterprise's operation log, by the member who did it. */
export const logAct = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'enterpriseAuth'>, content: string) =>
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

export async function viewOf(deps: Deps, row: q.ApplicationRow): Promise<EnterpriseApplicationView> {
  const applicant = await accountRecordOf(deps, { userId: row.applicant_user_id });
  return applicationView(deps, row, applicant?.account_name ?? '');
}
