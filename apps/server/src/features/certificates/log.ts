import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import type { CertificateRow } from './queries.js';

/** Every act on a certificate is in the operation log (by serial; the subject is personal data). */
export const logCertificate = (deps: Deps, caller: UserCaller, row: CertificateRow, action: string, extra = '') =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: row.enterprise_id,
    service: 'certificates',
    action,
    content: `type ${row.cert_type} algorithm ${row.algorithm} serial ${row.serial}${extra ? ` (${extra})` : ''}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
