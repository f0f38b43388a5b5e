import type { IssuingMode, OpsSubscriptionView, Page, ProductView, StatisticalCycle, SubscriptionView } from '@console/contract';
import { issuingMode, platformDate, subscriptionStatusOf } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { writeOperationLog } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { enterpriseMasterOf, enterpriseNamesOf } from '../enterprise/index.js';
import * as q from './queries.js';
import { forgetSubscriptions } from './subscription-cache.js';
import { productName, subscriptionView } from './view.js';

/** The enterprise's services, and the back office's catalogue, grants and adjustments. */

export async function listMyServices(
  deps: Deps,
  { caller, after, pageSize }: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<SubscriptionView>> {
  const now = deps.clock.now();
  return pageOfEnterprise(deps, enterpriseOf(caller.user), { after, pageSize, lang: caller.lang }, (r) =>
    subscriptionView(r, now, caller.lang),
  );
}

export async function listEnterpriseServices(
  deps: Deps,
  input: { caller: OperatorCaller; enterpriseId?: string; after?: string; pageSize: number },
): Promise<Page<OpsSubscriptionView>> {
  const now = deps.clock.now();
  // Without a filter the list mixes enterprises, so each row says whose it is.
  return pageOfEnterprise(
    deps,
    input.enterpriseId,
    { after: input.after, pageSize: input.pageSize, lang: input.caller.lang, withEnterprises: true },
    (r) => ({
      ...subscriptionView(r, now),
      enterprise: { id: r.enterprise_id ?? '', name: r.enterprise_name ?? '', enterpriseNo: r.enterprise_no ?? '' },
    }),
  );
}

async function pageOfEnterprise<View>(
  deps: Deps,
  enterpriseId: string | undefined,
  input: { after: string | undefined; pageSize: number; lang: Language; withEnterprises?: boolean },
  view: (row: q.OpsSubscriptionRow) => View,
) {
  const scope = { enterpriseId: enterpriseId ?? null };
  const position = listPosition(q.subscriptionOrder, { scope, ...input });
  const page = await q.pageSubscriptions(deps.db, enterpriseId, position);
  // The back office's list names each row's enterprise: one read of the page's enterprises, not a join.
  const names = input.withEnterprises
    ? await enterpriseNamesOf(deps, { enterpriseIds: page.rows.flatMap((r) => (r.enterprise_id ? [r.enterprise_id] : [])) })
    : new Map<string, { name: string; enterpriseNo: string | null }>();
  const rows = page.rows.map((r) => {
    const enterprise = r.enterprise_id ? names.get(r.enterprise_id) : undefined;
    return { ...r, enterprise_name: enterprise?.name ?? null, enterprise_no: enterprise?.enterpriseNo ?? null };
  });
  return pageFrom(q.subscriptionOrder, { scope, pageSize: input.pageSize, rows, total: page.total, view });
}

const productView = (row: q.ProductRow): ProductView => ({
  id: row.id,
  productNo: row.product_no,
  name: row.name,
  nameEn: row.name_en,
  serviceCode: row.service_code as ProductView['serviceCode'],
  unitPriceFen: Number(row.unit_price_fen),
  createdAt: Number(row.created_at),
});

/** §2 serviceweb: what the platform sells, for anyone signed in (before and after real-name authentication). */
export async function serviceHall(deps: Deps, { caller }: { caller: UserCaller }): Promise<{ list: ProductView[] }> {
  return {
    list: (await q.listProducts(deps.db)).map((row) => ({ ...productView(row), name: productName(row.name, row.name_en, caller.lang) })),
  };
}

export async function listProducts(deps: Deps, _input: { caller: OperatorCaller }): Promise<{ list: ProductView[] }> {
  return { list: (await q.listProducts(deps.db)).map(productView) };
}

export async function addProduct(
  deps: Deps,
  { caller, product }: { caller: OperatorCaller; product: Omit<ProductView, 'id' | 'createdAt'> },
): Promise<ProductView> {
  const now = deps.clock.now();
  const row = {
    id: newId(now),
    product_no: product.productNo,
    name: product.name,
    name_en: product.nameEn,
    service_code: product.serviceCode,
    unit_price_fen: product.unitPriceFen,
    created_by: caller.operator.operatorId,
    created_at: now,
  };
  if (!(await q.insertProduct(deps.db, row))) throw fieldError('productExists', 'productNo', caller.lang);
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'services',
    action: 'productAdd',
    phrase: { key: 'services.productAdd', params: { product: { zh: row.name, en: row.name_en || row.name }, productNo: row.product_no } },
    content: `${row.product_no} ${row.name} ${row.name_en} ${row.service_code} ${row.unit_price_fen}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return productView(row);
}

export interface Grant {
  enterpriseId: string;
  productId: string;
  issuingMode: IssuingMode | number;
  /** -1: unlimited (pay on demand). */
  totalCount: number;
  startsAt: number;
  dueAt: number;
  cycle: StatisticalCycle;
}

/**
 * Creates a subscription of a product for an enterprise. The back office calls it today; the cost
 * center will call it for paid orders. `by` says who, for the operation log.
 */
export async function grantSubscription(
  deps: Deps,
  { grant, by }: { grant: Grant; by: { operatorId?: string; userId?: string; ip: string; lang: OperatorCaller['lang'] } },
): Promise<SubscriptionView> {
  const product = await q.findProduct(deps.db, grant.productId);
  if (!product) throw fieldError('productUnknown', 'productId', by.lang);
  const enterprise = await enterpriseMasterOf(deps, { enterpriseId: grant.enterpriseId });
  if (!enterprise) throw fieldError('enterpriseUnknown', 'enterpriseId', by.lang);
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertSubscription(deps.db, {
    id,
    enterprise_id: grant.enterpriseId,
    user_id: enterprise.masterUserId,
    service_code: product.service_code,
    product_id: product.id,
    issuing_mode: grant.issuingMode,
    total_count: grant.totalCount,
    used_count: 0,
    starts_at: grant.startsAt,
    due_at: grant.dueAt,
    cycle: grant.cycle,
    // Only pay on demand is charged per call; a prepaid package was paid for up front.
    unit_price_fen: grant.issuingMode === issuingMode.payOnDemand ? Number(product.unit_price_fen) : 0,
    charges_fen: 0,
    status: subscriptionStatusOf({ ...grant, usedCount: 0 }, now),
    created_at: now,
    updated_at: now,
  });
  forgetSubscriptions(deps, grant.enterpriseId);
  await writeOperationLog(deps, {
    operatorId: by.operatorId ?? null,
    userId: by.userId ?? null,
    enterpriseId: grant.enterpriseId,
    service: 'services',
    action: 'subscriptionGrant',
    phrase: {
      key: 'services.subscriptionGrant',
      params: {
        product: { zh: product.name, en: product.name_en || product.name },
        mode: { phrase: `services.modes.${grant.issuingMode}` },
        count: grant.totalCount,
        from: platformDate(grant.startsAt),
        to: platformDate(grant.dueAt),
      },
    },
    content: `${product.product_no} mode:${grant.issuingMode} count:${grant.totalCount} ${new Date(grant.startsAt).toISOString()}..${new Date(grant.dueAt).toISOString()}`,
    ip: by.ip,
  });
  return subscriptionView((await q.findSubscription(deps.db, id))!, now);
}

export async function grantByOperator(deps: Deps, { caller, grant }: { caller: OperatorCaller; grant: Grant }): Promise<SubscriptionView> {
  return grantSubscription(deps, { grant, by: { operatorId: caller.operator.operatorId, ip: caller.ip, lang: caller.lang } });
}

export async function adjustSubscription(
  deps: Deps,
  { caller, id, totalCount, dueAt, reason }: { caller: OperatorCaller; id: string; totalCount?: number; dueAt?: number; reason: string },
): Promise<SubscriptionView> {
  const before = await q.findSubscription(deps.db, id);
  if (!before) throw new AppError('notFound');
  const now = deps.clock.now();
  const next = {
    startsAt: Number(before.starts_at),
    dueAt: dueAt ?? Number(before.due_at),
    totalCount: totalCount ?? Number(before.total_count),
    usedCount: Number(before.used_count),
  };
  if (next.dueAt <= next.startsAt) {
    const message = translate(caller.lang, 'validation.dateOrder');
    throw new AppError(
      'fieldInvalid',
      { field: translate(caller.lang, 'fields.dueAt'), message },
      { fields: [{ field: 'dueAt', message }] },
    );
  }
  await q.updateSubscription(deps.db, id, {
    total_count: next.totalCount,
    due_at: next.dueAt,
    status: subscriptionStatusOf(next, now),
    updated_at: now,
  });
  if (before.enterprise_id) forgetSubscriptions(deps, before.enterprise_id);
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    enterpriseId: before.enterprise_id,
    service: 'services',
    action: 'subscriptionAdjust',
    phrase: {
      key: 'services.subscriptionAdjust',
      params: {
        product: {
          zh: before.product_name ?? before.service_code,
          en: before.product_name_en || before.product_name || before.service_code,
        },
        before: Number(before.total_count),
        count: next.totalCount,
        due: platformDate(next.dueAt),
        reason,
      },
    },
    content: `${before.product_no ?? before.service_code} count:${before.total_count}->${next.totalCount} due:${new Date(Number(before.due_at)).toISOString()}->${new Date(next.dueAt).toISOString()} reason:${reason}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return subscriptionView((await q.findSubscription(deps.db, id))!, now);
}

/** The job: stored statuses follow the clock (the dashboard counts them); the console computes its own. */
export async function refreshStatuses(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const rows = await q.subscriptionsPastDue(deps.db, now, 500);
  for (const r of rows) {
    const status = subscriptionStatusOf(
      { startsAt: Number(r.starts_at), dueAt: Number(r.due_at), totalCount: Number(r.total_count), usedCount: Number(r.used_count) },
      now,
    );
    if (status !== r.status) await q.updateSubscription(deps.db, r.id, { status });
  }
  return rows.length;
}

/** Pay-on-demand subscriptions with their charges so far (cumulative, integer fen), for the cost center's monthly bill. */
export async function payOnDemandCharges(
  deps: Pick<Deps, 'db'>,
): Promise<{ subscriptionId: string; enterpriseId: string | null; userId: string; productId: string | null; chargesFen: number }[]> {
  return (await q.payOnDemandCharges(deps.db, 5000)).map((r) => ({
    subscriptionId: r.id,
    enterpriseId: r.enterprise_id,
    userId: r.user_id,
    productId: r.product_id,
    chargesFen: Number(r.charges_fen),
  }));
}
