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
// Organization, roles and external contacts (issue 14).
import { roles } from './roles.js';
import { organization } from './organization.js';
import { contacts } from './contacts.js';
// Spreadsheet import and export (issue 14 item 5).
import { imports } from './imports.js';
// Statistics and the operation log (issue 18).
import { operationLog } from './operationLog.js';
// Work orders (issue 18).
import { workOrders } from './workOrders.js';
// Service and application statistics (issue 18 item 1).
import { statistics } from './statistics.js';
// Issue 17: channel partners, single sign-on.
import { channels } from './channels.js';
import { sso } from './sso.js';
// The cost center (issue 19).
import { costCenter } from './costCenter.js';
// Issue 16: certificates.
import { certificates } from './certificates.js';
// Issue 16 part 2a: time-stamps, evidence deposit.
import { timestamps } from './timestamps.js';
import { evidence } from './evidence.js';
// Issue 16: PDF e-signatures.
import { signing } from './signing.js';

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
  // Statistics and the operation log (issue 18).
  operationLog,
  // Work orders (issue 18).
  workOrders,
  // Service and application statistics (issue 18 item 1).
  statistics,
  // Issue 17: channel partners, single sign-on.
  channels,
  sso,
  // The cost center (issue 19).
  costCenter,
  // Issue 16: certificates.
  certificates,
  // Issue 16 part 2a: time-stamps, evidence deposit.
  timestamps,
  evidence,
  // Issue 16: PDF e-signatures.
  signing,
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
/** The shape every language must fill: en is the type source, so a missing zh text fails to compile. */
export type Phrases = DeepStrings<typeof en>;
