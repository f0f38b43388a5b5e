import { type CouponView, type PackageView, type Page, type CouponTab, couponStatus, formatFen, phonePattern } from '@console/contract';
import type { OperatorCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { phoneHash } from '../../platform/personal-data.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { tenantOf } from '../../platform/tenant.js';
import { accountShownAs } from '../account/index.js';
import { enterpriseShownAs } from '../enterprise/index.js';
import { productCatalogue, productsOf } from '../services/index.js';
import { type PackageRow, couponsWithProducts, packageList, packageOf } from './packages.js';
import * as q from './queries.js';
import { couponView, packageView } from './view.js';

/** What is sold (packages of the services' catalogue products, priced in fen) and coupons. */

/** The console's packages, each product named in the reader's language (the English name for en when given). */
export async function listPackages(deps: Deps, { caller }: { caller: UserCaller }): Promise<{ list: PackageView[] }> {
  const named = (row: PackageRow) => (caller.lang === 'en' && row.product_name_en ? row.product_name_en : row.product_name);
  return { list: (await packageList(deps)).map((row) => ({ ...packageView(row), productName: named(row) })) };
}

export async function opsPackages(deps: Deps, _input: { caller: OperatorCaller }) {
  const [packages, products] = await Promise.all([packageList(deps), productCatalogue(deps)]);
  return {
    list: packages.map(packageView),
    products: products.map((p) => ({
      id: p.id,
      productNo: p.product_no,
      name: p.name,
      nameEn: p.name_en,
      serviceCode: p.service_code as PackageView['serviceCode'],
      unitPriceFen: Number(p.unit_price_fen),
      createdAt: Number(p.created_at),
    })),
  };
}

export async function addPackage(
  deps: Deps,
  input: {
    caller: OperatorCaller;
    productId: string;
    name: string;
    issuingMode: number;
    quantity: number;
    months: number;
    priceFen: number;
  },
): Promise<PackageView> {
  const { caller } = input;
  if (!(await productsOf(deps, { productIds: [input.productId] })).has(input.productId))
    throw fieldError('productUnknown', 'productId', caller.lang);
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertPackage(deps.db, {
    id,
    product_id: input.productId,
    name: input.name,
    issuing_mode: input.issuingMode,
    quantity: input.quantity,
    months: input.months,
    price_fen: input.priceFen,
    created_by: caller.operator.operatorId,
    created_at: now,
  });
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'costCenter',
    action: 'packageAdd',
    phrase: {
      key: 'costCenter.packageAdd',
      params: { package: input.name, quantity: input.quantity, months: input.months, price: formatFen(input.priceFen) },
    },
    content: `${input.name} mode:${input.issuingMode} count:${input.quantity} months:${input.months} ${formatFen(input.priceFen)}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return packageView((await packageOf(deps, id))!);
}

export async function listCoupons(
  deps: Deps,
  input: { caller: UserCaller; tab: CouponTab; after?: string; pageSize: number },
): Promise<Page<CouponView>> {
  const now = deps.clock.now();
  // Reads apply the window too, so a coupon never shows as available after it ended.
  await q.expireCoupons(deps.db, { available: couponStatus.available, expired: couponStatus.expired, now });
  const tenant = tenantOf(input.caller.user);
  const scope = { tenant, tab: input.tab };
  const position = listPosition(q.couponList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const page = await q.pageCoupons(deps.db, { tenant, status: couponStatus[input.tab], position });
  const rows = await couponsWithProducts(deps, page.rows);
  return pageFrom(q.couponList, { scope, pageSize: input.pageSize, rows, total: page.total, view: (r) => couponView(r, now) });
}

export async function issueCoupon(
  deps: Deps,
  input: {
    caller: OperatorCaller;
    enterpriseId?: string;
    userId?: string;
    name: string;
    kind: 'fixed' | 'percent';
    value: number;
    minSpendFen: number;
    productId?: string;
    startsAt: number;
    expiresAt: number;
  },
): Promise<CouponView> {
  const { caller } = input;
  // Operators name the owner by what the back office shows them (an enterprise number, an account
  // name or a phone) or by the id a picker chose; all of them find the same row.
  let owner: { enterprise_id: string | null; user_id: string };
  if (input.enterpriseId) {
    const enterprise = await enterpriseShownAs(deps, { key: input.enterpriseId });
    if (!enterprise) throw fieldError('couponOwnerUnknown', 'enterpriseId', caller.lang);
    owner = { enterprise_id: enterprise.id, user_id: enterprise.masterUserId };
  } else {
    const key = input.userId!;
    const userId = await accountShownAs(deps, { key, phoneHash: phonePattern.test(key) ? phoneHash(deps, key) : null });
    if (!userId) throw fieldError('couponOwnerUnknown', 'userId', caller.lang);
    owner = { enterprise_id: null, user_id: userId };
  }
  if (input.productId && !(await productsOf(deps, { productIds: [input.productId] })).has(input.productId))
    throw fieldError('productUnknown', 'productId', caller.lang);
  const now = deps.clock.now();
  const id = newId(now);
  await q.insertCoupon(deps.db, {
    id,
    ...owner,
    name: input.name,
    amount_fen: input.kind === 'fixed' ? input.value : 0,
    status: couponStatus.available,
    expires_at: input.expiresAt,
    created_at: now,
    kind: input.kind,
    value: input.value,
    min_spend_fen: input.minSpendFen,
    product_id: input.productId ?? null,
    starts_at: input.startsAt,
    used_order_id: null,
    used_at: null,
    issued_by: caller.operator.operatorId,
  });
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    enterpriseId: owner.enterprise_id,
    userId: owner.enterprise_id ? null : owner.user_id,
    service: 'costCenter',
    action: 'couponIssue',
    phrase: { key: 'costCenter.couponIssue', params: { coupon: input.name } },
    content: `${input.name} ${input.kind}:${input.value} min:${input.minSpendFen}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  const [coupon] = await couponsWithProducts(deps, [(await q.findCoupon(deps.db, id))!]);
  return couponView(coupon!, now);
}

/** The job's half for coupons: available ones past their window become expired. */
export async function expireCoupons(deps: Pick<Deps, 'db' | 'clock'>): Promise<number> {
  return q.expireCoupons(deps.db, { available: couponStatus.available, expired: couponStatus.expired, now: deps.clock.now() });
}
