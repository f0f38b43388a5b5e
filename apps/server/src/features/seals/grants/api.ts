import type { AppCaller } from '../../../platform/caller.js';
import type { Deps } from '../../../platform/context.js';
import { listAutoSignsOf } from './auto-sign.js';
import { listGrantsOf } from './service.js';

/** The open API's lists (signed, free: nothing is metered): the calling application's enterprise's grants and authorizations. */
export const apiListGrants = (deps: Deps, { caller, ...input }: { caller: AppCaller; after?: string; pageSize: number; sealId?: string }) =>
  listGrantsOf(deps, { enterpriseId: caller.app.enterpriseId, lang: caller.lang, ...input });

export const apiListAutoSigns = (
  deps: Deps,
  { caller, ...input }: { caller: AppCaller; after?: string; pageSize: number; sealId?: string; applicationId?: string },
) => listAutoSignsOf(deps, { enterpriseId: caller.app.enterpriseId, lang: caller.lang, ...input });
