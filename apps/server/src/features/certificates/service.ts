import type { Certificate } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { tenantOf } from '../../platform/tenant.js';
import { publishCrl } from './ca/authority.js';
import { pem } from './ca/x509.js';
import { logCertificate } from './log.js';
import * as q from './queries.js';
import { certificateView } from './view.js';

export async function listCertificates(deps: Deps, { caller, ...input }: { caller: UserCaller; after?: string; pageSize: number }) {
  const tenant = tenantOf(caller.user);
  const scope = { tenant };
  const position = listPosition(q.listOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.pageOfTenant(deps.db, tenant, position), q.countOfTenant(deps.db, tenant)]);
  return pageFrom(q.listOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => certificateView(deps, r) });
}

async function ownCertificate(deps: Deps, caller: UserCaller, id: string) {
  const row = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  if (!row) throw notFound();
  return row;
}

export async function getCertificate(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<Certificate> {
  return certificateView(deps, await ownCertificate(deps, caller, id));
}

/** §3 service type 3: revoked with the reason given and published in the issuing CA's CRL before answering. */
export async function revokeCertificate(
  deps: Deps,
  { caller, id, reason }: { caller: UserCaller; id: string; reason: number },
): Promise<Certificate> {
  const row = await ownCertificate(deps, caller, id);
  if (!(await q.markRevoked(deps.db, { id: row.id, at: deps.clock.now(), reason }))) throw new AppError('certificateNotValid');
  await publishCrl(deps, row.issuer_id);
  await logCertificate(deps, caller, row, 'revoke', `reason ${reason}`);
  return certificateView(deps, (await q.findOfTenant(deps.db, tenantOf(caller.user), id))!);
}

/** The certificate itself (public data for relying parties), PEM or DER; a private key is never exported. */
export async function downloadCertificate(
  deps: Deps,
  { caller, id, format }: { caller: UserCaller; id: string; format: 'pem' | 'der' },
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const row = await ownCertificate(deps, caller, id);
  const der = Buffer.from(deps.cipher.decrypt(row.certificate), 'base64');
  return format === 'pem'
    ? { bytes: Buffer.from(pem('CERTIFICATE', der)), contentType: 'application/x-pem-file', name: `${row.serial}.pem` }
    : { bytes: der, contentType: 'application/pkix-cert', name: `${row.serial}.cer` };
}
