import { costCenterEndpoints as e } from '@console/contract';
import { defineRoute } from '../../platform/route.js';
import { addPackage, issueCoupon, listCoupons, listPackages, opsPackages } from './catalogue.js';
import { invoiceDetail, invoiceFile, listInvoiceable, listInvoices, listTitles, requestInvoice, saveTitle } from './invoices.js';
import { issueInvoice, issueInvoiceFile, listAllInvoices, opsInvoiceFile, rejectInvoice, reverseInvoice } from './invoice-ops.js';
import { confirmOffline, listAllOrders, receiptOf, resolveAbnormal, reviewOrder, uploadReceipt } from './ops.js';
import { cancelOrder, createOrder, listOrders, orderDetail } from './orders.js';
import { acceptNotification, sandboxDecide, sandboxPayment, startPayment } from './payment.js';

/** The cost center: orders and payment, coupons, the sandbox gateway's page, and the back office. */
export const costCenterRoutes = [
  defineRoute(e.packages, ({ deps, caller }) => listPackages(deps, { caller })),
  defineRoute(e.createOrder, ({ deps, caller, body }) => createOrder(deps, { caller, ...body })),
  defineRoute(e.orders, ({ deps, caller, query }) => listOrders(deps, { caller, ...query })),
  defineRoute(e.order, ({ deps, caller, params }) => orderDetail(deps, { caller, ...params })),
  defineRoute(e.cancelOrder, ({ deps, caller, params }) => cancelOrder(deps, { caller, ...params })),
  defineRoute(e.pay, ({ deps, caller, params }) => startPayment(deps, { caller, ...params })),
  defineRoute(e.offlineReceipt, ({ deps, caller, params, file }) => uploadReceipt(deps, { caller, ...params, file })),
  defineRoute(e.coupons, ({ deps, caller, query }) => listCoupons(deps, { caller, ...query })),
  defineRoute(e.sandboxPayment, ({ deps, params }) => sandboxPayment(deps, params)),
  defineRoute(e.sandboxDecide, ({ deps, params, body }) => sandboxDecide(deps, { ...params, ...body })),
  defineRoute(e.notify, ({ deps, req, headers }) => acceptNotification(deps, { body: req.rawBody, signature: headers['x-signature'] })),
  defineRoute(e.opsPackages, ({ deps, caller }) => opsPackages(deps, { caller })),
  defineRoute(e.opsAddPackage, ({ deps, caller, body }) => addPackage(deps, { caller, ...body })),
  defineRoute(e.opsOrders, ({ deps, caller, query }) => listAllOrders(deps, { caller, ...query })),
  defineRoute(e.opsReview, ({ deps, caller, params, body }) => reviewOrder(deps, { caller, ...params, ...body })),
  defineRoute(e.opsConfirm, ({ deps, caller, params, body }) => confirmOffline(deps, { caller, ...params, ...body })),
  defineRoute(e.opsResolve, ({ deps, caller, params, body }) => resolveAbnormal(deps, { caller, ...params, ...body })),
  defineRoute(e.opsReceipt, ({ deps, caller, params, reply }) => receiptOf(deps, { caller, ...params, reply })),
  defineRoute(e.opsIssueCoupon, ({ deps, caller, body }) => issueCoupon(deps, { caller, ...body })),
  defineRoute(e.invoiceTitles, ({ deps, caller }) => listTitles(deps, { caller })),
  defineRoute(e.saveInvoiceTitle, ({ deps, caller, body }) => saveTitle(deps, { caller, ...body })),
  defineRoute(e.invoiceable, ({ deps, caller, query }) => listInvoiceable(deps, { caller, ...query })),
  defineRoute(e.requestInvoice, ({ deps, caller, body }) => requestInvoice(deps, { caller, ...body })),
  defineRoute(e.invoices, ({ deps, caller, query }) => listInvoices(deps, { caller, ...query })),
  defineRoute(e.invoice, ({ deps, caller, params }) => invoiceDetail(deps, { caller, ...params })),
  defineRoute(e.invoiceFile, ({ deps, caller, params, reply }) => invoiceFile(deps, { caller, ...params, reply })),
  defineRoute(e.opsInvoices, ({ deps, caller, query }) => listAllInvoices(deps, { caller, ...query })),
  defineRoute(e.opsIssueInvoice, ({ deps, caller, params }) => issueInvoice(deps, { caller, ...params })),
  defineRoute(e.opsIssueInvoiceFile, ({ deps, caller, params, body, file }) =>
    issueInvoiceFile(deps, { caller, ...params, ...body, file }),
  ),
  defineRoute(e.opsRejectInvoice, ({ deps, caller, params, body }) => rejectInvoice(deps, { caller, ...params, ...body })),
  defineRoute(e.opsReverseInvoice, ({ deps, caller, params, body }) => reverseInvoice(deps, { caller, ...params, ...body })),
  defineRoute(e.opsInvoiceFile, ({ deps, caller, params, reply }) => opsInvoiceFile(deps, { caller, ...params, reply })),
];
