import {
  type BuiltInRoleId,
  type RoleDetail,
  type RoleForm,
  type RoleHolders,
  type RolePage,
  type RoleSummary,
  assignableModules,
  builtInRoleIds,
  closeGrants,
  isBuiltInRole,
  memberRoleModules,
  moduleCatalogue,
  rolePageSize,
} from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { holderDirectory } from './holder-directory.js';
import * as q from './queries.js';

/**
 * Roles (§6): the built-in master administrator, administrators and ordinary members, and custom
 * roles granting module permissions from the catalogue. Members' permissions are computed from their
 * role at every request (platform/session.ts), so an edit here applies at their next request.
 */

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'roles'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'roles',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** What a built-in role grants, as pages and buttons a role form would show. */
function builtInModules(id: BuiltInRoleId): string[] {
  if (id === 'member') return [...memberRoleModules];
  // Besides what a role may grant, administrators hold the pages no custom role can grant (seals).
  const all = [
    ...assignableModules.map((m) => m.code as string),
    ...moduleCatalogue.filter((m) => m.adminOnly || m.everyMember).map((m) => m.code),
  ];
  return id === 'master' ? [...all, ...moduleCatalogue.filter((m) => m.masterOnly).map((m) => m.code)] : all;
}

const builtInSummary = (id: BuiltInRoleId, counts: Map<string, number>): RoleSummary => ({
  id,
  builtIn: true,
  name: '',
  description: '',
  memberCount: counts.get(id) ?? 0,
  updatedAt: null,
});

const customSummary = (row: q.RoleRow, counts: Map<string, number>): RoleSummary => ({
  id: row.id,
  builtIn: false,
  name: row.name,
  description: row.description,
  memberCount: counts.get(row.id) ?? 0,
  updatedAt: row.updated_at,
});

/** What a role stores: the assignable pages and buttons, a button's page included. */
function grantsOf(codes: readonly string[]): string[] {
  const closed = closeGrants(codes);
  return assignableModules.map((m) => m.code as string).filter((c) => closed.has(c));
}

export async function listRoles(deps: Deps, input: { caller: UserCaller; keyword: string; after: string }): Promise<RolePage> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const rows = await q.listRoles(deps.db, enterpriseId, { keyword: input.keyword, after: input.after, limit: rolePageSize + 1 });
  const page = rows.slice(0, rolePageSize);
  const counts = await holderDirectory().holderCountsOf(deps, { enterpriseId, roleIds: page.map((r) => r.id) });
  // The built-in roles lead the first page (unless the search is for a custom role's name).
  const builtIns = input.after || input.keyword ? [] : builtInRoleIds.map((id) => builtInSummary(id, counts));
  return {
    list: [...builtIns, ...page.map((r) => customSummary(r, counts))],
    next: rows.length > rolePageSize ? page.at(-1)!.id : null,
  };
}

async function customRole(deps: Deps, enterpriseId: string, roleId: string): Promise<q.RoleRow> {
  const row = await q.findRole(deps.db, enterpriseId, roleId);
  if (!row) throw new AppError('notFound');
  return row;
}

async function detailOf(deps: Deps, enterpriseId: string, roleId: string): Promise<RoleDetail> {
  if (isBuiltInRole(roleId)) {
    const counts = await holderDirectory().holderCountsOf(deps, { enterpriseId, roleIds: [] });
    return { ...builtInSummary(roleId, counts), moduleCodes: builtInModules(roleId) };
  }
  const row = await customRole(deps, enterpriseId, roleId);
  const counts = await holderDirectory().holderCountsOf(deps, { enterpriseId, roleIds: [roleId] });
  return { ...customSummary(row, counts), moduleCodes: await q.roleModuleCodes(deps.db, enterpriseId, roleId) };
}

export async function getRole(deps: Deps, input: { caller: UserCaller; id: string }): Promise<RoleDetail> {
  return detailOf(deps, enterpriseOf(input.caller.user), input.id);
}

/** A unique-name refusal beside the name field. */
function nameTaken(caller: UserCaller): AppError {
  return fieldError('roleNameTaken', 'name', caller.lang);
}

export async function createRole(deps: Deps, input: { caller: UserCaller } & RoleForm): Promise<RoleDetail> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const id = newId(deps.clock.now());
  const moduleCodes = grantsOf(input.moduleCodes);
  try {
    await deps.db.transaction().execute((trx) =>
      q.insertRole(trx, {
        id,
        enterpriseId,
        name: input.name,
        description: input.description,
        createdBy: caller.user.userId,
        now: deps.clock.now(),
        moduleCodes,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(caller);
    throw error;
  }
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'roles.roleCreate', params: { role: input.name, count: moduleCodes.length } },
    `${input.name}: ${moduleCodes.join(', ')}`,
  );
  return detailOf(deps, enterpriseId, id);
}

export async function editRole(deps: Deps, input: { caller: UserCaller; id: string } & RoleForm): Promise<RoleDetail> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  if (isBuiltInRole(input.id)) throw new AppError('roleBuiltIn');
  const before = await customRole(deps, enterpriseId, input.id);
  const moduleCodes = grantsOf(input.moduleCodes);
  try {
    await deps.db.transaction().execute((trx) =>
      q.updateRole(trx, {
        id: input.id,
        enterpriseId,
        name: input.name,
        description: input.description,
        now: deps.clock.now(),
        moduleCodes,
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(caller);
    throw error;
  }
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'roles.roleEdit', params: { before: before.name, role: input.name, count: moduleCodes.length } },
    `${before.name} → ${input.name}: ${moduleCodes.join(', ')}`,
  );
  return detailOf(deps, enterpriseId, input.id);
}

export async function removeRole(deps: Deps, input: { caller: UserCaller; id: string }): Promise<null> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  if (isBuiltInRole(input.id)) throw new AppError('roleBuiltIn');
  const row = await customRole(deps, enterpriseId, input.id);
  await deps.db.transaction().execute(async (trx) => {
    const holders = await holderDirectory().everHeldBy({ db: trx }, { enterpriseId, roleId: input.id });
    if (holders > 0) throw new AppError('roleInUse', { count: holders });
    await q.deleteRole(trx, enterpriseId, input.id);
  });
  await log(deps, caller, enterpriseId, { key: 'roles.roleDelete', params: { role: row.name } }, row.name);
  return null;
}

/** Who holds a module permission: the built-in roles that grant it and the custom roles that do. */
export async function roleHolders(deps: Deps, input: { caller: UserCaller; module: string }): Promise<RoleHolders> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const custom = await q.rolesGranting(deps.db, enterpriseId, input.module);
  const counts = await holderDirectory().holderCountsOf(deps, { enterpriseId, roleIds: custom.map((r) => r.id) });
  const builtIns = builtInRoleIds.filter((id) => builtInModules(id).includes(input.module) || closeGrantsHas(id, input.module));
  return {
    module: input.module,
    roles: [...builtIns.map((id) => builtInSummary(id, counts)), ...custom.map((r) => customSummary(r, counts))],
  };
}

/** A built-in role's grants with their menu groups (asking about a group answers the roles that show it). */
function closeGrantsHas(id: BuiltInRoleId, code: string): boolean {
  if (id !== 'member') return moduleCatalogue.some((m) => m.code === code && m.scope !== 'personal' && (id === 'master' || !m.masterOnly));
  return closeGrants(memberRoleModules).has(code);
}
