import { randomInt } from 'node:crypto';
import {
  type AbbreviationChanged,
  type EnterpriseInfo,
  type EnterpriseSummary,
  type MyEnterprises,
  type RealNameStatus,
  enterpriseStepOf,
  realNameStatus,
  unauthenticatedEnterpriseLimit,
} from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { maskPhone, openPhone } from '../../platform/personal-data.js';
import { moveSessionContext } from '../../platform/session.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { accountRecordOf, changeAccount } from '../account/index.js';
import { applicationStatusesOf, applicationView, applyDeadlines, shownApplicationOf } from '../enterpriseAuth/index.js';
import { membershipDirectory } from './membership-directory.js';
import * as q from './queries.js';
import { enterpriseRow, log } from './shared.js';
import { inheritChannel } from '../channels/index.js';

/**
 * The enterprise center (§2 eCenterInfo, §3, §6): becoming an enterprise, the session's context
 * (personal or one enterprise) and enterprise information. Handing the master administrator's role
 * on is in master.ts.
 */

type Role = EnterpriseSummary['role'];
const roleOf = (role: string): Role => (role === 'master' || role === 'admin' ? role : 'member');
const enterpriseIdOf = (membership: { enterpriseId: string }) => membership.enterpriseId;

/** Refuses what only an authenticated enterprise may do ('Please perform enterprise real-name authentication first'). */
export async function assertEnterprisePassed(deps: Pick<Deps, 'db'>, enterpriseId: string): Promise<void> {
  const status = await q.findRealNameStatus(deps.db, enterpriseId);
  if (status === undefined) throw new AppError('notFound');
  if (status !== realNameStatus.passed) throw new AppError('enterpriseRealNameRequired');
}

// ---- becoming an enterprise, the context ------------------------------------------------------

export async function getMine(deps: Deps, { caller }: { caller: UserCaller }): Promise<MyEnterprises> {
  // The memberships are organization's (oldest first), the enterprises' rows this capability's: one read each.
  const memberships = await membershipDirectory().activeMembershipsOf(deps, { userId: caller.user.userId });
  const enterprises = await q.listEnterprisesIn(deps.db, memberships.map(enterpriseIdOf));
  const byId = new Map(enterprises.map((e) => [e.id, e]));
  const rows = memberships.flatMap((m) => {
    const row = byId.get(m.enterpriseId);
    return row ? [{ ...row, role: m.role }] : [];
  });
  // The current application says what an authentication under review waits for: one read for the list.
  const statuses = await applicationStatusesOf(deps, { applicationIds: rows.map((r) => r.current_application_id) });
  return {
    activeEnterpriseId: caller.user.context.kind === 'enterprise' ? caller.user.enterpriseId : null,
    enterprises: rows.map((r) => ({
      id: r.id,
      name: r.name,
      role: roleOf(r.role),
      realNameStatus: r.real_name_status as RealNameStatus,
      realNameStep: enterpriseStepOf(r.real_name_status, (r.current_application_id && statuses.get(r.current_application_id)) ?? null),
    })),
  };
}

/** 'E' and 12 digits: what people read out and type (§3 enterprise id); the uuid stays internal. */
const newEnterpriseNo = () => `E${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** A new, not yet authenticated enterprise with the person as its master; the session moves into it. */
export async function createEnterprise(deps: Deps, { caller, ...input }: { caller: UserCaller; name: string }): Promise<EnterpriseSummary> {
  const userId = caller.user.userId;
  const masterships = (await membershipDirectory().activeMembershipsOf(deps, { userId })).filter((m) => m.role === 'master');
  if ((await q.countUnpassedIn(deps.db, masterships.map(enterpriseIdOf))) >= unauthenticatedEnterpriseLimit) {
    throw new AppError('enterpriseLimit', { limit: unauthenticatedEnterpriseLimit });
  }
  // The master's member row carries their account name for the member list's search (0073).
  const masterAccountName = (await accountRecordOf(deps, { userId }))?.account_name ?? '';
  const now = deps.clock.now();
  const id = newId(now);
  let enterpriseNo = '';
  for (let attempt = 0; !enterpriseNo; attempt += 1) {
    const candidate = newEnterpriseNo();
    try {
      await deps.db.transaction().execute(async (trx) => {
        await q.insertEnterprise(trx, { id, name: input.name, enterpriseNo: candidate, masterUserId: userId, now });
        await membershipDirectory().addMaster(
          { db: trx },
          { memberId: newId(now), enterpriseId: id, userId, accountName: masterAccountName, now },
        );
        await moveSessionContext(deps, { sessionId: caller.user.sessionId, enterpriseId: id, db: trx });
        await changeAccount({ db: trx }, { userId, lastEnterpriseId: id });
      });
      enterpriseNo = candidate;
    } catch (error) {
      // One in a trillion: the number is taken; draw another.
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  await log(
    deps,
    caller,
    id,
    { key: 'enterprise.create', params: { enterprise: input.name, enterpriseNo } },
    `${input.name} (${enterpriseNo})`,
  );
  // A partner's person brings the enterprises they create to that partner.
  await inheritChannel(deps, { userId, enterpriseId: id });
  return { id, name: input.name, role: 'master', realNameStatus: realNameStatus.notAuthenticated, realNameStep: null };
}

/** '' → the personal context; otherwise one of the person's own enterprises (any other answers 404). */
export async function switchContext(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; enterpriseId: string },
): Promise<MyEnterprises> {
  const target = input.enterpriseId.trim() || null;
  if (target) {
    const member = await membershipDirectory().membershipOf(deps, { enterpriseId: target, userId: caller.user.userId });
    if (!member || member.status !== 1) throw new AppError('notFound');
  }
  await moveSessionContext(deps, { sessionId: caller.user.sessionId, enterpriseId: target });
  // The person's next sign-in starts there.
  await changeAccount(deps, { userId: caller.user.userId, lastEnterpriseId: target });
  const mine = await getMine(deps, { caller });
  return { ...mine, activeEnterpriseId: target };
}

// ---- enterprise information ---------------------------------------------------------------------

export async function getInfo(deps: Deps, { caller }: { caller: UserCaller }): Promise<EnterpriseInfo> {
  const enterpriseId = enterpriseOf(caller.user);
  // Deadlines end applications lazily; the info page shows the status they leave.
  await applyDeadlines(deps, enterpriseId);
  const row = await enterpriseRow(deps, enterpriseId);
  const [superior, subordinates, application, master] = await Promise.all([
    row.superior_id ? q.findEnterpriseName(deps.db, row.superior_id) : Promise.resolve(undefined),
    q.listSubordinates(deps.db, enterpriseId),
    shownApplicationOf(deps, { enterpriseId, currentId: row.current_application_id }),
    accountRecordOf(deps, { userId: row.master_user_id }),
  ]);
  const applicant = application && (await accountRecordOf(deps, { userId: application.applicant_user_id }));
  const masterPhone = openPhone(deps, master?.phone_cipher ?? null);
  const context = caller.user.context;
  return {
    id: row.id,
    enterpriseNo: row.enterprise_no ?? '',
    name: row.name,
    abbreviation: row.abbreviation,
    realNameStatus: row.real_name_status as RealNameStatus,
    checkStatus: row.check_status,
    master: { userName: master?.account_name ?? '', phone: masterPhone ? maskPhone(masterPhone) : null },
    role:
      context.kind === 'enterprise' && context.isMaster ? 'master' : context.kind === 'enterprise' && context.isAdmin ? 'admin' : 'member',
    superior: superior ? { id: superior.id, name: superior.name } : null,
    subordinates: subordinates.map((s) => ({ id: s.id, name: s.name })),
    createdAt: row.created_at,
    application: application ? applicationView(deps, application, applicant?.account_name ?? '') : null,
  };
}

export async function changeAbbreviation(
  deps: Deps,
  { caller, ...input }: { caller: UserCaller; abbreviation: string },
): Promise<AbbreviationChanged> {
  const enterpriseId = enterpriseOf(caller.user);
  await assertEnterprisePassed(deps, enterpriseId);
  const before = (await enterpriseRow(deps, enterpriseId)).abbreviation;
  const abbreviation = input.abbreviation.trim() || null;
  await q.updateAbbreviation(deps.db, enterpriseId, abbreviation, deps.clock.now());
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'enterprise.changeAbbreviation', params: { before: before ?? '-', abbreviation: abbreviation ?? '-' } },
    `${before ?? '-'} → ${abbreviation ?? '-'}`,
  );
  return { abbreviation };
}
