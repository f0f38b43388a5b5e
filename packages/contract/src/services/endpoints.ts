import { idParam } from '../common.js';
import { defineEndpoints } from '../endpoint.js';
import { servicesRoutes } from './routes.js';
import {
  adjustInputSchema,
  grantInputSchema,
  listQuery,
  opsSubscriptionPageSchema,
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
    summaryZh: '企业的服务：根据台账和当前时间得出的数量、用量、到期时间与状态',
    query: listQuery,
    output: subscriptionPageSchema,
  },
  opsProducts: { summary: 'The product catalogue with unit prices', summaryZh: '产品目录及单价', output: productListSchema },
  opsAddProduct: {
    summary: 'Adds a product to the catalogue',
    summaryZh: '向产品目录新增产品',
    body: productInputSchema,
    // A product's name, not a person's (fields.name is 姓名 in zh).
    fieldPhrases: { name: 'productName' },
    output: productViewSchema,
    errors: ['productExists'],
  },
  opsSubscriptions: {
    summary: 'Subscriptions of one enterprise, or of every enterprise, each with its enterprise’s name and number',
    summaryZh: '某企业或全部企业已开通的服务，每条附企业名称和企业 ID',
    query: opsSubscriptionsQuery,
    output: opsSubscriptionPageSchema,
  },
  opsGrant: {
    summary: 'Grants an enterprise a subscription (the cost center will call the same function for paid orders)',
    summaryZh: '为企业开通服务（费用中心对已支付的订单也将调用同一功能）',
    body: grantInputSchema,
    output: subscriptionViewSchema,
    errors: ['productUnknown', 'enterpriseUnknown'],
  },
  opsAdjust: {
    summary: 'Changes a subscription’s purchased quantity or due date',
    summaryZh: '调整已开通服务的购买数量或到期时间',
    params: idParam,
    body: adjustInputSchema,
    output: subscriptionViewSchema,
  },
  hall: {
    summary: 'The service hall: the products the platform sells with their unit prices, readable before real-name authentication',
    summaryZh: '服务门户：平台在售的产品及其单价，实名认证前即可查看',
    output: productListSchema,
  },
});
