import { account } from './features/account/index.js';
import { auth } from './features/auth/index.js';
import { dashboard } from './features/dashboard/index.js';
import { enterprise } from './features/enterprise/index.js';
import { enterpriseAuth } from './features/enterpriseAuth/index.js';
import { identityRegistry } from './features/identityRegistry/index.js';
import { ops } from './features/ops/index.js';
import { outbox } from './features/outbox/index.js';
import { personal } from './features/personal/index.js';
import { realName } from './features/realName/index.js';
import { site } from './features/site/index.js';
import { services } from './features/services/index.js';
import { apps } from './features/apps/index.js';
import { openApi } from './features/openApi/index.js';
// Organization, roles and external contacts.
import { roles } from './features/roles/index.js';
import { organization } from './features/organization/index.js';
import { contacts } from './features/contacts/index.js';
// Statistics and the operation log.
import { operationLog } from './features/operationLog/index.js';
// Work orders.
import { workOrders } from './features/workOrders/index.js';
// Service and application statistics.
import { statistics } from './features/statistics/index.js';
// The CA and certificates.
import { certificates } from './features/certificates/index.js';
// The time-stamping authority and evidence deposit.
import { timestamps } from './features/timestamps/index.js';
import { evidence } from './features/evidence/index.js';
// PDF e-signatures.
import { signing } from './features/signing/index.js';
import { seals } from './features/seals/index.js';
// Second factors.
import { mfa } from './features/mfa/index.js';
import { signFlows } from './features/signFlows/index.js';
import { templates } from './features/templates/index.js';
import type { Capability } from './platform/capability.js';
// Channel partners, single sign-on.
import { channels } from './features/channels/index.js';
import { sso } from './features/sso/index.js';
// The cost center.
import { costCenter } from './features/costCenter/index.js';

/** Every capability the app serves, in the order the OpenAPI document lists them. */
export const capabilities: readonly Capability[] = [
  site,
  ops,
  outbox,
  auth,
  account,
  dashboard,
  personal,
  realName,
  identityRegistry,
  enterprise,
  enterpriseAuth,
  // Services, applications and the open API.
  services,
  apps,
  openApi,
  // Organization, roles and external contacts.
  roles,
  organization,
  contacts,
  // Statistics and the operation log.
  operationLog,
  // Work orders.
  workOrders,
  // Service and application statistics.
  statistics,
  // Channel partners, single sign-on.
  channels,
  sso,
  // The cost center: orders, payment, coupons.
  costCenter,
  // The CA and certificates.
  certificates,
  // The time-stamping authority and evidence deposit.
  timestamps,
  evidence,
  // PDF e-signatures.
  signing,
  seals,
  // Second factors.
  mfa,
  signFlows,
  templates,
];
