import type { PageCode } from '@console/contract/modules';

/**
 * Catalogue pages no capability serves yet, each with the issue that builds it. A page is either
 * registered by a capability's page map or listed here, never both (a test checks it): until then it
 * is not routed and not in the menu (§6: a route without a page is dropped).
 */
export const pendingPages: Partial<Record<PageCode, string>> = {
  index: 'issue 17 (/myIndex)',
  serviceweb: 'issue 17 (/myIndex)',
  organizationList: 'issue 14 (organization)',
  roleList: 'issue 14 (organization)',
  roleBuild: 'issue 14 (organization)',
  roleDetail: 'issue 14 (organization)',
  roleEdit: 'issue 14 (organization)',
  list: 'issue 14 (organization: external contacts)',
  myInvoiceList: 'issue 19 (cost center)',
  myInvoiceDetail: 'issue 19 (cost center)',
  myInvoiceInfo: 'issue 19 (cost center)',
  selectInvoice: 'issue 19 (cost center)',
  confirmation: 'issue 19 (cost center)',
  askForSuccess: 'issue 19 (cost center)',
  myDiscountList: 'issue 19 (cost center)',
  helpDoc: 'issue 19 (cost center)',
  payment: 'issue 19 (cost center)',
  myServiceList: 'issue 15 (services and applications)',
  serviceAuthorization: 'issue 15 (services and applications)',
  myAppList: 'issue 15 (services and applications)',
  myAppBuild: 'issue 15 (services and applications)',
  myAppEdit: 'issue 15 (services and applications)',
  myAppDetail: 'issue 15 (services and applications)',
  myAppAuthorize: 'issue 15 (services and applications)',
  myServiceStatistics: 'issue 18 (statistics)',
  myAppStatistics: 'issue 18 (statistics)',
  logStatistics: 'issue 18 (statistics)',
  userDailyList: 'issue 18 (operation log)',
  myWorkOrder: 'issue 18 (work orders)',
  newWorkOrder: 'issue 18 (work orders)',
  workOrderDetail: 'issue 18 (work orders)',
};

/** Public routes of §2 that no capability serves yet; they answer /404 until then. */
export const pendingPublicRoutes: Record<string, string> = {
  '/jdfGys': 'issue 17 (channel partners)',
  '/jdfLogin': 'issue 17 (channel partners)',
  '/channelLogin': 'issue 17 (channel partners)',
  '/channelSignIn': 'issue 17 (channel partners)',
  '/synchronization': 'issue 17 (single sign-on)',
  '/cerlogin': 'issue 16 (certificate sign-in)',
};
