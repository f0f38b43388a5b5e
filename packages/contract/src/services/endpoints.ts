import { idParam } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { servicesRoutes } from './routes.js';
import {
  adjustInputSchema,
  grantInputSchema,
  listQuery,
  opsSubscriptionsQuery,
  productInputSchema,
  productListSchema,
  productViewSchema,
  subscriptionPageSchema,
  subscriptionViewSchema,
} from './schemas.js';

export const servicesEndpoints = defineEndpoints(servicesRoutes, {
  list: {
    summary: 'The enterprise’s services: quantity, usage, due date and status from the ledger and the clock',
    query: listQuery,
    output: subscriptionPageSchema,
  },
  opsProducts: { summary: 'The product catalogue with unit prices', output: productListSchema },
  opsAddProduct: {
    summary: 'Adds a product to the catalogue',
    body: productInputSchema,
    output: productViewSchema,
    errors: ['productExists'],
  },
  opsSubscriptions: { summary: 'An enterprise’s subscriptions', query: opsSubscriptionsQuery, output: subscriptionPageSchema },
  opsGrant: {
    summary: 'Grants an enterprise a subscription (the cost center will call the same function for paid orders)',
    body: grantInputSchema,
    output: subscriptionViewSchema,
    errors: ['productUnknown', 'enterpriseUnknown'],
  },
  opsAdjust: {
    summary: 'Changes a subscription’s purchased quantity or due date',
    params: idParam,
    body: adjustInputSchema,
    output: subscriptionViewSchema,
  },
  hall: {
    summary: 'The service hall: the products the platform sells with their unit prices, readable before real-name authentication',
    output: productListSchema,
  },
});
