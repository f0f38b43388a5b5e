import { csvLine, csvText } from '@console/contract/csv';
import { formatFen } from '@console/contract/money';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { writeOperationLog } from '../../platform/audit.js';
import { accountSummariesOf } from '../account/index.js';
import { enterpriseDirectory } from './enterprise-directory.js';
import { orderDirectory } from './order-directory.js';
import * as q from './queries.js';

/** What each partner brought: its accounts and enterprises (with paid orders), and their CSV. */

async function channelOf(deps: Deps, id: string) {
  const row = await q.findChannel(deps.db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

type PageInput = { caller: OperatorCaller; id: string; after?: string; pageSize: number };

type AccountRow = Awaited<ReturnType<typeof q.listAccounts>>[number];
type EnterpriseRow = Awaited<ReturnType<typeof q.listEnterprises>>[number];
type Summary = { name: string; realNameStatus: number };
type Paid = { count: number; amountFen: number };

const accountView = (r: AccountRow, people: Map<string, { accountName: string; realNameStatus: number }>) => ({
  userId: r.user_id,
  accountName: people.get(r.user_id)?.accountName ?? '',
  realNameStatus: people.get(r.user_id)?.realNameStatus ?? 0,
  associatedAt: r.created_at,
});
const enterpriseView = (r: EnterpriseRow, enterprises: Map<string, Summary>, paid: Map<string, Paid>) => ({
  enterpriseId: r.enterprise_id,
  name: enterprises.get(r.enterprise_id)?.name ?? '',
  realNameStatus: enterprises.get(r.enterprise_id)?.realNameStatus ?? 0,
  paidOrders: paid.get(r.enterprise_id)?.count ?? 0,
  paidFen: paid.get(r.enterprise_id)?.amountFen ?? 0,
  associatedAt: r.created_at,
});

export async function listBroughtAccounts(deps: Deps, { caller, id, ...input }: PageInput) {
  await channelOf(deps, id);
  const scope = { channelId: id };
  const position = listPosition(q.accountOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.listAccounts(deps.db, { channelId: id, position }), q.countAccounts(deps.db, id)]);
  // The page's names and statuses are account's: one query for the page.
  const people = await accountSummariesOf(deps, { userIds: rows.slice(0, input.pageSize).map((r) => r.user_id) });
  return pageFrom(q.accountOrder, { scope, pageSize: input.pageSize, rows, total, view: (r) => accountView(r, people) });
}

export async function listBroughtEnterprises(deps: Deps, { caller, id, ...input }: PageInput) {
  await channelOf(deps, id);
  const scope = { channelId: id };
  const position = listPosition(q.enterpriseOrder, { scope, after: input.after, pageSize: input.pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([q.listEnterprises(deps.db, { channelId: id, position }), q.countEnterprises(deps.db, id)]);
  // The page's names and statuses are enterprise's, its paid orders the cost center's, both handed in
  // at start: one query each for the page, side by side.
  const enterpriseIds = rows.slice(0, input.pageSize).map((r) => r.enterprise_id);
  const [enterprises, paid] = await Promise.all([
    enterpriseDirectory().namesOf(deps, { enterpriseIds }),
    orderDirectory().paidOrdersOf(deps, { enterpriseIds }),
  ]);
  return pageFrom(q.enterpriseOrder, {
    scope,
    pageSize: input.pageSize,
    rows,
    total,
    view: (r) => enterpriseView(r, enterprises, paid),
  });
}

const exportCap = 50_000;

/** The whole list, keyset-read 200 rows at a time (the request yields between pages), at most 50,000 rows. */
export async function exportBrought(
  deps: Deps,
  { caller, id, kind }: { caller: OperatorCaller; id: string; kind: 'accounts' | 'enterprises' },
): Promise<{ fileName: string; csv: string }> {
  const channel = await channelOf(deps, id);
  const lines: string[] = [];
  if (kind === 'accounts') lines.push(csvLine(['userId', 'accountName', 'realNameStatus', 'associatedAt']));
  else lines.push(csvLine(['enterpriseId', 'name', 'realNameStatus', 'paidOrders', 'paidAmount', 'associatedAt']));
  let after: string | undefined;
  for (let n = 0; n < exportCap;) {
    const page =
      kind === 'accounts'
        ? await listBroughtAccounts(deps, { caller, id, after, pageSize: 50 })
        : await listBroughtEnterprises(deps, { caller, id, after, pageSize: 50 });
    for (const r of page.list) {
      const at = new Date(r.associatedAt).toISOString();
      lines.push(
        'accountName' in r
          ? csvLine([r.userId, r.accountName, r.realNameStatus, at])
          : csvLine([r.enterpriseId, r.name, r.realNameStatus, r.paidOrders, formatFen(r.paidFen), at]),
      );
    }
    n += page.list.length;
    if (!page.next) break;
    after = page.next;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    service: 'ops',
    action: 'channelExport',
    phrase: {
      key: 'ops.channelExport',
      params: { channel: channel.name, count: lines.length - 1, kind: { phrase: `operationLog.channelExports.${kind}` } },
    },
    content: `${channel.code} ${kind} (${lines.length - 1})`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { fileName: `channel-${channel.code}-${kind}.csv`, csv: csvText(lines, { bom: true }) };
}
