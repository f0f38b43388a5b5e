// Written by `npm run capabilities` from the folders (scripts/capabilities.ts): do not edit by hand.
import type { Capability } from './platform/capability.js';
import { account } from './features/account/index.js';
import { apps } from './features/apps/index.js';
import { auth } from './features/auth/index.js';
import { certificates } from './features/certificates/index.js';
import { channels } from './features/channels/index.js';
import { contacts } from './features/contacts/index.js';
import { costCenter } from './features/costCenter/index.js';
import { dashboard } from './features/dashboard/index.js';
import { enterprise } from './features/enterprise/index.js';
import { enterpriseAuth } from './features/enterpriseAuth/index.js';
import { evidence } from './features/evidence/index.js';
import { identityRegistry } from './features/identityRegistry/index.js';
import { mfa } from './features/mfa/index.js';
import { openApi } from './features/openApi/index.js';
import { operationLog } from './features/operationLog/index.js';
import { ops } from './features/ops/index.js';
import { organization } from './features/organization/index.js';
import { outbox } from './features/outbox/index.js';
import { personal } from './features/personal/index.js';
import { realName } from './features/realName/index.js';
import { roles } from './features/roles/index.js';
import { seals } from './features/seals/index.js';
import { services } from './features/services/index.js';
import { signFlows } from './features/signFlows/index.js';
import { signing } from './features/signing/index.js';
import { site } from './features/site/index.js';
import { sso } from './features/sso/index.js';
import { statistics } from './features/statistics/index.js';
import { templates } from './features/templates/index.js';
import { timestamps } from './features/timestamps/index.js';
import { workOrders } from './features/workOrders/index.js';

/** Every capability's manifest: each `features/<name>/index.ts`. */
export const capabilities: readonly Capability[] = [
  account,
  apps,
  auth,
  certificates,
  channels,
  contacts,
  costCenter,
  dashboard,
  enterprise,
  enterpriseAuth,
  evidence,
  identityRegistry,
  mfa,
  openApi,
  operationLog,
  ops,
  organization,
  outbox,
  personal,
  realName,
  roles,
  seals,
  services,
  signFlows,
  signing,
  site,
  sso,
  statistics,
  templates,
  timestamps,
  workOrders,
];
