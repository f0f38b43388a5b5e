// Written by `npm run capabilities` from the folders (scripts/capabilities.ts): do not edit by hand.
import { accountEndpoints } from './account/endpoints.js';
import { appsEndpoints } from './apps/endpoints.js';
import { authEndpoints } from './auth/endpoints.js';
import { certificatesEndpoints } from './certificates/endpoints.js';
import { channelsEndpoints } from './channels/endpoints.js';
import { contactsEndpoints } from './contacts/endpoints.js';
import { costCenterEndpoints } from './costCenter/endpoints.js';
import { dashboardEndpoints } from './dashboard/endpoints.js';
import { enterpriseEndpoints } from './enterprise/endpoints.js';
import { enterpriseAuthEndpoints } from './enterpriseAuth/endpoints.js';
import { evidenceEndpoints } from './evidence/endpoints.js';
import { identityRegistryEndpoints } from './identityRegistry/endpoints.js';
import { mfaEndpoints } from './mfa/endpoints.js';
import { mfaOperationEndpoints } from './mfa/operation-endpoints.js';
import { mfaResetEndpoints } from './mfa/reset-endpoints.js';
import { openApiEndpoints } from './openApi/endpoints.js';
import { operationLogEndpoints } from './operationLog/endpoints.js';
import { opsEndpoints } from './ops/endpoints.js';
import { organizationEndpoints } from './organization/endpoints.js';
import { outboxEndpoints } from './outbox/endpoints.js';
import { personalEndpoints } from './personal/endpoints.js';
import { realNameEndpoints } from './realName/endpoints.js';
import { rolesEndpoints } from './roles/endpoints.js';
import { sealsEndpoints } from './seals/endpoints.js';
import { sealApiEndpoints } from './seals/api-endpoints.js';
import { sealGrantEndpoints } from './seals/grant-endpoints.js';
import { personalSignatureEndpoints } from './seals/personal/endpoints.js';
import { servicesEndpoints } from './services/endpoints.js';
import { signFlowsEndpoints } from './signFlows/endpoints.js';
import { signFlowApiEndpoints } from './signFlows/api-endpoints.js';
import { signFlowBatchEndpoints } from './signFlows/batch-endpoints.js';
import { signFlowHostedEndpoints } from './signFlows/hosted-endpoints.js';
import { signingEndpoints } from './signing/endpoints.js';
import { siteEndpoints } from './site/endpoints.js';
import { ssoEndpoints } from './sso/endpoints.js';
import { statisticsEndpoints } from './statistics/endpoints.js';
import { templatesEndpoints, templateApiEndpoints } from './templates/endpoints.js';
import { templateBulkEndpoints } from './templates/bulk-endpoints.js';
import { timestampsEndpoints } from './timestamps/endpoints.js';
import { workOrdersEndpoints } from './workOrders/endpoints.js';

/** Each capability's endpoint table: every `<x>Endpoints` of its endpoint files, merged. */
export const endpointTables = {
  account: accountEndpoints,
  apps: appsEndpoints,
  auth: authEndpoints,
  certificates: certificatesEndpoints,
  channels: channelsEndpoints,
  contacts: contactsEndpoints,
  costCenter: costCenterEndpoints,
  dashboard: dashboardEndpoints,
  enterprise: enterpriseEndpoints,
  enterpriseAuth: enterpriseAuthEndpoints,
  evidence: evidenceEndpoints,
  identityRegistry: identityRegistryEndpoints,
  mfa: { ...mfaEndpoints, ...mfaOperationEndpoints, ...mfaResetEndpoints },
  openApi: openApiEndpoints,
  operationLog: operationLogEndpoints,
  ops: opsEndpoints,
  organization: organizationEndpoints,
  outbox: outboxEndpoints,
  personal: personalEndpoints,
  realName: realNameEndpoints,
  roles: rolesEndpoints,
  seals: { ...sealsEndpoints, ...sealApiEndpoints, ...sealGrantEndpoints, ...personalSignatureEndpoints },
  services: servicesEndpoints,
  signFlows: { ...signFlowsEndpoints, ...signFlowApiEndpoints, ...signFlowBatchEndpoints, ...signFlowHostedEndpoints },
  signing: signingEndpoints,
  site: siteEndpoints,
  sso: ssoEndpoints,
  statistics: statisticsEndpoints,
  templates: { ...templatesEndpoints, ...templateApiEndpoints, ...templateBulkEndpoints },
  timestamps: timestampsEndpoints,
  workOrders: workOrdersEndpoints,
} as const;
