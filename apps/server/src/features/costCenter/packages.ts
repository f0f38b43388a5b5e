import type { Deps } from '../../platform/context.js';
import { productsOf } from '../services/index.js';
import * as q from './queries.js';

/**
 * Packages and coupons with their products' numbers and names: the rows are the cost center's, the
 * products services' (decision 49), read through `productsOf` in one query per list or page.
 */

export type PackageRow = q.PackageOnlyRow & { product_no: string; product_name: string; product_name_en: string; service_code: string };
export type CouponListRow = q.CouponPageRow & { product_name: string | null };

/** A package whose product is gone is left out, as the join it replaces did. */
async function withProducts(deps: Pick<Deps, 'db'>, rows: readonly q.PackageOnlyRow[]): Promise<PackageRow[]> {
  const products = await productsOf(deps, { productIds: rows.map((r) => r.product_id) });
  return rows.flatMap((r) => {
    const p = products.get(r.product_id);
    return p ? [{ ...r, product_no: p.productNo, product_name: p.name, product_name_en: p.nameEn, service_code: p.serviceCode }] : [];
  });
}

export const packageList = async (deps: Pick<Deps, 'db'>) => withProducts(deps, await q.listPackages(deps.db));

export async function packageOf(deps: Pick<Deps, 'db'>, id: string): Promise<PackageRow | undefined> {
  const row = await q.findPackage(deps.db, id);
  return row && (await withProducts(deps, [row]))[0];
}

export async function couponsWithProducts<R extends q.CouponPageRow>(
  deps: Pick<Deps, 'db'>,
  rows: readonly R[],
): Promise<(R & { product_name: string | null })[]> {
  const products = await productsOf(deps, { productIds: rows.map((r) => r.product_id) });
  return rows.map((r) => ({ ...r, product_name: (r.product_id && products.get(r.product_id)?.name) ?? null }));
}
