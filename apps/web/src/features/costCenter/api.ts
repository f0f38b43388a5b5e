import type { CouponTab, InvoiceStatusName, OrderFilter, OrderStatusName } from '@console/contract';
import { costCenterRoutes as r } from '@console/contract/costCenter/routes';
import { call } from '../../api/http';

/** Calls of the cost center; paths and answers come from the endpoint table. */
export const costCenterApi = {
  packages: () => call(r.packages, {}),
  createOrder: (body: { packageId: string; quantity: number; couponId?: string }) => call(r.createOrder, { body }),
  orders: (query: { status?: OrderFilter; after?: string; pageSize: number }) => call(r.orders, { query }),
  order: (id: string) => call(r.order, { params: { id } }),
  cancel: (id: string) => call(r.cancelOrder, { params: { id } }),
  pay: (id: string) => call(r.pay, { params: { id } }),
  receipt: (id: string, file: File) => {
    const formData = new FormData();
    formData.set('file', file);
    return call(r.offlineReceipt, { params: { id }, body: {}, formData });
  },
  coupons: (query: { tab: CouponTab; after?: string; pageSize: number }) => call(r.coupons, { query }),
  sandbox: (ref: string) => call(r.sandboxPayment, { params: { ref } }),
  decide: (ref: string, decision: 'approve' | 'decline' | 'hang') => call(r.sandboxDecide, { params: { ref }, body: { decision } }),
  titles: () => call(r.invoiceTitles, {}),
  saveTitle: (body: { kind: 'company' | 'personal'; name: string; taxpayerId: string; addressPhone: string; bankAccount: string }) =>
    call(r.saveInvoiceTitle, { body }),
  invoiceable: (query: { after?: string; pageSize: number }) => call(r.invoiceable, { query }),
  requestInvoice: (body: { requestId: string; titleId: string; invoiceType: 'general' | 'special'; orderIds: string[] }) =>
    call(r.requestInvoice, { body }),
  invoices: (query: { status?: InvoiceStatusName; after?: string; pageSize: number }) => call(r.invoices, { query }),
  invoice: (id: string) => call(r.invoice, { params: { id } }),
};

export const opsCostCenterApi = {
  orders: (query: { status?: OrderStatusName; after?: string; pageSize: number }) => call(r.opsOrders, { query }),
  review: (id: string, approve: boolean, reason: string) => call(r.opsReview, { params: { id }, body: { approve, reason } }),
  confirm: (id: string, accept: boolean, reason: string) => call(r.opsConfirm, { params: { id }, body: { accept, reason } }),
  resolve: (id: string, action: 'complete' | 'refund', reason: string) => call(r.opsResolve, { params: { id }, body: { action, reason } }),
  packages: () => call(r.opsPackages, {}),
  addPackage: (body: { productId: string; name: string; issuingMode: number; quantity: number; months: number; priceFen: number }) =>
    call(r.opsAddPackage, { body }),
  issueCoupon: (body: {
    enterpriseId?: string;
    userId?: string;
    name: string;
    kind: 'fixed' | 'percent';
    value: number;
    minSpendFen: number;
    productId?: string;
    startsAt: number;
    expiresAt: number;
  }) => call(r.opsIssueCoupon, { body }),
  invoices: (query: { status?: InvoiceStatusName; after?: string; pageSize: number }) => call(r.opsInvoices, { query }),
  issueInvoice: (id: string) => call(r.opsIssueInvoice, { params: { id } }),
  issueInvoiceFile: (id: string, invoiceNo: string, file: File) => {
    const formData = new FormData();
    formData.set('invoiceNo', invoiceNo);
    formData.set('file', file);
    return call(r.opsIssueInvoiceFile, { params: { id }, body: { invoiceNo }, formData });
  },
  rejectInvoice: (id: string, reason: string) => call(r.opsRejectInvoice, { params: { id }, body: { reason } }),
  reverseInvoice: (id: string, reason: string) => call(r.opsReverseInvoice, { params: { id }, body: { reason } }),
};

export const costCenterKey = ['costCenter'] as const;
// Under ['ops'], so signing out forgets them with the rest of the back office.
export const opsCostCenterKey = ['ops', 'costCenter'] as const;
export const opsPackagesKey = [...opsCostCenterKey, 'packages'] as const;
