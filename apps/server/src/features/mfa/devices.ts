import type { EnterpriseMfaRule, TrustedDevice } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { describeDevice, maskIp } from '../../platform/device.js';
import { AppError } from '../../platform/errors.js';
import * as q from './queries.js';
import { trustedDeviceHash } from './sign-in-step.js';

/** The browsers trusted to skip the second sign-in step; `deviceToken` is this request's cookie, to mark the current one. */
export async function listDevices(
  deps: Deps,
  { caller, deviceToken }: { caller: UserCaller; deviceToken: string | undefined },
): Promise<{ devices: TrustedDevice[] }> {
  const current = deviceToken ? trustedDeviceHash(deps, deviceToken) : undefined;
  const rows = await q.listTrustedDevices(deps.db, caller.user.userId, deps.clock.now());
  return {
    devices: rows.map((r) => ({
      id: r.id,
      device: describeDevice(r.device) ?? '',
      ip: maskIp(r.ip),
      createdAt: Number(r.created_at),
      lastUsedAt: Number(r.last_used_at),
      expiresAt: Number(r.expires_at),
      current: r.token_hash === current,
    })),
  };
}

/** Revokes one of the person's trusted browsers (another's, or one revoked already, is not found). */
export async function revokeDevice(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<void> {
  if (!(await q.revokeTrustedDevice(deps.db, { userId: caller.user.userId, id, now: deps.clock.now() }))) throw new AppError('notFound');
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    service: 'account',
    action: 'trustedDeviceRevoked',
    phrase: { key: 'account.trustedDeviceRevoked', params: { account: caller.user.userName } },
    content: caller.user.userName,
    ip: caller.ip,
    device: caller.userAgent,
  });
}

/** Whether the session's enterprise requires a second factor of every member (null outside an enterprise). */
export async function readEnterpriseRule(deps: Deps, { caller }: { caller: UserCaller }): Promise<EnterpriseMfaRule> {
  const { context, enterpriseId } = caller.user;
  if (context.kind !== 'enterprise' || !enterpriseId) return { required: null, canChange: false };
  return { required: await q.isEnterpriseRequiring(deps.db, enterpriseId), canChange: context.isMaster };
}

/** The master requires (or stops requiring) a second factor of every member, logged in the enterprise's log. */
export async function setEnterpriseRule(deps: Deps, { caller, required }: { caller: UserCaller; required: boolean }): Promise<void> {
  const { context, enterpriseId, userId } = caller.user;
  if (context.kind !== 'enterprise' || !enterpriseId || !context.isMaster) throw new AppError('notMaster');
  await q.setEnterpriseRule(deps.db, { enterpriseId, required, userId, now: deps.clock.now() });
  await writeOperationLog(deps, {
    userId,
    enterpriseId,
    service: 'account',
    action: required ? 'enterpriseMfaRequired' : 'enterpriseMfaNotRequired',
    phrase: required
      ? { key: 'account.enterpriseMfaRequired', params: { account: caller.user.userName } }
      : { key: 'account.enterpriseMfaNotRequired', params: { account: caller.user.userName } },
    content: caller.user.userName,
    ip: caller.ip,
    device: caller.userAgent,
  });
}
