import { type PendingInvitation, invitationValidityMs, pendingInvitationsShown } from '@console/contract';
import { translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError, notFound } from '../../platform/errors.js';
import { maskIdentifier } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { accountNamesOf } from '../account/index.js';
import { roleNamesOf } from '../roles/index.js';
import * as iq from './invitation-queries.js';
import { accountOfRecipient, claimInvitationSend, deliverInvitation, refusalError } from './invitation-send.js';
import * as q from './member-queries.js';

/**
 * The enterprise's side of invitations (§3 Member): the ones sent and not yet accepted show in the
 * members area as "invited" (or "expired"); an administrator sends one again — a new link, within
 * the same send limits as inviting — or revokes it. Another enterprise's invitation is not found.
 */

export async function listPendingInvitations(deps: Deps, input: { caller: UserCaller }): Promise<{ list: PendingInvitation[] }> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const rows = await iq.pendingInvitations(deps.db, enterpriseId, pendingInvitationsShown);
  const [custom, inviters] = await Promise.all([
    roleNamesOf(deps, { enterpriseId, roleIds: [...new Set(rows.flatMap((r) => (r.role_id ? [r.role_id] : [])))] }),
    accountNamesOf(deps, { userIds: rows.map((r) => r.invited_by) }),
  ]);
  const now = deps.clock.now();
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.display_name,
      recipient: maskIdentifier(deps.cipher.decrypt(r.recipient_cipher)),
      roleName: r.role_id
        ? (custom.get(r.role_id) ?? '')
        : translate(caller.lang, r.role === 'admin' ? 'roles.builtIn.admin' : 'roles.builtIn.member'),
      invitedBy: inviters.get(r.invited_by) ?? '',
      sentAt: r.created_at,
      expiresAt: r.expires_at,
      status: r.expires_at > now ? 'invited' : 'expired',
    })),
  };
}

async function pendingOf(deps: Deps, enterpriseId: string, id: string) {
  const row = await iq.findPendingInvitation(deps.db, enterpriseId, id);
  if (!row) throw notFound();
  if (row.accepted_at !== null || row.revoked_at !== null) throw new AppError('invitationNotPending');
  return row;
}

export async function resendInvitation(deps: Deps, input: { caller: UserCaller; id: string }) {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await pendingOf(deps, enterpriseId, input.id);
  const recipient = deps.cipher.decrypt(row.recipient_cipher);
  // The person may have registered since the first link: theirs now accepts from the console.
  const account = await accountOfRecipient(deps, recipient);
  if (account && (await q.findMembershipOf(deps.db, enterpriseId, account.id))) throw new AppError('memberAlreadyIn');
  const refusal = await claimInvitationSend(deps, { enterpriseId, userId: caller.user.userId, recipient });
  if (refusal) throw refusalError(refusal, caller.lang);
  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = now + invitationValidityMs;
  const renewed = await iq.renewInvitation(deps.db, {
    enterpriseId,
    id: row.id,
    tokenHash: hashToken(token),
    userId: account?.id ?? row.user_id,
    now,
    expiresAt,
  });
  if (!renewed) throw new AppError('invitationNotPending');
  return deliverInvitation(deps, {
    caller,
    enterpriseId,
    recipient,
    token,
    account,
    displayName: row.display_name,
    expiresAt,
    action: 'memberInviteResend',
  });
}

export async function revokeInvitation(deps: Deps, input: { caller: UserCaller; id: string }): Promise<null> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await pendingOf(deps, enterpriseId, input.id);
  if (!(await iq.revokeInvitation(deps.db, enterpriseId, row.id, deps.clock.now()))) throw new AppError('invitationNotPending');
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'organization',
    action: 'memberInviteRevoke',
    phrase: { key: 'organization.memberInviteRevoke', params: { member: row.display_name } },
    content: `${row.display_name} ${maskIdentifier(deps.cipher.decrypt(row.recipient_cipher))}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return null;
}
