import type { ChannelBranding, MyChannels } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { enterpriseDirectory } from './enterprise-directory.js';
import * as q from './queries.js';

/** What visitors and people see of partners: the branding, the association (first wins), their own partners. */

const entryKinds: Record<string, 'login' | 'register'> = { '/jdfLogin': 'login', '/jdfGys': 'register' };

/** Only an enabled partner is shown; unknown and disabled answer null alike, so the page falls back with a notice. */
export async function brandingOf(deps: Deps, input: { caller: Caller; channel?: string; entry?: string }): Promise<ChannelBranding> {
  const row = input.channel
    ? await q.findChannelByCode(deps.db, input.channel.trim())
    : input.entry
      ? await q.findChannelByEntry(deps.db, input.entry.trim())
      : undefined;
  if (!row || row.status !== 1) return null;
  return {
    code: row.code,
    name: row.name,
    logo: row.logo,
    themeColor: row.theme_color,
    textColor: row.text_color,
    entryKind: row.entry_path ? (entryKinds[row.entry_path] ?? null) : null,
  };
}

export async function myChannels(deps: Deps, { caller }: { caller: UserCaller }): Promise<MyChannels> {
  const { userId, enterpriseId } = caller.user;
  const [account, enterprise] = await Promise.all([
    q.accountChannel(deps.db, userId),
    enterpriseId ? q.enterpriseChannel(deps.db, enterpriseId) : undefined,
  ]);
  const ref = (r: typeof account) => (r ? { code: r.code, name: r.name, associatedAt: r.created_at } : null);
  return { account: ref(account), enterprise: ref(enterprise) };
}

/**
 * The partner link's association, made right after sign-in or registration: the person, and the
 * enterprise of the context when they are its master. The primary keys decide "first wins"; a later
 * partner's link changes nothing and is not an error (the person just signed in).
 */
export async function associate(deps: Deps, { caller, channel }: { caller: UserCaller; channel: string }): Promise<MyChannels> {
  const row = await q.findChannelByCode(deps.db, channel.trim());
  if (!row || row.status !== 1) throw new AppError('channelUnknown');
  const now = deps.clock.now();
  const { userId, enterpriseId } = caller.user;
  const before = await myChannels(deps, { caller });
  await q.associateAccount(deps.db, { userId, channelId: row.id, now });
  if (enterpriseId) {
    const enterprise = await enterpriseDirectory().masterOf(deps, { enterpriseId });
    if (enterprise?.masterUserId === userId) await q.associateEnterprise(deps.db, { enterpriseId, channelId: row.id, now });
  }
  const after = await myChannels(deps, { caller });
  if (!before.account && after.account?.code === row.code)
    await writeOperationLog(deps, {
      userId,
      enterpriseId,
      service: 'account',
      action: 'channelAssociated',
      phrase: { key: 'account.channelAssociated', params: { channel: row.name, code: row.code } },
      content: `${row.name} (${row.code})`,
      ip: caller.ip,
      device: caller.userAgent,
    });
  return after;
}

/** An enterprise a partner's person creates is brought by that partner too (called by the enterprise capability). */
export async function inheritChannel(deps: Pick<Deps, 'db' | 'clock'>, input: { userId: string; enterpriseId: string }): Promise<void> {
  const account = await q.accountChannel(deps.db, input.userId);
  if (account) await q.associateEnterprise(deps.db, { enterpriseId: input.enterpriseId, channelId: account.id, now: deps.clock.now() });
}
