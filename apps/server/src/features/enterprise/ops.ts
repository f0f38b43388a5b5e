import type { EnterpriseListItem, Page, RealNameStatus } from '@console/contract';
import { writeOperationLog } from '../../platform/audit.js';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import * as q from './ops-queries.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';

/**
 * The back office's enterprise list: companies by name or enterprise number, and superior/subordinate
 * links between them (a company can never end up its own ancestor).
 */

/** The operation log keeps the service name these entries have always had. */
const logService = 'enterpriseAuth';

export async function listEnterprises(
  deps: Deps,
  input: { caller: OperatorCaller; keyword: string; after?: string; pageSize: number },
): Promise<Page<EnterpriseListItem>> {
  const scope = { keyword: input.keyword };
  const position = listPosition(q.enterpriseListOrder, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const [rows, total] = await Promise.all([
    q.listEnterprises(deps.db, { keyword: input.keyword, position }),
    q.countEnterprises(deps.db, input.keyword),
  ]);
  const view = (r: (typeof rows)[number]): EnterpriseListItem => ({
    id: r.id,
    enterpriseNo: r.enterprise_no ?? '',
    name: r.name,
    realNameStatus: r.real_name_status as RealNameStatus,
    superior: r.superior_id ? { id: r.superior_id, name: r.superior_name ?? '' } : null,
    subordinateCount: Number(r.subordinates ?? 0),
    createdAt: r.created_at,
  });
  return pageFrom(q.enterpriseListOrder, { scope, pageSize: input.pageSize, rows, total, view });
}

/** Puts a company under another ('' unlinks); a company can never end up its own ancestor. */
export async function setSuperior(
  deps: Deps,
  { caller, ...input }: { caller: OperatorCaller; id: string; superiorId: string },
): Promise<void> {
  const now = deps.clock.now();
  let names = { company: '', before: '', after: '' };
  await deps.db.transaction().execute(async (trx) => {
    const company = await q.findEnterpriseNode(trx, input.id);
    if (!company) throw new AppError('notFound');
    const before = company.superior_id ? await q.findEnterpriseNode(trx, company.superior_id) : undefined;
    let after: Awaited<ReturnType<typeof q.findEnterpriseNode>>;
    if (input.superiorId) {
      after = await q.findEnterpriseNode(trx, input.superiorId);
      if (!after) throw new AppError('notFound');
      // Walk up from the new superior: meeting the company means it would sit under itself.
      const seen = new Set<string>();
      let node: typeof after | undefined = after;
      while (node && !seen.has(node.id)) {
        if (node.id === company.id) throw new AppError('enterpriseSuperiorCycle');
        seen.add(node.id);
        node = node.superior_id ? await q.findEnterpriseNode(trx, node.superior_id) : undefined;
      }
    }
    await q.setSuperior(trx, { id: company.id, superiorId: after?.id ?? null, now });
    names = { company: company.name, before: before?.name ?? '-', after: after?.name ?? '-' };
  });
  await writeOperationLog(deps, {
    enterpriseId: input.id,
    operatorId: caller.operator.operatorId,
    service: logService,
    action: 'setSuperior',
    phrase: { key: 'enterpriseAuth.setSuperior', params: { enterprise: names.company, before: names.before, superior: names.after } },
    content: `${names.company}: ${names.before} → ${names.after}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
}
