import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { type InvoiceStatusName, formatFen, invoiceStatusCode } from '@console/contract';
import { translate } from '@console/phrases';
import type { OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { writeOperationLog } from '../../platform/audit.js';
import { noticeTo, sendInBackground } from '../../platform/delivery.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import { recipientOf } from '../account/index.js';
import type { UploadedFile } from '../../platform/route.js';
import { storeSealedFile } from '../../platform/sealed-files.js';
import * as q from './invoice-queries.js';
import { textPdf } from '../../platform/pdf.js';
import { sendFile, viewsOf } from './invoices.js';

/**
 * The back office's invoice decisions: issue (a generated PDF, or the file the tax platform issued,
 * uploaded with its number), reject with a reason, reverse (red letter) after a refund. Each is
 * logged and the requester is told.
 */

async function anyInvoice(deps: Deps, id: string) {
  const row = await q.findInvoice(deps.db, id);
  if (!row) throw new AppError('notFound');
  return row;
}

export async function opsInvoiceFile(deps: Deps, input: { caller: OperatorCaller; id: string; reply: FastifyReply }) {
  return sendFile(deps, await anyInvoice(deps, input.id), input.reply);
}

export async function listAllInvoices(
  deps: Deps,
  input: { caller: OperatorCaller; status?: InvoiceStatusName; after?: string; pageSize: number },
) {
  const scope = { status: input.status ?? null };
  const position = listPosition(q.opsInvoiceList, { scope, after: input.after, pageSize: input.pageSize, lang: input.caller.lang });
  const status = input.status === undefined ? undefined : invoiceStatusCode[input.status];
  const { rows, total } = await q.pageInvoices(deps.db, { enterpriseId: null, status, position });
  const views = await viewsOf(deps, rows, { enterpriseNames: true });
  return pageFrom(q.opsInvoiceList, {
    scope,
    pageSize: input.pageSize,
    rows: views.map((v, i) => ({ ...v, created_at: Number(rows[i]!.created_at) })),
    total,
    view: ({ created_at: _, ...v }) => v,
  });
}

async function tell(deps: Deps, caller: OperatorCaller, row: q.InvoiceRow, status: InvoiceStatusName, reason: string) {
  const person = await recipientOf(deps, row.user_id);
  if (!person) return;
  const lang = person.language === 'zh' ? 'zh' : person.language === 'en' ? 'en' : caller.lang;
  const message = noticeTo(person, {
    fallback: caller.lang,
    purpose: 'invoice_update',
    sms: 'invoiceUpdateSms',
    mail: 'invoiceUpdateEmail',
    params: { amount: formatFen(Number(row.amount_fen)), status: translate(lang, `costCenter.invoiceStatuses.${status}`), reason },
    at: deps.clock.now(),
  });
  if (message) sendInBackground(deps, caller.log, message);
}

async function decided(deps: Deps, caller: OperatorCaller, row: q.InvoiceRow, status: InvoiceStatusName, reason: string) {
  await writeOperationLog(deps, {
    operatorId: caller.operator.operatorId,
    enterpriseId: row.enterprise_id,
    service: 'costCenter',
    action: `invoice${status[0]!.toUpperCase()}${status.slice(1)}`,
    phrase: {
      key: 'costCenter.invoiceDecided',
      params: {
        amount: formatFen(Number(row.amount_fen)),
        status: { phrase: `costCenter.invoiceStatuses.${status}` },
        reason: reason || '-',
      },
    },
    content: `${row.id} ${formatFen(Number(row.amount_fen))} ${reason}`.trim(),
    ip: caller.ip,
    device: caller.userAgent,
  });
  await tell(deps, caller, row, status, reason);
  return (await viewsOf(deps, [(await q.findInvoice(deps.db, row.id))!], { enterpriseNames: true }))[0]!;
}

export async function issueInvoice(deps: Deps, { caller, id }: { caller: OperatorCaller; id: string }) {
  const row = await anyInvoice(deps, id);
  if (Number(row.status) !== invoiceStatusCode.requested) throw new AppError('invoiceTransition');
  const now = deps.clock.now();
  const invoiceNo = `${new Date(now + 8 * 3600_000).toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
  const nos = (await q.orderNosOf(deps.db, [row.id])).map((n) => n.order_no);
  const pdf = textPdf([
    `Electronic invoice (${row.invoice_type === 'special' ? 'special VAT' : 'general'})`,
    `Invoice number: ${invoiceNo}`,
    `Issued: ${new Date(now).toISOString()}`,
    `Buyer: ${row.title_name}`,
    `Taxpayer id: ${row.taxpayer_id || '-'}`,
    `Address and phone: ${row.address_phone || '-'}`,
    `Bank and account: ${row.bank_account || '-'}`,
    `Amount: CNY ${formatFen(Number(row.amount_fen))}`,
    `Orders: ${nos.join(', ')}`,
  ]);
  const file = await storeSealedFile(deps, { folder: 'invoices', id: row.id, bytes: pdf });
  if (
    !(await q.moveInvoice(deps.db, {
      id,
      from: invoiceStatusCode.requested,
      set: { status: invoiceStatusCode.issued, file, invoice_no: invoiceNo, issued_at: now, updated_at: now },
    }))
  )
    throw new AppError('invoiceTransition');
  return decided(deps, caller, row, 'issued', '');
}

/** A PDF by its content, never by the name or the claimed type. */
const isPdf = (b: Buffer) => b.length >= 8 && /^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8));

/** Issues a requested invoice with the file the tax platform issued (a PDF) and its invoice number. */
export async function issueInvoiceFile(
  deps: Deps,
  input: { caller: OperatorCaller; id: string; invoiceNo: string; file: UploadedFile | null },
) {
  const { caller } = input;
  const row = await anyInvoice(deps, input.id);
  if (Number(row.status) !== invoiceStatusCode.requested) throw new AppError('invoiceTransition');
  if (!input.file || input.file.bytes.length === 0) throw fieldError('invoiceFileMissing', 'file', caller.lang);
  if (!isPdf(input.file.bytes)) throw fieldError('invoiceFileType', 'file', caller.lang);
  const now = deps.clock.now();
  const file = await storeSealedFile(deps, { folder: 'invoices', id: row.id, bytes: input.file.bytes });
  const moved = await q.moveInvoice(deps.db, {
    id: row.id,
    from: invoiceStatusCode.requested,
    set: { status: invoiceStatusCode.issued, file, invoice_no: input.invoiceNo, issued_at: now, updated_at: now },
  });
  if (!moved) throw new AppError('invoiceTransition');
  return decided(deps, caller, row, 'issued', '');
}

export async function rejectInvoice(deps: Deps, { caller, id, reason }: { caller: OperatorCaller; id: string; reason: string }) {
  const row = await anyInvoice(deps, id);
  const now = deps.clock.now();
  const moved = await deps.db.transaction().execute(async (trx) => {
    const ok = await q.moveInvoice(trx, {
      id,
      from: invoiceStatusCode.requested,
      set: { status: invoiceStatusCode.rejected, reason, updated_at: now },
    });
    if (ok) await q.releaseOrders(trx, id);
    return ok;
  });
  if (!moved) throw new AppError('invoiceTransition');
  return decided(deps, caller, row, 'rejected', reason);
}

export async function reverseInvoice(deps: Deps, { caller, id, reason }: { caller: OperatorCaller; id: string; reason: string }) {
  const row = await anyInvoice(deps, id);
  const now = deps.clock.now();
  if (
    !(await q.moveInvoice(deps.db, {
      id,
      from: invoiceStatusCode.issued,
      set: { status: invoiceStatusCode.reversed, reason, updated_at: now },
    }))
  )
    throw new AppError('invoiceTransition');
  return decided(deps, caller, row, 'reversed', reason);
}
