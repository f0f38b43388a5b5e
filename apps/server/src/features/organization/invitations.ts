import { type InviteInput, type MyInvitations, invitationValidityMs } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { hashToken, newToken } from '../../platform/crypto.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { keyedHash, normalizeEmail, openPhone, phoneHash } from '../../platform/personal-data.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { accountNamesOf } from '../account/index.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import { roleNamesOf } from '../roles/index.js';
import {
  accountOfRecipient,
  claimInvitationSend,
  contactsOf,
  deliverInvitation,
  enterpriseNameOf,
  invitationRecipientHash,
  refusalError,
} from './invitation-send.js';
import { checkAssignableRole, checkDepartments } from './members.js';
import * as iv from './invitee-queries.js';
import * as q from './member-queries.js';

/**
 * Adding people (§3 Member): by phone or e-mail. An account gets an invitation it accepts from its
 * console; someone without one gets a registration link, and the invitation waits for the account
 * that registers with that phone or e-mail. Invitations are hashed, single use and expire in 7 days.
 */

const emailHash = (deps: Deps, email: string) => keyedHash(deps, 'email', normalizeEmail(email));

export async function invite(deps: Deps, input: { caller: UserCaller } & InviteInput) {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const recipient = input.phoneOrEmail.trim();
  const role = await checkAssignableRole(deps, caller, enterpriseId, input.roleId);
  const departmentIds = await checkDepartments(deps, caller, enterpriseId, input.departmentIds);
  const account = await accountOfRecipient(deps, recipient);
  if (account && (await q.findMembershipOf(deps.db, enterpriseId, account.id)))
    throw fieldError('memberAlreadyIn', 'phoneOrEmail', caller.lang);

  const refusal = await claimInvitationSend(deps, { enterpriseId, userId: caller.user.userId, recipient });
  if (refusal) throw refusalError(refusal, caller.lang);

  const now = deps.clock.now();
  const token = newToken();
  const expiresAt = now + invitationValidityMs;
  await iv.insertInvitation(deps.db, {
    id: newId(now),
    enterprise_id: enterpriseId,
    token_hash: hashToken(token),
    user_id: account?.id ?? null,
    recipient_hash: invitationRecipientHash(deps, recipient),
    recipient_cipher: deps.cipher.encrypt(recipient),
    display_name: input.name,
    employee_no: input.employeeNo || null,
    role: role.role,
    role_id: role.roleId,
    department_ids: JSON.stringify(departmentIds),
    invited_by: caller.user.userId,
    created_at: now,
    expires_at: expiresAt,
    accepted_at: null,
    revoked_at: null,
  });
  return deliverInvitation(deps, {
    caller,
    enterpriseId,
    recipient,
    token,
    account,
    displayName: input.name,
    expiresAt,
    action: 'memberInvite',
  });
}

/** The hashes an invitation to this person may carry: their phone's and their e-mail's. */
async function hashesOf(deps: Deps, userId: string): Promise<string[]> {
  const me = await contactsOf(deps.db, userId);
  const phone = openPhone(deps, me.phone_cipher);
  return [...(me.phone_hash ? [me.phone_hash] : phone ? [phoneHash(deps, phone)] : []), ...(me.email ? [emailHash(deps, me.email)] : [])];
}

export async function myInvitations(deps: Deps, input: { caller: UserCaller }): Promise<MyInvitations> {
  const rows = await iv.openInvitationsFor(
    deps.db,
    input.caller.user.userId,
    await hashesOf(deps, input.caller.user.userId),
    deps.clock.now(),
  );
  const [enterprises, inviters] = await Promise.all([
    enterpriseNamesOf(deps, { enterpriseIds: rows.map((r) => r.enterprise_id) }),
    accountNamesOf(deps, { userIds: rows.map((r) => r.invited_by) }),
  ]);
  // As the join did: an invitation whose enterprise or inviter is gone is not offered.
  const list = rows.flatMap((r) => {
    const enterpriseName = enterprises.get(r.enterprise_id)?.name;
    const invitedBy = inviters.get(r.invited_by);
    return enterpriseName !== undefined && invitedBy !== undefined
      ? [{ id: r.id, enterpriseName, invitedBy, expiresAt: r.expires_at }]
      : [];
  });
  return { list };
}

/** How many open invitations the person may accept (the home dashboard's notice). */
export async function countMyInvitations(deps: Deps, input: { caller: UserCaller }): Promise<number> {
  return (await myInvitations(deps, input)).list.length;
}

export async function acceptInvitation(deps: Deps, input: { caller: UserCaller; token: string; id: string }) {
  const { caller } = input;
  const userId = caller.user.userId;
  const now = deps.clock.now();
  const invitation = input.token
    ? await iv.findInvitation(deps.db, { tokenHash: hashToken(input.token) })
    : input.id
      ? await iv.findInvitation(deps.db, { id: input.id })
      : undefined;
  // Addressed to this account, or to its phone or e-mail; anything else reads as invalid, telling nothing.
  const mine = invitation && (invitation.user_id === userId || (await hashesOf(deps, userId)).includes(invitation.recipient_hash));
  if (!invitation || !mine || invitation.accepted_at !== null || invitation.revoked_at !== null || invitation.expires_at <= now)
    throw new AppError('invitationInvalid');
  if (await q.findMembershipOf(deps.db, invitation.enterprise_id, userId)) throw new AppError('memberAlreadyIn');
  const departmentIds = JSON.parse(invitation.department_ids) as string[];
  // The account name is copied onto the member row for the list's search (0073); it never changes.
  const accountName = (await accountNamesOf(deps, { userIds: [userId] })).get(userId) ?? '';
  await deps.db.transaction().execute(async (trx) => {
    if (!(await iv.markAccepted(trx, invitation.id, now))) throw new AppError('invitationInvalid');
    const memberId = newId(now);
    // A custom role deleted meanwhile falls back to the ordinary member role.
    const roleIds = invitation.role_id ? [invitation.role_id] : [];
    const kept = await roleNamesOf({ db: trx }, { enterpriseId: invitation.enterprise_id, roleIds });
    const roleId = invitation.role_id && kept.has(invitation.role_id) ? invitation.role_id : null;
    await iv.insertMember(trx, {
      id: memberId,
      enterpriseId: invitation.enterprise_id,
      userId,
      role: invitation.role,
      roleId,
      name: invitation.display_name,
      employeeNo: invitation.employee_no,
      accountName,
      now,
    });
    const existing = await q.countDepartments(trx, invitation.enterprise_id, departmentIds);
    if (existing === departmentIds.length) await q.setMemberDepartments(trx, invitation.enterprise_id, memberId, departmentIds);
  });
  await writeOperationLog(deps, {
    userId,
    enterpriseId: invitation.enterprise_id,
    service: 'organization',
    action: 'memberJoin',
    phrase: { key: 'organization.memberJoin', params: { member: invitation.display_name } },
    content: invitation.display_name,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { enterpriseId: invitation.enterprise_id, enterpriseName: await enterpriseNameOf(deps.db, invitation.enterprise_id) };
}
