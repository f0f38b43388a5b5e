import type { Deps } from '../../platform/context.js';
import { findProductsIn, listProductsByAge } from './queries.js';

/** What the cost center reads of the product catalogue (its packages' and coupons' products), instead of querying `service_products` (decision 49). */

export interface ProductSummary {
  productNo: string;
  name: string;
  /** '' when none was given (the console then shows `name`). */
  nameEn: string;
  serviceCode: string;
}

/** Number, names and service of several products at once (a list of packages or a page of coupons): one query; ids not found are absent. */
export async function productsOf(
  deps: Pick<Deps, 'db'>,
  o: { productIds: readonly (string | null)[] },
): Promise<Map<string, ProductSummary>> {
  const ids = [...new Set(o.productIds.filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await findProductsIn(deps.db, ids);
  return new Map(rows.map((r) => [r.id, { productNo: r.product_no, name: r.name, nameEn: r.name_en, serviceCode: r.service_code }]));
}

/** The catalogue oldest first (at most 500: the back office's package form picks from it). */
export const productCatalogue = (deps: Pick<Deps, 'db'>) => listProductsByAge(deps.db);
