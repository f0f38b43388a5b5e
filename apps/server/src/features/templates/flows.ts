import type { TemplateStart } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { AppCaller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { tenantOf } from '../../platform/tenant.js';
import { authorizedSubscriptions } from '../apps/index.js';
import { subscriptionForCall } from '../services/index.js';
import { apiStartFlow, createPreparedDraft, startFlow } from '../signFlows/index.js';
import { prepareFlow, recordFlow } from './start.js';
import { templateOf } from './templates.js';

/**
 * Starting a flow from a template: the console's (the member's own flow, started at once) and the
 * open API's (the application's, metered by `signFlows`' `apiStartFlow`: one unit of `signFlow` per
 * started flow). Each checks everything before writing — values, parties, the flow's own rules —
 * and records the version the flow was made from.
 */

export async function startFromTemplate(deps: Deps, { caller, id, ...input }: TemplateStart & { caller: UserCaller; id: string }) {
  const tenant = tenantOf(caller.user);
  const { template, version } = await templateOf(deps, tenant, id);
  const origin = {
    enterpriseId: tenant.kind === 'enterprise' ? tenant.enterpriseId : null,
    userId: caller.user.userId,
    applicationId: null,
  };
  const flowId = await createPreparedDraft(deps, await prepareFlow(deps, { template, version, input, lang: caller.lang, origin }));
  await recordFlow(deps, { flowId, version });
  await startFlow(deps, { caller, id: flowId });
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: template.enterprise_id,
    service: 'templates',
    action: 'start',
    phrase: { key: 'templates.start', params: { title: input.title, name: template.name, version: version.version } },
    content: `template ${template.id} → sign flow ${flowId}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { signFlowId: flowId, templateVersion: version.version };
}

/**
 * `signFlow/createByTemplate`: the application's enterprise's enabled template. The subscription is
 * checked before anything is written (a caller without units gets no draft), then the flow is
 * created and started by the metered start, which takes the unit (and moves a refused one back).
 */
export async function apiCreateFromTemplate(
  deps: Deps,
  { caller, templateId, ...input }: TemplateStart & { caller: AppCaller; templateId: string },
) {
  const tenant = { kind: 'enterprise', enterpriseId: caller.app.enterpriseId } as const;
  const { template, version } = await templateOf(deps, tenant, templateId);
  const origin = { enterpriseId: caller.app.enterpriseId, userId: caller.app.userId, applicationId: caller.app.applicationId };
  const prepared = await prepareFlow(deps, { template, version, input, lang: caller.lang, origin });
  await subscriptionForCall(deps, {
    app: {
      applicationId: caller.app.applicationId,
      enterpriseId: caller.app.enterpriseId,
      userId: caller.app.userId,
      sandbox: caller.app.environment === 'sandbox',
    },
    authorized: await authorizedSubscriptions(deps, caller.app),
    service: 'signFlow',
  });
  const flowId = await createPreparedDraft(deps, prepared);
  await recordFlow(deps, { flowId, version });
  const flow = await apiStartFlow(deps, { caller, signFlowId: flowId });
  await writeOperationLog(deps, {
    userId: caller.app.userId,
    enterpriseId: caller.app.enterpriseId,
    service: 'templates',
    action: 'apiStart',
    phrase: {
      key: 'templates.apiStart',
      params: { title: input.title, name: template.name, version: version.version, appId: caller.app.appId },
    },
    content: `template ${template.id} → sign flow ${flowId} (app ${caller.app.appId})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { ...flow, templateId: template.id, templateVersion: version.version };
}
