import type { PageCode } from '@console/contract/modules';
import { accountPages } from '../features/account/pages';
import { authPages } from '../features/auth/pages';
import { dashboardPages } from '../features/dashboard/pages';
import { enterprisePages } from '../features/enterprise/pages';
import { enterpriseAuthPages } from '../features/enterpriseAuth/pages';
import { identityRegistryPages } from '../features/identityRegistry/pages';
import { opsPages as opsCapabilityPages } from '../features/ops/pages';
import { outboxPages } from '../features/outbox/pages';
import { personalPages } from '../features/personal/pages';
import { realNamePages } from '../features/realName/pages';
import { sitePages } from '../features/site/pages';
import { servicesPages } from '../features/services/pages';
import { appsPages } from '../features/apps/pages';
import { openApiPages } from '../features/openApi/pages';
// Organization, roles and external contacts.
import { rolesPages } from '../features/roles/pages';
import { organizationPages } from '../features/organization/pages';
import { contactsPages } from '../features/contacts/pages';
// Statistics and the operation log.
import { operationLogPages } from '../features/operationLog/pages';
// Work orders.
import { workOrdersPages } from '../features/workOrders/pages';
// Service and application statistics.
import { statisticsPages } from '../features/statistics/pages';
// The cost center.
import { costCenterPages } from '../features/costCenter/pages';
// The CA and certificates.
import { certificatesPages } from '../features/certificates/pages';
// Time-stamps, evidence deposit.
import { timestampsPages } from '../features/timestamps/pages';
import { evidencePages } from '../features/evidence/pages';
// PDF e-signatures.
import { signingPages } from '../features/signing/pages';
import { sealsPages } from '../features/seals/pages';
// Second factors.
import { mfaPages } from '../features/mfa/pages';
import { signFlowsPages } from '../features/signFlows/pages';
import { templatesPages } from '../features/templates/pages';
import type { CapabilityPages, OpsPage, PageEntry, PublicRoute } from './capability';
// Channel partners, single sign-on.
import { channelsPages } from '../features/channels/pages';
import { ssoPages } from '../features/sso/pages';

/** Every capability's page map: the one registry the router, the menu and the back office read. */
export const capabilities: readonly CapabilityPages[] = [
  sitePages,
  opsCapabilityPages,
  outboxPages,
  authPages,
  accountPages,
  dashboardPages,
  personalPages,
  realNamePages,
  identityRegistryPages,
  enterprisePages,
  enterpriseAuthPages,
  // Services, applications and the open API.
  servicesPages,
  appsPages,
  openApiPages,
  // Organization, roles and external contacts.
  rolesPages,
  organizationPages,
  contactsPages,
  // Statistics and the operation log.
  operationLogPages,
  // Work orders.
  workOrdersPages,
  // Service and application statistics.
  statisticsPages,
  // Channel partners, single sign-on.
  channelsPages,
  ssoPages,
  // The cost center.
  costCenterPages,
  // The CA and certificates.
  certificatesPages,
  // Time-stamps, evidence deposit.
  timestampsPages,
  evidencePages,
  // PDF e-signatures.
  signingPages,
  // Seals and signatures.
  sealsPages,
  mfaPages,
  signFlowsPages,
  templatesPages,
];

/** Pages of the permission-filtered routes, by route name. Tests add and remove entries. */
export const pages: Partial<Record<PageCode, PageEntry>> = Object.assign({}, ...capabilities.map((c) => c.pages ?? {}));
export const publicRoutes: PublicRoute[] = capabilities.flatMap((c) => c.publicRoutes ?? []);
export const constantRoutes = capabilities.flatMap((c) => c.constantRoutes ?? []);
export const opsPages: OpsPage[] = capabilities.flatMap((c) => c.opsPages ?? []);

/** The namespaces of every capability with back-office pages: the back office's menu names them all. */
export const opsNamespaces = [...new Set(capabilities.filter((c) => c.opsPages?.length).flatMap((c) => c.namespaces))];
