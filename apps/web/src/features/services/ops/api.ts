import { enterpriseRoutes } from '@console/contract/enterprise/routes';
import { servicesRoutes as r } from '@console/contract/services/routes';
import { call } from '../../../api/http';

export interface GrantForm {
  enterpriseId: string;
  productId: string;
  issuingMode: number;
  totalCount: number;
  startsAt: number;
  dueAt: number;
  cycle: 'day' | 'month' | 'year' | 'term';
}

/** Calls of the back office's products and subscriptions; paths and answers come from the endpoint table. */
export const servicesOpsApi = {
  products: () => call(r.opsProducts, {}),
  addProduct: (body: { productNo: string; name: string; serviceCode: 'id2' | 'phone3' | 'bank4'; unitPriceFen: number }) =>
    call(r.opsAddProduct, { body }),
  subscriptions: (enterpriseId: string | undefined, after: string | undefined, pageSize: number) =>
    call(r.opsSubscriptions, { query: { enterpriseId, after, pageSize } }),
  grant: (body: GrantForm) => call(r.opsGrant, { body }),
  adjust: (id: string, body: { totalCount?: number; dueAt?: number; reason: string }) => call(r.opsAdjust, { params: { id }, body }),
  /** Enterprises by name or number, for choosing whose subscriptions and applications to see. */
  enterprises: (keyword: string) => call(enterpriseRoutes.list, { query: { keyword, pageSize: 20 } }),
};

// Under ['ops'], so signing out forgets them with the rest of the back office.
export const productsKey = ['ops', 'products'] as const;
export const subscriptionsKey = ['ops', 'subscriptions'] as const;
