import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { appCallsPage, appCallsThisMonth, callOrder } from '../services/index.js';
import * as q from './queries.js';
import { ownApplication } from './service.js';
import { appSummary } from './view.js';

/** What an application did: its metered calls (the usage ledger), and the back office's view of an enterprise's applications. */

export async function listCalls(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: UserCaller; id: string; after?: string; pageSize: number },
) {
  const app = await ownApplication(deps, caller, id);
  const scope = { applicationId: app.id };
  const position = listPosition(callOrder, { scope, after, pageSize, lang: caller.lang });
  const { rows, total } = await appCallsPage(deps, { applicationId: app.id, position });
  return pageFrom(callOrder, {
    scope,
    pageSize,
    rows,
    total,
    view: (r) => ({
      id: r.id,
      requestId: r.request_id ?? '',
      serviceCode: r.service_code,
      outcome: r.outcome,
      sandbox: Number(r.sandbox) === 1,
      chargeFen: Number(r.charge_fen),
      calledAt: Number(r.called_at),
    }),
  });
}

export async function listEnterpriseApps(
  deps: Deps,
  { caller, enterpriseId, after, pageSize }: { caller: OperatorCaller; enterpriseId?: string; after?: string; pageSize: number },
) {
  const scope = { enterpriseId: enterpriseId ?? null };
  const position = listPosition(q.applicationOrder, { scope, after, pageSize, lang: caller.lang });
  const { rows, total } = await q.pageApplications(deps.db, enterpriseId, position);
  const page = pageFrom(q.applicationOrder, { scope, pageSize, rows, total, view: (r) => r });
  // The platform month (UTC+8) so far, from services' daily rollup: one read for the page.
  const calls = await appCallsThisMonth(deps, { apps: page.list.map((r) => ({ enterpriseId: r.enterprise_id, applicationId: r.id })) });
  const list = page.list.map((r) => ({ ...appSummary(r, Number(r.service_count ?? 0)), callsThisMonth: calls.get(r.id) ?? 0 }));
  return { ...page, list };
}
