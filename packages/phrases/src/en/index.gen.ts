// Written by `npm run capabilities` from the folders (scripts/capabilities.ts): do not edit by hand.
import { account } from './account.js';
import { apps } from './apps.js';
import { auth } from './auth.js';
import { certificates } from './certificates.js';
import { channels } from './channels.js';
import { common } from './common.js';
import { contacts } from './contacts.js';
import { costCenter } from './costCenter.js';
import { dashboard } from './dashboard.js';
import { enterprise } from './enterprise.js';
import { enterpriseAuth } from './enterpriseAuth.js';
import { errors } from './errors.js';
import { evidence } from './evidence.js';
import { fields } from './fields.js';
import { identityRegistry } from './identityRegistry.js';
import { imports } from './imports.js';
import { messages } from './messages.js';
import { mfa } from './mfa.js';
import { openApi } from './openApi.js';
import { operationLog } from './operationLog.js';
import { ops } from './ops.js';
import { organization } from './organization.js';
import { outbox } from './outbox.js';
import { personal } from './personal.js';
import { realName } from './realName.js';
import { roles } from './roles.js';
import { routes } from './routes.js';
import { seals } from './seals.js';
import { services } from './services.js';
import { shell } from './shell.js';
import { signFlowCertificate } from './signFlowCertificate.js';
import { signFlowHosted } from './signFlowHosted.js';
import { signFlows } from './signFlows.js';
import { signing } from './signing.js';
import { site } from './site.js';
import { sso } from './sso.js';
import { statistics } from './statistics.js';
import { templates } from './templates.js';
import { timestamps } from './timestamps.js';
import { validation } from './validation.js';
import { workOrders } from './workOrders.js';

/** Every namespace of the language: each `<name>.ts` here that exports `<name>`. */
export const namespaces = {
  account,
  apps,
  auth,
  certificates,
  channels,
  common,
  contacts,
  costCenter,
  dashboard,
  enterprise,
  enterpriseAuth,
  errors,
  evidence,
  fields,
  identityRegistry,
  imports,
  messages,
  mfa,
  openApi,
  operationLog,
  ops,
  organization,
  outbox,
  personal,
  realName,
  roles,
  routes,
  seals,
  services,
  shell,
  signFlowCertificate,
  signFlowHosted,
  signFlows,
  signing,
  site,
  sso,
  statistics,
  templates,
  timestamps,
  validation,
  workOrders,
};
