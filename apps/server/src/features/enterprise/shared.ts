import type { LogPhraseOf } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import * as q from './queries.js';

/** What the enterprise center's services (service.ts) and the master's handover (master.ts) share. */

export const appName = (lang: Language) => translate(lang, 'common.appName');

/** An act on the enterprise in the operation log. */
export const log = (deps: Deps, caller: UserCaller, enterpriseId: string | null, phrase: LogPhraseOf<'enterprise'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'enterprise',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** The enterprise's row, or 404. */
export async function enterpriseRow(deps: Deps, enterpriseId: string): Promise<q.EnterpriseRow> {
  const row = await q.findEnterprise(deps.db, enterpriseId);
  if (!row) throw new AppError('notFound');
  return row;
}
