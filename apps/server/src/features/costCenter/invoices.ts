import type { FastifyReply } from 'fastify';
import {
  type InvoiceStatusName,
  type InvoiceTitleView,
  type InvoiceView,
  type OrderView,
  type Page,
  invoiceStatusCode,
  invoiceStatusNames,
  orderStatus,
} from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { AppError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { enterpriseNamesOf } from '../enterprise/index.js';
import * as q from './invoice-queries.js';
import { orderView } from './view.js';

/**
 * Invoices (§2 myInvoice): titles, the invoiceable orders, an idempotent request per confirmation,
 * the list and the issued file; the back office's decisions are in `invoice-ops.ts`.
 */

const statusName = (code: number): InvoiceStatusName => invoiceStatusNames.find((n) => invoiceStatusCode[n] === code) ?? 'requested';

type TitleRow = Awaited<ReturnType<typeof q.listTitles>>[number];
const titleView = (r: TitleRow): InvoiceTitleView => ({
  id: r.id,
  kind: r.kind === 'personal' ? 'personal' : 'company',
  name: r.name,
  taxpayerId: r.taxpayer_id,
  addressPhone: r.address_phone,
  bankAccount: r.bank_account,
  createdAt: Number(r.created_at),
});

/** Invoices as shown; `enterpriseNames` for the back office (one query to enterprise for the lot; the console drops the name). */
export async function viewsOf(deps: Deps, rows: q.InvoiceRow[], o: { enterpriseNames?: boolean } = {}) {
  const enterpriseIds = o.enterpriseNames ? rows.flatMap((r) => (r.enterprise_id ? [r.enterprise_id] : [])) : [];
  const [nos, names] = await Promise.all([
    q.orderNosOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    enterpriseNamesOf(deps, { enterpriseIds }),
  ]);
  return rows.map((r) => ({
    id: r.id,
    status: statusName(Number(r.status)),
    invoiceType: r.invoice_type === 'special' ? ('special' as const) : ('general' as const),
    amountFen: Number(r.amount_fen),
    title: {
      kind: r.title_kind === 'personal' ? ('personal' as const) : ('company' as const),
      name: r.title_name,
      taxpayerId: r.taxpayer_id,
      addressPhone: r.address_phone,
      bankAccount: r.bank_account,
    },
    orderNos: nos.filter((n) => n.invoice_id === r.id).map((n) => n.order_no),
    invoiceNo: r.invoice_no,
    reason: r.reason,
    hasFile: r.file !== null,
    issuedAt: r.issued_at === null ? null : Number(r.issued_at),
    createdAt: Number(r.created_at),
    enterpriseName: (r.enterprise_id && names.get(r.enterprise_id)?.name) || null,
  }));
}

const userView = ({ enterpriseName: _, ...v }: Awaited<ReturnType<typeof viewsOf>>[number]): InvoiceView => v;

export async function listTitles(deps: Deps, { caller }: { caller: UserCaller }) {
  return { list: (await q.listTitles(deps.db, enterpriseOf(caller.user))).map(titleView) };
}

export async function saveTitle(
  deps: Deps,
  input: { caller: UserCaller; kind: 'company' | 'personal'; name: string; taxpayerId: string; addressPhone: string; bankAccount: string },
): Promise<InvoiceTitleView> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const now = deps.clock.now();
  const row = {
    id: newId(now),
    enterprise_id: enterpriseId,
    user_id: input.caller.user.userId,
    kind: input.kind,
    name: input.name,
    taxpayer_id: input.kind === 'company' ? input.taxpayerId : '',
    address_phone: input.addressPhone,
    bank_account: input.bankAccount,
    created_at: now,
  };
  await q.insertTitle(deps.db, row);
  return titleView(row);
}

export async function listInvoiceable(
  deps: Deps,
  input: { caller: UserCaller; after?: string; pageSize: number },
): Promise<Page<OrderView>> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const scope = { enterpriseId };
  const position = listPosition(q.invoiceableList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const { rows, total } = await q.pageInvoiceable(deps.db, { enterpriseId, completed: orderStatus.completed, position });
  return pageFrom(q.invoiceableList, { scope, pageSize: input.pageSize, rows, total, view: orderView });
}

/**
 * One invoice request per request id: a repeat (a double submit, a retry after a lost answer) answers
 * the request the first made. The orders are claimed in the same transaction, so an order is never
 * on two live requests.
 */
export async function requestInvoice(
  deps: Deps,
  input: { caller: UserCaller; requestId: string; titleId: string; invoiceType: 'general' | 'special'; orderIds: string[] },
): Promise<InvoiceView> {
  const { caller } = input;
  const enterpriseId = enterpriseOf(caller.user);
  const earlier = await q.findByRequest(deps.db, enterpriseId, input.requestId);
  if (earlier) return userView((await viewsOf(deps, [(await q.findInvoice(deps.db, earlier.id))!]))[0]!);
  const title = await q.findTitleOf(deps.db, enterpriseId, input.titleId);
  if (!title) throw new AppError('notFound');
  if (input.invoiceType === 'special' && (title.kind !== 'company' || !title.taxpayer_id || !title.address_phone || !title.bank_account))
    throw new AppError('invoiceSpecialIncomplete');
  const orderIds = [...new Set(input.orderIds)];
  const now = deps.clock.now();
  const id = newId(now);
  try {
    await deps.db.transaction().execute(async (trx) => {
      if ((await q.claimOrders(trx, { enterpriseId, orderIds, completed: orderStatus.completed })) !== orderIds.length)
        throw new AppError('invoiceOrdersUnavailable');
      await q.insertInvoice(
        trx,
        {
          id,
          enterprise_id: enterpriseId,
          user_id: caller.user.userId,
          status: invoiceStatusCode.requested,
          amount_fen: await q.sumOrders(trx, orderIds),
          created_at: now,
          updated_at: now,
          request_id: input.requestId,
          invoice_type: input.invoiceType,
          title_kind: title.kind,
          title_name: title.name,
          taxpayer_id: title.taxpayer_id,
          address_phone: title.address_phone,
          bank_account: title.bank_account,
          reason: '',
          file: null,
          invoice_no: null,
          issued_at: null,
        },
        orderIds,
      );
    });
  } catch (error) {
    // Two submits at once: the unique request id let one in; the other answers what it made.
    const winner = await q.findByRequest(deps.db, enterpriseId, input.requestId);
    if (winner) return userView((await viewsOf(deps, [(await q.findInvoice(deps.db, winner.id))!]))[0]!);
    throw error;
  }
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId,
    service: 'costCenter',
    action: 'invoiceRequest',
    phrase: {
      key: 'costCenter.invoiceRequest',
      params: { type: { phrase: `costCenter.invoiceTypes.${input.invoiceType}` }, count: orderIds.length },
    },
    content: `${input.invoiceType} ${orderIds.length} orders`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return userView((await viewsOf(deps, [(await q.findInvoice(deps.db, id))!]))[0]!);
}

export async function listInvoices(
  deps: Deps,
  input: { caller: UserCaller; status?: InvoiceStatusName; after?: string; pageSize: number },
): Promise<Page<InvoiceView>> {
  const enterpriseId = enterpriseOf(input.caller.user);
  const scope = { enterpriseId, status: input.status ?? null };
  const position = listPosition(q.invoiceList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const status = input.status === undefined ? undefined : invoiceStatusCode[input.status];
  const { rows, total } = await q.pageInvoices(deps.db, { enterpriseId, status, position });
  const views = (await viewsOf(deps, rows)).map(userView);
  return pageFrom(q.invoiceList, {
    scope,
    pageSize: input.pageSize,
    rows: views.map((v, i) => ({ ...v, created_at: Number(rows[i]!.created_at) })),
    total,
    view: ({ created_at: _, ...v }) => v,
  });
}

async function ownInvoice(deps: Deps, caller: UserCaller, id: string) {
  const row = await q.findInvoice(deps.db, id);
  if (!row || row.enterprise_id !== enterpriseOf(caller.user)) throw new AppError('notFound');
  return row;
}

export async function invoiceDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<InvoiceView> {
  return userView((await viewsOf(deps, [await ownInvoice(deps, caller, id)]))[0]!);
}

export async function sendFile(deps: Deps, row: q.InvoiceRow, reply: FastifyReply) {
  if (!row.file) throw new AppError('notFound');
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="invoice-${row.invoice_no ?? row.id}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .send(await readSealedFile(deps, row.file));
}

export async function invoiceFile(deps: Deps, input: { caller: UserCaller; id: string; reply: FastifyReply }) {
  return sendFile(deps, await ownInvoice(deps, input.caller, input.id), input.reply);
}
