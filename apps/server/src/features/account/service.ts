import { type AccountInfo, type HeaderInfo, accountType, toModuleList } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { resolveUserSession, revokeSession } from '../../platform/session.js';

/** Header info of §3: the active context of the session. */
export function getHeaderInfo({ caller }: { caller: UserCaller }): HeaderInfo {
  const { user } = caller;
  return {
    companyUuid: user.enterpriseId,
    type: user.context.kind === 'enterprise' ? accountType.enterprise : accountType.personal,
    userName: user.userName,
  };
}

/** Account info of §3: user.companyUuid and the moduleList the console builds routes from. */
export function getAccountInfo({ caller }: { caller: UserCaller }): AccountInfo {
  const { user } = caller;
  return {
    user: {
      userId: user.userId,
      userName: user.userName,
      companyUuid: user.enterpriseId,
      moduleList: toModuleList(user.modules),
      checkStatus: user.checkStatus,
    },
  };
}

/** Ends this session on the server and records it; the handler clears the cookie. */
export async function signOutSession(deps: Pick<Deps, 'db' | 'clock'>, { caller }: { caller: UserCaller }): Promise<void> {
  const { user } = caller;
  await revokeSession(deps, user.sessionId, 'signed_out');
  await writeOperationLog(deps, {
    userId: user.userId,
    enterpriseId: user.enterpriseId,
    service: 'account',
    action: 'signOut',
    phrase: { key: 'account.signOut', params: { account: user.userName } },
    content: user.userName,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/**
 * The sign-in page's silent question: a live session or not, as a 200 either way —
 * asking the signed-in header instead answered a visitor 401, which every browser logs as an error.
 */
export async function probeSession(deps: Deps, { req }: { req: FastifyRequest }): Promise<{ signedIn: boolean }> {
  try {
    await resolveUserSession(deps, req);
    return { signedIn: true };
  } catch (error) {
    if (error instanceof AppError) return { signedIn: false };
    throw error;
  }
}
