import { type Certificate, certificateRules } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskName } from '../../platform/personal-data.js';
import { certificateParts, nameText } from './ca/x509.js';
import type { CertificateRow } from './queries.js';

const day = 86_400_000;

/** Whole days left (0 once expired), the §4 state and the §3 numeric status. */
export function stateOf(row: Pick<CertificateRow, 'status' | 'not_after' | 'revoked_at'>, now: number) {
  const remainingDays = Math.max(0, Math.ceil((row.not_after - now) / day));
  const state =
    row.revoked_at !== null
      ? 'revoked'
      : row.not_after <= now
        ? 'expired'
        : remainingDays <= certificateRules.expiringDays
          ? 'expiring'
          : 'normal';
  return { remainingDays, state, status: state === 'revoked' || state === 'expired' ? 0 : row.status } as const;
}

/** A person owner's name is masked; an enterprise's name is not personal data. */
export function certificateView(deps: Pick<Deps, 'cipher' | 'clock'>, row: CertificateRow): Certificate {
  const owner = deps.cipher.decrypt(row.owner_name);
  const der = Buffer.from(deps.cipher.decrypt(row.certificate), 'base64');
  const subject = nameText(certificateParts(der).subject);
  return {
    id: row.id,
    owner: row.cert_type === 1 ? owner : maskName(owner),
    certType: row.cert_type,
    algorithm: row.algorithm,
    validity: row.validity,
    serviceType: row.service_type,
    keyOrigin: row.key_origin as Certificate['keyOrigin'],
    serial: row.serial,
    subject: row.cert_type === 1 ? subject : subject.replace(owner, maskName(owner)),
    notBefore: row.not_before,
    notAfter: row.not_after,
    ...stateOf(row, deps.clock.now()),
    revokedAt: row.revoked_at,
    revokeReason: row.revoke_reason,
    replacedBy: row.replaced_by,
    createdAt: row.created_at,
  };
}
