import { randomBytes } from 'node:crypto';
import { type AppDetail, type AppEnvironment, type AppSummary, type Page, appIdPrefix, recordStatus } from '@console/contract';
import type { Language } from '@console/phrases';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { checkOutboundUrl } from '../../platform/outbound-url.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { assertEnterprisePassed } from '../enterprise/index.js';
import { subscriptionsOf } from '../services/index.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import * as q from './queries.js';
import { forgetCallingApp } from './signed-calls.js';
import { appDetail, appSummary } from './view.js';

/** Applications (§2 myApp*): settings, the services they may call, enabling and disabling. */

export interface AppSettings {
  name: string;
  appAbbreviation: string;
  ipWhitelist: string;
  ipRestrict: number;
  androidPackage: string | null;
  iosBundle: string | null;
  callbackUrl: string | null;
  evidenceCallbackUrl: string | null;
}

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'apps'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'apps',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** The application of the session's enterprise; another enterprise's id is not found. */
export async function ownApplication(deps: Deps, caller: UserCaller, id: string): Promise<q.ApplicationRow> {
  const row = await q.findApplication(deps.db, enterpriseOf(caller.user), id);
  if (!row) throw new AppError('notFound');
  return row;
}

/**
 * Callback addresses: https only in production, and never one resolving into a private, loopback,
 * link-local or metadata network (checked again before every delivery).
 */
export async function checkCallbackUrls(
  deps: Deps,
  settings: Pick<AppSettings, 'callbackUrl' | 'evidenceCallbackUrl'>,
  environment: AppEnvironment,
  lang: Language,
): Promise<void> {
  for (const field of ['callbackUrl', 'evidenceCallbackUrl'] as const) {
    const url = settings[field];
    if (!url) continue;
    if (environment === 'production' && !url.toLowerCase().startsWith('https://')) throw fieldError('callbackUrlHttps', field, lang);
    const verdict = await checkOutboundUrl(url, { allowedHosts: deps.config.callbackAllowedHosts });
    // An address that does not resolve today is kept: it is judged again before each delivery.
    if (!verdict.ok && verdict.why !== 'unresolvable') throw fieldError('callbackUrlRefused', field, lang);
  }
}

/**
 * The subscriptions an application may be authorized for: the enterprise's own (another's id is not
 * found), and for a production application only those in effect. One it already holds stays allowed
 * when it lapses (it is refused at call time), so a lapsed service never blocks changing the others.
 */
async function checkAuthorizable(
  deps: Deps,
  input: { enterpriseId: string; ids: string[]; held?: readonly string[]; environment: AppEnvironment; lang: Language },
) {
  const services = await subscriptionsOf(deps, input.enterpriseId, input.ids);
  if (services.length !== input.ids.length) throw new AppError('notFound');
  const added = services.filter((s) => !input.held?.includes(s.id));
  if (input.environment === 'production' && added.some((s) => s.status !== 2))
    throw fieldError('serviceNotEffective', 'serviceIds', input.lang);
}

const settingsColumns = (s: AppSettings) => ({
  name: s.name,
  abbreviation: s.appAbbreviation,
  ip_whitelist: s.ipWhitelist,
  ip_restrict: s.ipRestrict,
  android_package: s.androidPackage,
  ios_bundle: s.iosBundle,
  callback_url: s.callbackUrl,
  evidence_callback_url: s.evidenceCallbackUrl,
});

export async function listApplications(
  deps: Deps,
  { caller, after, pageSize }: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<AppSummary>> {
  const enterpriseId = enterpriseOf(caller.user);
  const scope = { enterpriseId };
  const position = listPosition(q.applicationOrder, { scope, after, pageSize, lang: caller.lang });
  const { rows, total } = await q.pageApplications(deps.db, enterpriseId, position);
  return pageFrom(q.applicationOrder, { scope, pageSize, rows, total, view: (r) => appSummary(r, Number(r.service_count ?? 0)) });
}

export async function createApplication(
  deps: Deps,
  { caller, environment, serviceIds, ...settings }: AppSettings & { caller: UserCaller; environment: AppEnvironment; serviceIds: string[] },
): Promise<AppSummary> {
  const enterpriseId = enterpriseOf(caller.user);
  await assertEnterprisePassed(deps, enterpriseId);
  await checkCallbackUrls(deps, settings, environment, caller.lang);
  await checkAuthorizable(deps, { enterpriseId, ids: serviceIds, environment, lang: caller.lang });
  const now = deps.clock.now();
  const row = {
    id: newId(now),
    enterprise_id: enterpriseId,
    user_id: caller.user.userId,
    app_id: `${appIdPrefix[environment]}${randomBytes(12).toString('hex')}`,
    environment,
    status: recordStatus.normal,
    created_at: now,
    updated_at: now,
    ...settingsColumns(settings),
  };
  await deps.db.transaction().execute(async (trx) => {
    await q.insertApplication(trx, row);
    await q.setAuthorized(trx, row.id, serviceIds, now);
  });
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'apps.appCreate', params: { app: row.name, appId: row.app_id, count: serviceIds.length } },
    `${row.app_id} ${row.name} services:${serviceIds.length}`,
  );
  return appSummary(row, serviceIds.length);
}

export async function applicationDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<AppDetail> {
  return detailOf(deps, await ownApplication(deps, caller, id));
}

export async function detailOf(deps: Deps, row: q.ApplicationRow): Promise<AppDetail> {
  const [services, secrets] = await Promise.all([
    q.authorizedIds(deps.db, row.id).then((ids) => subscriptionsOf(deps, row.enterprise_id, ids)),
    q.secretsOf(deps.db, row.id),
  ]);
  return appDetail(row, services, secrets);
}

export async function updateApplication(
  deps: Deps,
  { caller, id, ...settings }: AppSettings & { caller: UserCaller; id: string },
): Promise<AppDetail> {
  const row = await ownApplication(deps, caller, id);
  await checkCallbackUrls(deps, settings, row.environment as AppEnvironment, caller.lang);
  const now = deps.clock.now();
  await q.updateApplication(deps.db, row.id, { ...settingsColumns(settings), updated_at: now });
  forgetCallingApp(deps, row.app_id);
  await log(
    deps,
    caller,
    row.enterprise_id,
    { key: 'apps.appEdit', params: { app: settings.name, appId: row.app_id } },
    `${row.app_id} ${settings.name}`,
  );
  return applicationDetail(deps, { caller, id });
}

export async function setApplicationStatus(
  deps: Deps,
  { caller, id, status }: { caller: UserCaller; id: string; status: 1 | 2 },
): Promise<AppDetail> {
  const row = await ownApplication(deps, caller, id);
  await q.updateApplication(deps.db, row.id, { status, updated_at: deps.clock.now() });
  forgetCallingApp(deps, row.app_id);
  await log(
    deps,
    caller,
    row.enterprise_id,
    { key: status === recordStatus.normal ? 'apps.appEnable' : 'apps.appDisable', params: { app: row.name, appId: row.app_id } },
    row.app_id,
  );
  return applicationDetail(deps, { caller, id });
}

export async function authorizeServices(
  deps: Deps,
  { caller, id, serviceIds }: { caller: UserCaller; id: string; serviceIds: string[] },
): Promise<AppDetail> {
  const row = await ownApplication(deps, caller, id);
  await checkAuthorizable(deps, {
    enterpriseId: row.enterprise_id,
    ids: serviceIds,
    held: await q.authorizedIds(deps.db, row.id),
    environment: row.environment as AppEnvironment,
    lang: caller.lang,
  });
  await deps.db.transaction().execute((trx) => q.setAuthorized(trx, row.id, serviceIds, deps.clock.now()));
  forgetCallingApp(deps, row.app_id);
  await log(
    deps,
    caller,
    row.enterprise_id,
    { key: 'apps.appAuthorize', params: { app: row.name, appId: row.app_id, count: serviceIds.length } },
    `${row.app_id} services:${serviceIds.length}`,
  );
  return applicationDetail(deps, { caller, id });
}
