import type { ApplicationStatus, LogPhraseOf, RealNameApplicationView, RealNameMode, RealNamePurpose } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskBankCard, maskIdNumber, maskName, maskPhone } from '../../platform/personal-data.js';
import type { ApplicationRow } from './queries.js';

/** An application's identity, decrypted: only for the operator reviewing it, and for masking. */
export interface OpenIdentity {
  name: string;
  idNumber: string;
  phone: string | null;
  bankCard: string | null;
}

export function openIdentity(deps: Pick<Deps, 'cipher'>, row: ApplicationRow): OpenIdentity {
  return {
    name: deps.cipher.decrypt(row.name_cipher),
    idNumber: deps.cipher.decrypt(row.id_number_cipher),
    phone: row.phone_cipher ? deps.cipher.decrypt(row.phone_cipher) : null,
    bankCard: row.bank_card_cipher ? deps.cipher.decrypt(row.bank_card_cipher) : null,
  };
}

export function maskIdentity(identity: OpenIdentity): OpenIdentity {
  return {
    name: maskName(identity.name),
    idNumber: maskIdNumber(identity.idNumber),
    phone: identity.phone ? maskPhone(identity.phone) : null,
    bankCard: identity.bankCard ? maskBankCard(identity.bankCard) : null,
  };
}

export function applicationView(deps: Pick<Deps, 'cipher'>, row: ApplicationRow): RealNameApplicationView {
  return {
    id: row.id,
    purpose: row.purpose as RealNamePurpose,
    mode: row.mode as RealNameMode,
    status: row.status as ApplicationStatus,
    ...maskIdentity(openIdentity(deps, row)),
    createdAt: row.created_at,
    submittedAt: row.submitted_at,
    decidedAt: row.decided_at,
    reason: row.reason,
    reviewNote: row.review_note,
  };
}

/** One line for the operation log: mode, masked name and ID number, what became of it. */
export function logLine(deps: Pick<Deps, 'cipher'>, row: ApplicationRow, status: string): string {
  const shown = maskIdentity(openIdentity(deps, row));
  return `${row.purpose}/${row.mode} ${shown.name} ${shown.idNumber} → ${status}${row.reason ? ` (${row.reason})` : ''}`;
}

/** The log phrase of an act on an application: the masked name, the mode and what became of it, in the reader's language. */
export function logPhrase(
  deps: Pick<Deps, 'cipher'>,
  key: `realName.${'submit' | 'change' | 'faceTicket' | 'revoke' | 'readApplication' | 'readVideo' | 'approve' | 'reject'}`,
  row: ApplicationRow,
  status: string,
): LogPhraseOf<'realName'> {
  const shown = maskIdentity(openIdentity(deps, row));
  return {
    key,
    params: { name: shown.name, mode: { phrase: `realName.mode.${row.mode}` }, status: { phrase: `realName.applicationStatus.${status}` } },
  };
}
