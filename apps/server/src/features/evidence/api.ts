import type { AppCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { meteredAct } from '../timestamps/index.js';
import { type DepositInput, viewOf } from './deposit.js';
import { storeDeposit } from './deposit.js';
import * as q from './queries.js';

/** `evidence/deposit` (metered: service evidence): the anchoring result goes to the application's evidence callback URL. */
export function apiDepositEvidence(deps: Deps, { caller, ...input }: { caller: AppCaller } & DepositInput) {
  return meteredAct(deps, caller, 'evidence', async () => {
    const row = await storeDeposit(deps, {
      ...input,
      enterpriseId: caller.app.enterpriseId,
      userId: caller.app.userId,
      applicationId: caller.app.applicationId,
    });
    return {
      result: await viewOf(deps, row),
      action: 'deposit',
      phrase: { key: 'evidence.apiDeposit', params: { code: row.verification_code, appId: caller.app.appId } },
      content: `deposit ${row.id} hash ${row.file_hash}`,
    };
  });
}

/** `evidence/{id}` (metered): one of the application's enterprise's deposits; another enterprise's is not found. */
export function apiGetEvidence(deps: Deps, { caller, id }: { caller: AppCaller; id: string }) {
  return meteredAct(deps, caller, 'evidence', async () => {
    const row = await q.findOfEnterprise(deps.db, caller.app.enterpriseId, id);
    if (!row) throw notFound();
    return {
      result: await viewOf(deps, row),
      action: 'get',
      phrase: { key: 'evidence.apiGet', params: { code: row.verification_code, appId: caller.app.appId } },
      content: `deposit ${row.id}`,
    };
  });
}
