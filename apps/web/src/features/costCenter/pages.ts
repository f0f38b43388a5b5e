import { definePages } from '../../app/capability';

/** The cost center (issue 19): §2 /payment (orders and paying them), coupons and their help; the sandbox gateway; the back office's orders. */
export const costCenterPages = definePages({
  name: 'costCenter',
  namespaces: ['errors', 'services'],
  pages: {
    payment: { load: () => import('./PaymentPage') },
    myDiscountList: { load: () => import('./CouponsPage') },
    // Reached from the coupons page.
    helpDoc: { load: () => import('./HelpDocPage'), menu: false },
  },
  publicRoutes: [{ path: '/paymentSandbox', name: 'paymentSandbox', load: () => import('./SandboxPaymentPage') }],
  opsPages: [{ path: 'orders', label: 'costCenter.ops.menu', icon: 'shopping', load: () => import('./ops/OrdersPage') }],
});
