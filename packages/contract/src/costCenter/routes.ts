import { defineRoutes } from '../route.js';

/**
 * The cost center (§2 /costCenter and /payment, §3 Order, §4 order statuses): packages and
 * prices, orders and their payment through the gateway provider, coupons, invoices; and the back
 * office's package catalogue, order review, payment confirmation, coupon and invoice issuing.
 */
export const costCenterRoutes = defineRoutes('costCenter', {
  /** The packages on sale with their prices (for the purchase dialog of /payment). */
  packages: { method: 'GET', path: '/console/costCenter/packages', access: 'user', permission: 'payment' },
  /** {packageId, quantity, couponId?}: a new order (to be reviewed or to be paid). */
  createOrder: { method: 'POST', path: '/console/costCenter/order', access: 'user', permission: 'payment' },
  /** §2 /payment: the enterprise's orders, newest first, by status (keyset-paged). */
  orders: { method: 'GET', path: '/console/costCenter/orders', access: 'user', permission: 'payment' },
  order: { method: 'GET', path: '/console/costCenter/order/:id', access: 'user', permission: 'payment' },
  cancelOrder: { method: 'POST', path: '/console/costCenter/order/:id/cancel', access: 'user', permission: 'payment' },
  /** Starts a gateway payment of an order to be paid → where the payer goes. */
  pay: { method: 'POST', path: '/console/costCenter/order/:id/pay', access: 'user', permission: 'payment' },
  /** Multipart {file}: an offline bank transfer's receipt → payment to be confirmed. */
  offlineReceipt: {
    method: 'POST',
    path: '/console/costCenter/order/:id/offline',
    access: 'user',
    permission: 'payment',
    encoding: 'multipart',
  },
  /** §2 myDiscountList: the tenant's coupons by tab (available, used, expired). */
  coupons: { method: 'GET', path: '/console/costCenter/coupons', access: 'user', permission: 'myDiscountList' },

  // ---- the sandbox gateway's own page (PAYMENT_PROVIDER=sandbox) and the gateway's notification ----
  sandboxPayment: { method: 'GET', path: '/console/paymentSandbox/:ref', access: 'public' },
  /** {decision}: approve, decline, or leave the payment hanging. */
  sandboxDecide: { method: 'POST', path: '/console/paymentSandbox/:ref', access: 'public' },
  /** The gateway's signed notification (raw body HMAC); answered to the gateway, never to a person. */
  notify: { method: 'POST', path: '/platform-api/payment/notify', access: 'public' },

  // ---- the back office ----
  opsPackages: { method: 'GET', path: '/operation-webapi/costCenter/packages', access: 'operator' },
  /** A package of a catalogue product: issuing mode, quantity, months, price in fen (logged). */
  opsAddPackage: { method: 'POST', path: '/operation-webapi/costCenter/packages', access: 'operator' },
  /** Orders of every enterprise by status, oldest first (the review and confirmation queues). */
  opsOrders: { method: 'GET', path: '/operation-webapi/costCenter/orders', access: 'operator' },
  /** {approve, reason}: a custom package or installment order approved (to be paid) or refused (cancelled). */
  opsReview: { method: 'POST', path: '/operation-webapi/costCenter/orders/:id/review', access: 'operator', protect: 'operation' },
  /** {accept, reason}: an offline transfer confirmed (paid → completed) or sent back (to be paid). */
  opsConfirm: { method: 'POST', path: '/operation-webapi/costCenter/orders/:id/confirm', access: 'operator', protect: 'operation' },
  /** {action, reason}: an abnormal payment completed or refunded. */
  opsResolve: { method: 'POST', path: '/operation-webapi/costCenter/orders/:id/resolve', access: 'operator' },
  opsReceipt: { method: 'GET', path: '/operation-webapi/costCenter/orders/:id/receipt', access: 'operator' },
  /** A coupon issued to an enterprise or a person (logged). */
  opsIssueCoupon: { method: 'POST', path: '/operation-webapi/costCenter/coupons', access: 'operator', protect: 'operation' },

  // ---- invoices (§2 myInvoice) ----
  /** §2 myInvoiceInfo: the enterprise's saved invoice titles. */
  invoiceTitles: { method: 'GET', path: '/console/costCenter/invoiceTitles', access: 'user', permission: 'myInvoiceInfo' },
  saveInvoiceTitle: { method: 'POST', path: '/console/costCenter/invoiceTitles', access: 'user', permission: 'myInvoiceInfo' },
  /** §2 selectInvoice: completed orders not yet invoiced (keyset-paged). */
  invoiceable: { method: 'GET', path: '/console/costCenter/invoiceable', access: 'user', permission: 'selectInvoice' },
  /** §2 confirmation: {requestId, titleId, invoiceType, orderIds} → one invoice request per request id. */
  requestInvoice: { method: 'POST', path: '/console/costCenter/invoices', access: 'user', permission: 'confirmation' },
  /** §2 myInvoiceList: by status, newest first. */
  invoices: { method: 'GET', path: '/console/costCenter/invoices', access: 'user', permission: 'myInvoiceList' },
  invoice: { method: 'GET', path: '/console/costCenter/invoice/:id', access: 'user', permission: 'myInvoiceDetail' },
  invoiceFile: { method: 'GET', path: '/console/costCenter/invoice/:id/file', access: 'user', permission: 'myInvoiceDetail' },
  opsInvoices: { method: 'GET', path: '/operation-webapi/costCenter/invoices', access: 'operator' },
  /** Issues a requested invoice: the platform generates its PDF (logged; the requester is told). */
  opsIssueInvoice: { method: 'POST', path: '/operation-webapi/costCenter/invoices/:id/issue', access: 'operator', protect: 'operation' },
  /** Multipart {invoiceNo, file}: the invoice the tax platform issued, uploaded as a PDF. */
  opsIssueInvoiceFile: {
    method: 'POST',
    path: '/operation-webapi/costCenter/invoices/:id/issue-file',
    access: 'operator',
    encoding: 'multipart',
  },
  /** {reason}: refuses a requested invoice; its orders become invoiceable again. */
  opsRejectInvoice: { method: 'POST', path: '/operation-webapi/costCenter/invoices/:id/reject', access: 'operator' },
  /** {reason}: reverses (red-letter) an issued invoice after a refund. */
  opsReverseInvoice: { method: 'POST', path: '/operation-webapi/costCenter/invoices/:id/reverse', access: 'operator' },
  opsInvoiceFile: { method: 'GET', path: '/operation-webapi/costCenter/invoices/:id/file', access: 'operator' },
});
