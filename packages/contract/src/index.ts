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
// Organization, roles and external contacts.
export * from './roles/index.js';
export * from './organization/index.js';
export * from './contacts/index.js';
// Spreadsheet import and export of members and contacts.
export * from './imports/index.js';
// Statistics and the operation log.
export * from './operationLog/index.js';
// Work orders and their back office.
export * from './workOrders/index.js';
// Service and application statistics.
export * from './statistics/index.js';
// Channel partners, single sign-on.
export * from './channels/index.js';
export * from './sso/index.js';
// The cost center: orders, payment, coupons.
export * from './costCenter/index.js';
// The CA and certificates.
export * from './certificates/index.js';
// The time-stamping authority and evidence deposit.
export * from './timestamps/index.js';
export * from './evidence/index.js';
// PDF e-signatures.
export * from './signing/index.js';
// Seals and signatures.
export * from './seals/index.js';
export * from './mfa/index.js';
// Sign flows.
export * from './signFlows/index.js';
// Templates.
export * from './templates/index.js';
