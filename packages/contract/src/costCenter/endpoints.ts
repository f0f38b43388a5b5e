import { idParam } from '../common.js';
import { defineEndpoints, fileOutput } from '../endpoint.js';
import { productListSchema } from '../services/schemas.js';
import { costCenterRoutes } from './routes.js';
import {
  costCenterRules,
  couponIssueSchema,
  couponListQuery,
  couponPageSchema,
  couponViewSchema,
  notifyAnswerSchema,
  notifyHeaders,
  opsConfirmSchema,
  opsOrderPageSchema,
  opsOrderQuery,
  opsOrderViewSchema,
  opsResolveSchema,
  opsReviewSchema,
  orderCreateSchema,
  orderListQuery,
  orderPageSchema,
  orderViewSchema,
  packageInputSchema,
  packageListSchema,
  packageViewSchema,
  paymentStartSchema,
  receiptUploadSchema,
  sandboxDecisionSchema,
  sandboxPaymentSchema,
  sandboxRefParams,
} from './schemas.js';

const couponErrors = ['couponNotUsable', 'couponBelowMinimum'] as const;

export const costCenterEndpoints = defineEndpoints(costCenterRoutes, {
  packages: { summary: 'The packages on sale, with their products and prices in fen', output: packageListSchema },
  createOrder: {
    summary:
      'A new order of a package (quantity, optional coupon): a unique order number and the amount in fen after the coupon; custom packages and installments start to be reviewed, the others to be paid with a deadline',
    body: orderCreateSchema,
    output: orderViewSchema,
    // notFound: a coupon id of another tenant (or none) is not found, as a path id would be.
    errors: ['packageUnknown', 'notFound', ...couponErrors],
  },
  orders: { summary: 'The enterprise’s orders, newest first, by status', query: orderListQuery, output: orderPageSchema },
  order: { summary: 'One order of the enterprise', params: idParam, output: orderViewSchema },
  cancelOrder: {
    summary: 'Cancels an order not yet paid (its coupon returns)',
    params: idParam,
    output: orderViewSchema,
    errors: ['orderTransition'],
  },
  pay: {
    summary: 'Starts a gateway payment of an order to be paid; the answer says where the payer approves it',
    params: idParam,
    output: paymentStartSchema,
    errors: ['orderTransition', 'paymentGatewayFailed'],
  },
  offlineReceipt: {
    summary: 'An offline bank transfer’s receipt (multipart file: jpg, png or pdf by content, at most 5 MB): payment to be confirmed',
    params: idParam,
    body: receiptUploadSchema,
    file: { field: 'file', maxBytes: costCenterRules.receiptMaxBytes, tooLarge: 'receiptTooLarge' },
    output: orderViewSchema,
    errors: ['orderTransition', 'receiptMissing', 'receiptType'],
  },
  coupons: { summary: 'The tenant’s coupons on one tab: available, used or expired', query: couponListQuery, output: couponPageSchema },
  sandboxPayment: { summary: 'The sandbox gateway’s payment page data', params: sandboxRefParams, output: sandboxPaymentSchema },
  sandboxDecide: {
    summary: 'The sandbox payer approves, declines or leaves the payment hanging; an approval notifies the platform, signed',
    params: sandboxRefParams,
    body: sandboxDecisionSchema,
    output: sandboxPaymentSchema,
    errors: ['sandboxPaymentDecided'],
  },
  notify: {
    summary:
      'The payment gateway’s notification: HMAC-SHA256 of the exact body in X-Signature; counted once per notification id and payment; an unverifiable one changes nothing',
    headers: notifyHeaders,
    output: notifyAnswerSchema,
    errors: ['paymentSignatureInvalid', 'paymentUnknown'],
  },
  opsPackages: {
    summary: 'The package catalogue with the products on sale',
    output: packageListSchema.extend({ products: productListSchema.shape.list }),
  },
  opsAddPackage: {
    summary: 'Adds a package of a product (logged)',
    body: packageInputSchema,
    output: packageViewSchema,
    errors: ['productUnknown'],
  },
  opsOrders: { summary: 'Orders of every enterprise, oldest first, by status', query: opsOrderQuery, output: opsOrderPageSchema },
  opsReview: {
    summary: 'Approves (to be paid) or refuses (cancelled) an order to be reviewed; logged, the enterprise told',
    params: idParam,
    body: opsReviewSchema,
    output: opsOrderViewSchema,
    errors: ['orderTransition'],
  },
  opsConfirm: {
    summary: 'Confirms an offline transfer (paid → subscription → completed) or sends it back (to be paid); logged',
    params: idParam,
    body: opsConfirmSchema,
    output: opsOrderViewSchema,
    errors: ['orderTransition'],
  },
  opsResolve: {
    summary: 'Resolves an abnormal payment: completes the order or refunds it (cancelled); logged',
    params: idParam,
    body: opsResolveSchema,
    output: opsOrderViewSchema,
    errors: ['orderTransition'],
  },
  opsReceipt: {
    summary: 'An order’s offline transfer receipt, decrypted',
    params: idParam,
    output: fileOutput(...costCenterRules.receiptTypes),
  },
  opsIssueCoupon: {
    summary: 'Issues a coupon to an enterprise or a person (logged)',
    body: couponIssueSchema,
    output: couponViewSchema,
    errors: ['couponOwnerUnknown', 'productUnknown'],
  },
});
