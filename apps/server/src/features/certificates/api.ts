import type { ApiCertificate } from '@console/contract';
import { translate } from '@console/phrases';
import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { writeOperationLog } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { passedEnterpriseOf } from '../enterprise/index.js';
import { type MeteredApp, meterCall, subscriptionForCall } from '../services/index.js';
import { publishCrl } from './ca/authority.js';
import { pem } from './ca/x509.js';
import { issueAndStore } from './issue.js';
import { subscriberKey } from './keys.js';
import * as q from './queries.js';
import { certificateParams } from './log.js';
import { certificateView } from './view.js';

/**
 * The certificate services of the open API (service code `cert`): the subscription is checked
 * first, the act is done, and only then is one unit taken — a refused call (no package, no passed
 * enterprise authentication, a bad CSR, an unknown serial) costs nothing.
 */
const meteredApp = (caller: AppCaller): MeteredApp => ({
  applicationId: caller.app.applicationId,
  enterpriseId: caller.app.enterpriseId,
  userId: caller.app.userId,
  sandbox: caller.app.environment === 'sandbox',
});

async function metered(
  deps: Deps,
  caller: AppCaller,
  act: () => Promise<{ row: q.CertificateRow; action: string }>,
): Promise<ApiCertificate> {
  const app = meteredApp(caller);
  const subscriptionId = await subscriptionForCall(deps, {
    app,
    authorized: await authorizedSubscriptions(deps, caller.app),
    service: 'cert',
  });
  const { row, action } = await act();
  await meterCall(deps, { app, subscriptionId, service: 'cert', requestId: caller.app.requestId, outcome: 'pass', log: caller.log });
  if (action !== 'get')
    await writeOperationLog(deps, {
      userId: caller.app.userId,
      enterpriseId: caller.app.enterpriseId,
      service: 'certificates',
      action: `api:${action}`,
      phrase: {
        key: action === 'revoke' ? 'certificates.apiRevoke' : 'certificates.apiApply',
        params: { ...certificateParams(deps, row), appId: caller.app.appId },
      },
      content: `type ${row.cert_type} algorithm ${row.algorithm} serial ${row.serial} (app ${caller.app.appId})`,
      ip: caller.ip,
    });
  const der = Buffer.from(deps.cipher.decrypt(row.certificate), 'base64');
  return { ...certificateView(deps, row), requestId: caller.app.requestId, pem: pem('CERTIFICATE', der) };
}

const ofEnterprise = async (deps: Deps, caller: AppCaller, serial: string) => {
  const row = await q.findBySerial(deps.db, serial.toLowerCase());
  if (!row || row.enterprise_id !== caller.app.enterpriseId) throw notFound();
  return row;
};

/** `cert/apply`: an enterprise certificate (type 1) named by the application's passed enterprise authentication. */
export function apiApplyCertificate(
  deps: Deps,
  { caller, ...input }: { caller: AppCaller; algorithm: number; validity: number; csr?: string },
) {
  return metered(deps, caller, async () => {
    const enterprise = await passedEnterpriseOf(deps, caller.app.enterpriseId);
    if (!enterprise)
      throw new AppError('certificateRealNameRequired', { kind: translate(caller.lang, 'certificates.subjectKind.enterprise') });
    const id = newId(deps.clock.now());
    const keyOrigin = input.csr ? 'browser' : 'platform';
    const key = await subscriberKey(deps, {
      algorithm: input.algorithm,
      keyOrigin,
      csr: input.csr,
      label: `certificate:${id}`,
      lang: caller.lang,
    });
    const parts = [
      { type: 'country' as const, value: 'CN' },
      { type: 'organization' as const, value: enterprise.name },
      ...(enterprise.creditCode ? [{ type: 'serialNumber' as const, value: enterprise.creditCode }] : []),
      { type: 'commonName' as const, value: enterprise.name },
    ];
    const row = await issueAndStore(
      deps,
      id,
      { enterpriseId: caller.app.enterpriseId, userId: caller.app.userId, parts, owner: enterprise.name },
      { certType: 1, algorithm: input.algorithm, validity: input.validity, serviceType: 1, keyOrigin, ...key },
    );
    return { row, action: 'apply' };
  });
}

/** `cert/revoke`: by serial, within the application's enterprise; in the CRL before the answer. */
export function apiRevokeCertificate(deps: Deps, { caller, serial, reason }: { caller: AppCaller; serial: string; reason: number }) {
  return metered(deps, caller, async () => {
    const row = await ofEnterprise(deps, caller, serial);
    if (!(await q.markRevoked(deps.db, { id: row.id, at: deps.clock.now(), reason }))) throw new AppError('certificateNotValid');
    await publishCrl(deps, row.issuer_id);
    return { row: (await q.findBySerial(deps.db, row.serial))!, action: 'revoke' };
  });
}

/** `cert/{serial}`: one of the enterprise's certificates with its PEM. */
export function apiGetCertificate(deps: Deps, { caller, serial }: { caller: AppCaller; serial: string }) {
  return metered(deps, caller, async () => ({ row: await ofEnterprise(deps, caller, serial), action: 'get' }));
}
