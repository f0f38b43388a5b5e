import { randomBytes } from 'node:crypto';
import type { SsoSystemItem, SsoUiSign } from '@console/contract';
import { isUniqueViolation } from '../../db/database.js';
import { writeOpsLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import * as q from './queries.js';

/** Trusted systems in the back office: the shared secret is made here, sealed, and shown once. */

interface Input {
  code: string;
  name: string;
  status: 'enabled' | 'disabled';
  outSign: '' | SsoUiSign;
  targetUrl: string;
}

export const itemOf = (row: q.SystemRow): SsoSystemItem => ({
  id: row.id,
  code: row.code,
  name: row.name,
  status: row.status === 1 ? 'enabled' : 'disabled',
  outSign: (row.out_sign as SsoUiSign | null) ?? null,
  targetUrl: row.target_url,
  secretHint: row.secret_hint,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

const newSecret = () => `sso_${randomBytes(32).toString('base64url')}`;

async function assertFree(deps: Deps, caller: OperatorCaller, input: Input, selfId: string | null): Promise<void> {
  const byCode = await q.findSystemByCode(deps.db, input.code);
  if (byCode && byCode.id !== selfId) throw fieldError('ssoSystemCodeTaken', 'code', caller.lang);
  if (input.outSign) {
    const byOut = await q.findSystemByOutSign(deps.db, input.outSign);
    if (byOut && byOut.id !== selfId) throw fieldError('ssoTargetTaken', 'outSign', caller.lang);
  }
}

const conflict = (error: unknown, caller: OperatorCaller) =>
  isUniqueViolation(error) ? fieldError('ssoSystemCodeTaken', 'code', caller.lang) : error;

export async function createSystem(deps: Deps, { caller, ...input }: Input & { caller: OperatorCaller }) {
  await assertFree(deps, caller, input, null);
  const now = deps.clock.now();
  const id = newId(now);
  const secret = newSecret();
  try {
    await q.insertSystem(deps.db, {
      id,
      code: input.code,
      name: input.name,
      secret: deps.cipher.encrypt(secret),
      secret_hint: secret.slice(-4),
      status: input.status === 'enabled' ? 1 : 0,
      out_sign: input.outSign || null,
      target_url: input.targetUrl || null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    throw conflict(error, caller);
  }
  await writeOpsLog(
    deps,
    caller,
    { key: 'ops.ssoSystemCreate', params: { system: input.name, code: input.code } },
    `${input.name} (${input.code})`,
  );
  return { system: itemOf((await q.findSystem(deps.db, id))!), secret };
}

export async function updateSystem(deps: Deps, { caller, id, ...input }: Input & { caller: OperatorCaller; id: string }) {
  if (!(await q.findSystem(deps.db, id))) throw new AppError('notFound');
  await assertFree(deps, caller, input, id);
  try {
    await q.updateSystem(deps.db, id, {
      code: input.code,
      name: input.name,
      status: input.status === 'enabled' ? 1 : 0,
      out_sign: input.outSign || null,
      target_url: input.targetUrl || null,
      updated_at: deps.clock.now(),
    });
  } catch (error) {
    throw conflict(error, caller);
  }
  await writeOpsLog(
    deps,
    caller,
    { key: 'ops.ssoSystemUpdate', params: { system: input.name, code: input.code } },
    `${input.name} (${input.code}, ${input.status})`,
  );
  return itemOf((await q.findSystem(deps.db, id))!);
}

export async function rotateSecret(deps: Deps, { caller, id }: { caller: OperatorCaller; id: string }) {
  const row = await q.findSystem(deps.db, id);
  if (!row) throw new AppError('notFound');
  const secret = newSecret();
  await q.updateSystem(deps.db, id, { secret: deps.cipher.encrypt(secret), secret_hint: secret.slice(-4), updated_at: deps.clock.now() });
  await writeOpsLog(
    deps,
    caller,
    { key: 'ops.ssoSystemSecret', params: { system: row.name, code: row.code } },
    `${row.name} (${row.code})`,
  );
  return { system: itemOf((await q.findSystem(deps.db, id))!), secret };
}

export async function listSystems(deps: Deps, { caller, ...input }: { caller: OperatorCaller; after?: string; pageSize: number }) {
  const position = listPosition(q.systemOrder, { scope: {}, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.listSystems(deps.db, position), q.countSystems(deps.db)]);
  return pageFrom(q.systemOrder, { scope: {}, pageSize: input.pageSize, rows, total, view: itemOf });
}
