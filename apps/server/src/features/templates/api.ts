import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { detailOf, listTemplates, templateOf } from './templates.js';

/** Templates read through the open API: the application's enterprise's, free; another enterprise's id is not found. */

const tenantOfApp = (caller: AppCaller) => ({ kind: 'enterprise', enterpriseId: caller.app.enterpriseId }) as const;

export async function apiListTemplates(
  deps: Deps,
  { caller, ...o }: { caller: AppCaller; keyword?: string; after?: string; pageSize: number },
) {
  const page = await listTemplates(deps, { ...o, tenant: tenantOfApp(caller), lang: caller.lang });
  return { ...page, requestId: caller.app.requestId };
}

export async function apiGetTemplate(deps: Deps, { caller, templateId }: { caller: AppCaller; templateId: string }) {
  const { template, version } = await templateOf(deps, tenantOfApp(caller), templateId);
  return { ...detailOf(template, version), requestId: caller.app.requestId };
}
