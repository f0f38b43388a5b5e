import type { Endpoint } from './endpoint.js';
import { accountEndpoints } from './account/endpoints.js';
import { authEndpoints } from './auth/endpoints.js';
import { dashboardEndpoints } from './dashboard/endpoints.js';
import { enterpriseAuthEndpoints } from './enterpriseAuth/endpoints.js';
import { enterpriseEndpoints } from './enterprise/endpoints.js';
import { identityRegistryEndpoints } from './identityRegistry/endpoints.js';
import { opsEndpoints } from './ops/endpoints.js';
import { outboxEndpoints } from './outbox/endpoints.js';
import { personalEndpoints } from './personal/endpoints.js';
import { realNameEndpoints } from './realName/endpoints.js';
import { siteEndpoints } from './site/endpoints.js';
import { servicesEndpoints } from './services/endpoints.js';
import { appsEndpoints } from './apps/endpoints.js';
import { openApiEndpoints } from './openApi/endpoints.js';
import { rolesEndpoints } from './roles/endpoints.js';
import { organizationEndpoints } from './organization/endpoints.js';
import { contactsEndpoints } from './contacts/endpoints.js';
// Statistics and the operation log.
import { operationLogEndpoints } from './operationLog/endpoints.js';
import { workOrdersEndpoints } from './workOrders/endpoints.js';
// The cost center.
import { costCenterEndpoints } from './costCenter/endpoints.js';
// Service and application statistics.
import { statisticsEndpoints } from './statistics/endpoints.js';
// Channel partners, single sign-on.
import { channelsEndpoints } from './channels/endpoints.js';
import { ssoEndpoints } from './sso/endpoints.js';
// The CA and certificates.
import { certificatesEndpoints } from './certificates/endpoints.js';
// The time-stamping authority and evidence deposit.
import { timestampsEndpoints } from './timestamps/endpoints.js';
import { evidenceEndpoints } from './evidence/endpoints.js';
// PDF e-signatures.
import { signingEndpoints } from './signing/endpoints.js';
import { sealsEndpoints } from './seals/endpoints.js';
import { sealGrantEndpoints } from './seals/grant-endpoints.js';
import { personalSignatureEndpoints } from './seals/personal/endpoints.js';
import { sealApiEndpoints } from './seals/api-endpoints.js';
import { mfaEndpoints } from './mfa/endpoints.js';
import { mfaOperationEndpoints } from './mfa/operation-endpoints.js';
import { mfaResetEndpoints } from './mfa/reset-endpoints.js';
import { signFlowsEndpoints } from './signFlows/endpoints.js';
import { signFlowApiEndpoints } from './signFlows/api-endpoints.js';
import { signFlowHostedEndpoints } from './signFlows/hosted-endpoints.js';
import { templateApiEndpoints, templatesEndpoints } from './templates/endpoints.js';
import { signFlowBatchEndpoints } from './signFlows/batch-endpoints.js';

/**
 * The whole endpoint table, by capability. The server registers each entry exactly once (a test
 * checks it), the OpenAPI document is generated from the registered ones, and the console's HTTP
 * client is typed from `EndpointById`.
 */
export const endpointTables = {
  site: siteEndpoints,
  ops: opsEndpoints,
  outbox: outboxEndpoints,
  auth: authEndpoints,
  account: accountEndpoints,
  dashboard: dashboardEndpoints,
  personal: personalEndpoints,
  realName: realNameEndpoints,
  identityRegistry: identityRegistryEndpoints,
  enterprise: enterpriseEndpoints,
  enterpriseAuth: enterpriseAuthEndpoints,
  services: servicesEndpoints,
  apps: appsEndpoints,
  openApi: openApiEndpoints,
  // Organization, roles and external contacts.
  roles: rolesEndpoints,
  organization: organizationEndpoints,
  contacts: contactsEndpoints,
  // Statistics and the operation log.
  operationLog: operationLogEndpoints,
  // Work orders and their back office.
  workOrders: workOrdersEndpoints,
  // Service and application statistics.
  statistics: statisticsEndpoints,
  // Channel partners, single sign-on.
  channels: channelsEndpoints,
  sso: ssoEndpoints,
  // The cost center.
  costCenter: costCenterEndpoints,
  // The CA and certificates.
  certificates: certificatesEndpoints,
  // The time-stamping authority and evidence deposit.
  timestamps: timestampsEndpoints,
  evidence: evidenceEndpoints,
  // PDF e-signatures.
  signing: signingEndpoints,
  seals: { ...sealsEndpoints, ...personalSignatureEndpoints, ...sealApiEndpoints, ...sealGrantEndpoints },
  mfa: { ...mfaEndpoints, ...mfaOperationEndpoints, ...mfaResetEndpoints },
  // Sign flows.
  signFlows: { ...signFlowsEndpoints, ...signFlowApiEndpoints, ...signFlowHostedEndpoints, ...signFlowBatchEndpoints },
  // Templates: sign flows from a PDF with fields bound to roles.
  templates: { ...templatesEndpoints, ...templateApiEndpoints },
} as const;

type Values<T> = T[keyof T];
export type AnyEndpoint = Values<{ [C in keyof typeof endpointTables]: Values<(typeof endpointTables)[C]> }>;
/** An endpoint of the table by its id `<capability>.<name>`. */
export type EndpointById<Id extends string> = Extract<AnyEndpoint, { id: Id }>;

export const endpointList: readonly Endpoint[] = Object.values(endpointTables).flatMap((table) => Object.values(table) as Endpoint[]);
