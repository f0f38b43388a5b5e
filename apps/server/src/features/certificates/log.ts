import type { LogPhraseOf, LogText } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { maskName } from '../../platform/personal-data.js';
import type { CertificateRow } from './queries.js';

const typeNames: Record<number, string> = { 1: 'enterprise', 2: 'employee', 3: 'personal' };

/** A certificate as the log names it: its owner (a person's masked), its type in the reader's language, its serial. */
export function certificateParams(deps: Pick<Deps, 'cipher'>, row: CertificateRow): { owner: string; type: LogText; serial: string } {
  const owner = deps.cipher.decrypt(row.owner_name);
  return {
    owner: row.cert_type === 1 ? owner : maskName(owner),
    type: { phrase: `certificates.certType.${typeNames[row.cert_type] ?? 'personal'}` },
    serial: row.serial,
  };
}

type Act = 'apply' | 'renew' | 'revoke';

/** Every act on a certificate is in the operation log (the content by serial; the subject is personal data). */
export const logCertificate = (deps: Deps, caller: UserCaller, row: CertificateRow, action: Act, extra = '') =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: row.enterprise_id,
    service: 'certificates',
    action,
    phrase: { key: `certificates.${action}`, params: certificateParams(deps, row) } satisfies LogPhraseOf<'certificates'>,
    content: `type ${row.cert_type} algorithm ${row.algorithm} serial ${row.serial}${extra ? ` (${extra})` : ''}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
