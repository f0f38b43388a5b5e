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
  // Services, applications and the open API.
  'services',
  'apps',
  'openApi',
  // Organization, roles and external contacts.
  'roles',
  'organization',
  'contacts',
  // Statistics and the operation log.
  'operationLog',
  // Work orders and their back office.
  'workOrders',
  // Service and application statistics.
  'statistics',
  // Channel partners, single sign-on out and in.
  'channels',
  'sso',
  // The cost center: orders, payment, coupons.
  'costCenter',
  // The CA and certificates.
  'certificates',
  // The time-stamping authority and evidence deposit.
  'timestamps',
  'evidence',
  // PDF e-signatures, sign modes and public verification.
  'signing',
  // Seals and signatures.
  'seals',
  // Second factors: authenticator apps, recovery codes, sign-in protection.
  'mfa',
  // Sign flows: contracts sent to several signers.
  'signFlows',
  // Templates: a PDF with fill-in and signature fields bound to roles; flows from them.
  'templates',
] as const;

export type CapabilityName = (typeof capabilityNames)[number];
