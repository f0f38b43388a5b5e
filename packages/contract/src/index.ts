export * from './errors.js';
export * from './constants.js';
export * from './enums.js';
export * from './validators.js';
export * from './issues.js';
export * from './modules.js';
export * from './common.js';
export * from './site-defaults.js';
export * from './contrast.js';
export * from './text.js';
export * from './capabilities.js';
export * from './route.js';
export * from './endpoint.js';
export * from './endpoints.js';
export * from './site/index.js';
export * from './ops/index.js';
export * from './outbox/index.js';
export * from './auth/index.js';
export * from './account/index.js';
export * from './dashboard/index.js';
export * from './personal/index.js';
export * from './realName/index.js';
export * from './identityRegistry/index.js';
export * from './enterprise/index.js';
export * from './enterpriseAuth/index.js';
export * from './services/index.js';
export * from './apps/index.js';
export * from './openApi/index.js';
// Organization, roles and external contacts (issue 14).
export * from './roles/index.js';
export * from './organization/index.js';
export * from './contacts/index.js';
// Spreadsheet import and export of members and contacts (issue 14 item 5).
export * from './imports/index.js';
// Statistics and the operation log (issue 18).
export * from './operationLog/index.js';
// Work orders and their back office (issue 18).
export * from './workOrders/index.js';
// Service and application statistics (issue 18 item 1).
export * from './statistics/index.js';
// Issue 17: channel partners, single sign-on.
export * from './channels/index.js';
export * from './sso/index.js';
// The cost center: orders, payment, coupons (issue 19).
export * from './costCenter/index.js';
// Issue 16: the CA and certificates.
export * from './certificates/index.js';
// Issue 16 part 2a: the time-stamping authority and evidence deposit.
export * from './timestamps/index.js';
export * from './evidence/index.js';
// Issue 16: PDF e-signatures.
export * from './signing/index.js';
