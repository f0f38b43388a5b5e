/**
 * The product's capabilities. Each name is one module on every side, spelt the same: the contract's
 * `src/<name>/`, the phrases' `<lang>/<name>.ts`, the server's `features/<name>/`, the console's
 * `features/<name>/` and the API tests' `test/<name>/` (a test checks that the folders agree).
 */
export const capabilityNames = [
  'site',
  'ops',
  'outbox',
  'auth',
  'account',
  'dashboard',
  'personal',
  'realName',
  'identityRegistry',
  'enterprise',
  'enterpriseAuth',
  // Issue 15.
  'services',
  'apps',
  'openApi',
  // Organization, roles and external contacts (issue 14).
  'roles',
  'organization',
  'contacts',
  // Statistics and the operation log (issue 18).
  'operationLog',
  // Work orders and their back office (issue 18).
  'workOrders',
  // Service and application statistics (issue 18 item 1).
  'statistics',
  // Issue 17: channel partners, single sign-on out and in.
  'channels',
  'sso',
  // The cost center: orders, payment, coupons (issue 19).
  'costCenter',
  // Issue 16: the CA and certificates.
  'certificates',
  // Issue 16 part 2a: the time-stamping authority and evidence deposit.
  'timestamps',
  'evidence',
  // Issue 16: PDF e-signatures, sign modes and public verification.
  'signing',
] as const;

export type CapabilityName = (typeof capabilityNames)[number];
