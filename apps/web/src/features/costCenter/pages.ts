import { definePages } from '../../app/capability';

/** The cost center: §2 /payment (orders and paying them), coupons and their help; the sandbox gateway; the back office's orders. */
export const costCenterPages = definePages({
  name: 'costCenter',
  namespaces: ['errors', 'services'],
  pages: {
    payment: { load: () => import('./PaymentPage') },
    myDiscountList: { load: () => import('./CouponsPage') },
    // Reached from the coupons page.
    helpDoc: { load: () => import('./HelpDocPage'), menu: false },
    myInvoiceList: { load: () => import('./InvoiceListPage') },
    myInvoiceInfo: { load: () => import('./InvoiceInfoPage') },
    selectInvoice: { load: () => import('./SelectInvoicePage') },
    // Steps of a request, and a request's page: reached from the list, not from the menu.
    confirmation: { load: () => import('./ConfirmationPage'), menu: false },
    askForSuccess: { load: () => import('./AskForSuccessPage'), menu: false },
    myInvoiceDetail: { load: () => import('./InvoiceDetailPage'), menu: false },
  },
  publicRoutes: [{ path: '/paymentSandbox', name: 'paymentSandbox', load: () => import('./SandboxPaymentPage') }],
  opsPages: [
    { path: 'orders', label: 'costCenter.ops.menu', icon: 'shopping', load: () => import('./ops/OrdersPage') },
    { path: 'invoices', label: 'costCenter.ops.invoicesMenu', icon: 'audit', load: () => import('./ops/InvoicesPage') },
  ],
});
