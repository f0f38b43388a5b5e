import { common } from './common.js';
import { errors } from './errors.js';
import { fields } from './fields.js';
import { routes } from './routes.js';
import { validation } from './validation.js';
import { shell } from './shell.js';
import { dashboard } from './dashboard.js';
import { site } from './site.js';
import { ops } from './ops.js';
import { auth } from './auth.js';
import { outbox } from './outbox.js';
import { personal } from './personal.js';
import { messages } from './messages.js';
import { realName } from './realName.js';
import { identityRegistry } from './identityRegistry.js';
import { enterprise } from './enterprise.js';
import { enterpriseAuth } from './enterpriseAuth.js';
import { services } from './services.js';
import { apps } from './apps.js';
// Organization, roles and external contacts.
import { roles } from './roles.js';
import { organization } from './organization.js';
import { contacts } from './contacts.js';
// Spreadsheet import and export.
import { imports } from './imports.js';
// Statistics and the operation log.
import { operationLog } from './operationLog.js';
// Work orders.
import { workOrders } from './workOrders.js';
// Service and application statistics.
import { statistics } from './statistics.js';
// Channel partners, single sign-on.
import { channels } from './channels.js';
import { sso } from './sso.js';
// The cost center.
import { costCenter } from './costCenter.js';
// Certificates.
import { certificates } from './certificates.js';
// Time-stamps, evidence deposit.
import { timestamps } from './timestamps.js';
import { evidence } from './evidence.js';
// PDF e-signatures.
import { signing } from './signing.js';
import { seals } from './seals.js';
// Second factors.
import { mfa } from './mfa.js';
// Sign flows.
import { signFlows } from './signFlows.js';
import { signFlowCertificate } from './signFlowCertificate.js';
import { signFlowHosted } from './signFlowHosted.js';
// Templates.
import { templates } from './templates.js';

export const en = {
  common,
  errors,
  fields,
  routes,
  validation,
  shell,
  dashboard,
  site,
  ops,
  auth,
  outbox,
  personal,
  messages,
  realName,
  identityRegistry,
  enterprise,
  enterpriseAuth,
  services,
  apps,
  roles,
  organization,
  contacts,
  imports,
  // Statistics and the operation log.
  operationLog,
  // Work orders.
  workOrders,
  // Service and application statistics.
  statistics,
  // Channel partners, single sign-on.
  channels,
  sso,
  // The cost center.
  costCenter,
  // Certificates.
  certificates,
  // Time-stamps, evidence deposit.
  timestamps,
  evidence,
  // PDF e-signatures.
  signing,
  seals,
  mfa,
  signFlows,
  signFlowCertificate,
  signFlowHosted,
  templates,
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language must fill: en is the type source, so a missing zh text fails to compile. */
export type Phrases = DeepStrings<typeof en>;
