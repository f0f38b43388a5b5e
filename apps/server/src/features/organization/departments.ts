import {
  type DepartmentNode,
  type DepartmentPage,
  type DepartmentSearch,
  departmentPageSize,
  memberStatus,
  rootNodeCode,
} from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import type { LogPhraseOf } from '@console/contract';
import { actionOf, writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { accountNamesOf } from '../account/index.js';
import { holdEnterprise } from '../enterprise/index.js';
import * as q from './department-queries.js';
import { wouldCycle } from './tree.js';

/**
 * The department tree (§2 organizationList, §3 Department and Tree data): the enterprise is the root
 * (`root`); children load one level at a time, paged by name; names are unique among siblings.
 */

type Row = q.NodeRow;

const log = (deps: Deps, caller: UserCaller, enterpriseId: string, phrase: LogPhraseOf<'organization'>, content: string) =>
  writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'organization',
    action: actionOf(phrase),
    phrase,
    content,
    ip: caller.ip,
    device: caller.userAgent,
  });

/** The account names of the heads shown by theirs (no member name of their own): one query for a page of nodes. */
const headNamesOf = (deps: Deps, rows: readonly Row[]) =>
  accountNamesOf(deps, { userIds: rows.filter((r) => r.head_display_name === null).map((r) => r.head_user_id) });

const nodeOf = (enterpriseId: string, row: Row, headNames: Map<string, string>): DepartmentNode => ({
  nodeCode: row.id,
  parentNodeCode: row.parent_id === enterpriseId ? rootNodeCode : row.parent_id,
  name: row.name,
  headMemberId: row.head_member_id,
  headName: row.head_display_name ?? (row.head_user_id && headNames.get(row.head_user_id)) ?? null,
  hasChildren: Boolean(row.has_children),
});

/** A cursor is the last sibling's name, opaque to the caller. */
const encode = (name: string) => Buffer.from(name, 'utf8').toString('base64url');
const decode = (cursor: string) => (cursor ? Buffer.from(cursor, 'base64url').toString('utf8') : null);

/** The department a code names (null for the root), or a refusal beside `field`. */
async function parentOf(deps: Deps, caller: UserCaller, enterpriseId: string, code: string, field: string) {
  if (code === rootNodeCode || code === '') return null;
  const row = await q.findDepartment(deps.db, enterpriseId, code);
  if (!row) throw fieldError('departmentNotFound', field, caller.lang);
  return row;
}

async function departmentOf(deps: Deps, enterpriseId: string, id: string): Promise<q.DepartmentRow> {
  const row = await q.findDepartment(deps.db, enterpriseId, id);
  if (!row) throw new AppError('notFound');
  return row;
}

async function nodeById(deps: Deps, enterpriseId: string, id: string): Promise<DepartmentNode> {
  const found = await q.findNode(deps.db, enterpriseId, id);
  if (!found) throw new AppError('notFound');
  return nodeOf(enterpriseId, found, await headNamesOf(deps, [found]));
}

export async function listChildren(deps: Deps, input: { caller: UserCaller; parentCode: string; after: string }): Promise<DepartmentPage> {
  const enterpriseId = enterpriseOf(input.caller.user);
  // An unknown (or another enterprise's) department has no children here: an empty level, telling nothing.
  const parentId = input.parentCode === rootNodeCode || input.parentCode === '' ? enterpriseId : input.parentCode;
  const rows = await q.listChildren(deps.db, enterpriseId, parentId, decode(input.after), departmentPageSize + 1);
  const page = rows.slice(0, departmentPageSize);
  const headNames = await headNamesOf(deps, page);
  return {
    list: page.map((r) => nodeOf(enterpriseId, r, headNames)),
    next: rows.length > departmentPageSize ? encode(page.at(-1)!.name) : null,
  };
}

export async function searchDepartments(
  deps: Deps,
  input: { caller: UserCaller; keyword: string; after: string },
): Promise<DepartmentSearch> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const rows = await q.searchDepartments(deps.db, enterpriseId, input.keyword, input.after, departmentPageSize + 1);
  const page = rows.slice(0, departmentPageSize);
  // Every hit's path from the top, answered with one more query for all of them.
  const pathIds = (path: string) => path.split('/').filter(Boolean);
  const [names, headNames] = await Promise.all([
    q.namesOf(deps.db, enterpriseId, [...new Set(page.flatMap((r) => pathIds(r.path)))]),
    headNamesOf(deps, page),
  ]);
  return {
    list: page.map((r) => ({
      ...nodeOf(enterpriseId, r, headNames),
      pathCodes: pathIds(r.path),
      path: pathIds(r.path).map((id) => names.get(id) ?? ''),
    })),
    next: rows.length > departmentPageSize ? page.at(-1)!.id : null,
  };
}

/**
 * §5: a department has at least one member, all on the job in the caller's enterprise (another
 * enterprise's member is refused beside the field, like an unknown one); the schema already keeps the
 * head among them.
 */
async function checkMembers(deps: Deps, caller: UserCaller, enterpriseId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if ((await q.countMembersOnTheJob(deps.db, enterpriseId, unique, memberStatus.onTheJob)) !== unique.length)
    throw fieldError('notFound', 'memberIds', caller.lang);
  return unique;
}

type DepartmentFields = { memberIds: string[]; headMemberId: string };

export async function createDepartment(
  deps: Deps,
  input: { caller: UserCaller; parentCode: string; name: string } & DepartmentFields,
): Promise<DepartmentNode> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const now = deps.clock.now();
  const id = newId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await holdEnterprise({ db: trx }, { enterpriseId });
      const tx = { ...deps, db: trx };
      const parent = await parentOf(tx, caller, enterpriseId, input.parentCode, 'parentCode');
      const memberIds = await checkMembers(tx, caller, enterpriseId, input.memberIds);
      await q.insertDepartment(trx, {
        id,
        enterpriseId,
        parentId: parent?.id ?? enterpriseId,
        name: input.name,
        path: `${parent?.path ?? '/'}${id}/`,
        depth: (parent?.depth ?? 0) + 1,
        headMemberId: input.headMemberId || null,
        now,
      });
      await q.setDepartmentMembers(trx, { enterpriseId, departmentId: id, memberIds, onTheJob: memberStatus.onTheJob });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('departmentNameTaken', 'name', caller.lang);
    throw error;
  }
  await log(deps, caller, enterpriseId, { key: 'organization.departmentCreate', params: { department: input.name } }, input.name);
  return nodeById(deps, enterpriseId, id);
}

export async function editDepartment(
  deps: Deps,
  input: { caller: UserCaller; id: string; name: string } & DepartmentFields,
): Promise<DepartmentNode> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const before = await departmentOf(deps, enterpriseId, input.id);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const memberIds = await checkMembers({ ...deps, db: trx }, caller, enterpriseId, input.memberIds);
      await q.updateDepartment(trx, enterpriseId, input.id, {
        name: input.name,
        head_member_id: input.headMemberId || null,
        updated_at: deps.clock.now(),
      });
      await q.setDepartmentMembers(trx, { enterpriseId, departmentId: input.id, memberIds, onTheJob: memberStatus.onTheJob });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('departmentNameTaken', 'name', caller.lang);
    throw error;
  }
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'organization.departmentEdit', params: { before: before.name, department: input.name } },
    `${before.name} → ${input.name}`,
  );
  return nodeById(deps, enterpriseId, input.id);
}

export async function moveDepartment(deps: Deps, input: { caller: UserCaller; id: string; parentCode: string }): Promise<DepartmentNode> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  let moved: q.DepartmentRow | undefined;
  let parentName: string | null = null;
  try {
    await deps.db.transaction().execute(async (trx) => {
      await holdEnterprise({ db: trx }, { enterpriseId });
      const tx = { ...deps, db: trx };
      const row = await departmentOf(tx, enterpriseId, input.id);
      const parent = await parentOf(tx, caller, enterpriseId, input.parentCode, 'parentCode');
      if (wouldCycle(row, parent)) throw fieldError('departmentCycle', 'parentCode', caller.lang);
      const newPath = `${parent?.path ?? '/'}${row.id}/`;
      await q.moveSubtree(trx, {
        enterpriseId,
        id: row.id,
        parentId: parent?.id ?? enterpriseId,
        oldPath: row.path,
        newPath,
        depthDelta: (parent?.depth ?? 0) + 1 - row.depth,
        now: deps.clock.now(),
      });
      moved = row;
      parentName = parent?.name ?? null;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('departmentNameTaken', 'parentCode', caller.lang);
    throw error;
  }
  await log(
    deps,
    caller,
    enterpriseId,
    { key: 'organization.departmentMove', params: { department: moved!.name, parent: parentName ?? { phrase: 'operationLog.topLevel' } } },
    `${moved!.name} → ${input.parentCode}`,
  );
  return nodeById(deps, enterpriseId, input.id);
}

export async function deleteDepartment(deps: Deps, input: { caller: UserCaller; id: string }): Promise<null> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const row = await departmentOf(deps, enterpriseId, input.id);
  await deps.db.transaction().execute(async (trx) => {
    await holdEnterprise({ db: trx }, { enterpriseId });
    const children = await q.countChildren(trx, enterpriseId, row.id);
    if (children > 0) throw new AppError('departmentHasChildren', { count: children });
    const members = await q.countDepartmentMembers(trx, enterpriseId, row.id);
    if (members > 0) throw new AppError('departmentHasMembers', { count: members });
    await q.deleteDepartment(trx, enterpriseId, row.id);
  });
  await log(deps, caller, enterpriseId, { key: 'organization.departmentDelete', params: { department: row.name } }, row.name);
  return null;
}
