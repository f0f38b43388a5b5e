import type { SessionUserInfo } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import type { LoginPath } from '../../platform/session.js';
import { type SessionStart, startSession } from './sign-in-core.js';
import { accountRecordOf } from '../account/index.js';

/** A session for an account another capability has already proved (single sign-on in): the same start as every sign-in. */
export async function startSessionFor(
  deps: Deps,
  input: SessionStart & { userId: string; loginPath: LoginPath },
): Promise<{ token: string; info: SessionUserInfo }> {
  const user = await accountRecordOf(deps, { userId: input.userId });
  if (!user || user.status !== 1) throw new AppError('notFound');
  return startSession(deps, user, input.loginPath, input);
}
