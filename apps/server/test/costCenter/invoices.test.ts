import { randomUUID } from 'node:crypto';
import { costCenterRoutes as r, errorCatalogue } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, customer, operatorOf } from '../support/apps-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import { consoleHeaders, type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';

const code = (key: keyof typeof errorCatalogue) => errorCatalogue[key].code;
const at = (path: string, params: Record<string, string> = {}) => path.replace(/:(\w+)/g, (_, k: string) => params[k]!);
const wg = (path: string, params: Record<string, string> = {}) => `/webgate${at(path, params)}`;
const creditCode = '91350100M000100Y43';
const company = {
  kind: 'company',
  name: '福州示例科技有限公司',
  taxpayerId: creditCode,
  addressPhone: '福州市鼓楼区五四路 100 号 0591-88888888',
  bankAccount: '中国银行福州分行 6222020000000000011',
};

describe.each(databases)('invoices on %s', (kind) => {
  let t: TestApp;
  let ops: string;
  let packageId: string;

  /** A completed order: bought and approved in the sandbox gateway. */
  const paidOrder = async (p: Person) => {
    const o = (await p.post(r.createOrder.path, { packageId })).json().data;
    const ref = (await p.post(at(r.pay.path, { id: o.id }), {})).json().data.payUrl.split('ref=')[1];
    await t.call('POST', wg(r.sandboxDecide.path, { ref }), { body: { decision: 'approve' } });
    return o as { id: string; orderNo: string; amountFen: number };
  };
  const title = async (p: Person, body: Record<string, unknown> = company) => {
    const res = await p.post(r.saveInvoiceTitle.path, body);
    expect(res.json().code, res.body).toBe(0);
    return res.json().data as { id: string };
  };
  const opsCall = (path: string, id: string, body: Record<string, unknown> = {}) => t.call('POST', wg(path, { id }), { cookie: ops, body });

  beforeAll(async () => {
    t = await startTestApp(kind);
    ops = await operatorOf(t);
    const product = await addProduct(t, ops, 'bank4', 10);
    const res = await t.call('POST', wg(r.opsAddPackage.path), {
      cookie: ops,
      body: { productId: product.id, name: '500 calls', issuingMode: 1, quantity: 500, months: 6, priceFen: 9_900 },
    });
    packageId = res.json().data.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it('checks a title: the credit code’s check character, 100 GBK bytes, GBK characters only', async () => {
    const c = await customer(t);
    const wrong = await c.post(r.saveInvoiceTitle.path, { ...company, taxpayerId: '91350100M000100Y44' });
    expect(wrong.json()).toMatchObject({ code: code('fieldInvalid'), data: { fields: [{ field: 'taxpayerId' }] } });
    // 51 Chinese characters are 102 GBK bytes.
    const long = await c.post(r.saveInvoiceTitle.path, { ...company, addressPhone: '路'.repeat(51) }, 'zh');
    expect(long.json()).toMatchObject({ code: code('fieldInvalid'), data: { fields: [{ field: 'addressPhone' }] } });
    expect(long.json().msg).toContain('地址及电话');
    const emoji = await c.post(r.saveInvoiceTitle.path, { ...company, bankAccount: 'Bank 😀' });
    expect(emoji.json().data.fields[0].field).toBe('bankAccount');
    expect((await c.get(r.invoiceTitles.path)).json().data.list).toEqual([]);
    await title(c, { ...company, addressPhone: '路'.repeat(50) });
    expect((await c.get(r.invoiceTitles.path)).json().data.list).toHaveLength(1);
  });

  it('requests an invoice once per request id, issues it as a PDF, and reverses it', async () => {
    const c = await customer(t);
    const o = await paidOrder(c);
    const invoiceable = (await c.get(r.invoiceable.path)).json().data.list;
    expect(invoiceable.map((x: { id: string }) => x.id)).toEqual([o.id]);
    const personal = await title(c, { kind: 'personal', name: 'Zhang San' });
    const special = await c.post(r.requestInvoice.path, {
      requestId: randomUUID(),
      titleId: personal.id,
      invoiceType: 'special',
      orderIds: [o.id],
    });
    expect(special.json().code).toBe(code('invoiceSpecialIncomplete'));
    const full = await title(c);
    const body = { requestId: randomUUID(), titleId: full.id, invoiceType: 'special', orderIds: [o.id] };
    const [first, second] = await Promise.all([c.post(r.requestInvoice.path, body), c.post(r.requestInvoice.path, body)]);
    expect(first.json().code, first.body).toBe(0);
    expect(second.json().data.id).toBe(first.json().data.id);
    const invoice = first.json().data;
    expect(invoice).toMatchObject({
      status: 'requested',
      amountFen: o.amountFen,
      orderNos: [o.orderNo],
      title: { taxpayerId: creditCode },
    });
    expect((await c.get(r.invoices.path)).json().data.list).toHaveLength(1);
    expect((await c.get(r.invoiceable.path)).json().data.list).toEqual([]);
    const again = await c.post(r.requestInvoice.path, { ...body, requestId: randomUUID() });
    expect(again.json().code).toBe(code('invoiceOrdersUnavailable'));

    const issued = await opsCall(r.opsIssueInvoice.path, invoice.id);
    const { name } = await t.db.selectFrom('enterprises').select('name').where('id', '=', c.enterpriseId).executeTakeFirstOrThrow();
    expect(issued.json().data, issued.body).toMatchObject({ status: 'issued', hasFile: true, enterpriseName: name });
    expect(issued.json().data.invoiceNo).toMatch(/^\d{18}$/);
    const file = await t.call('GET', wg(r.invoiceFile.path, { id: invoice.id }), { cookie: c.cookie });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(file.rawPayload.toString('latin1')).toContain(issued.json().data.invoiceNo);
    expect((await opsCall(r.opsRejectInvoice.path, invoice.id, { reason: 'late' })).json().code).toBe(code('invoiceTransition'));
    const reversed = await opsCall(r.opsReverseInvoice.path, invoice.id, { reason: 'refunded' });
    expect(reversed.json().data).toMatchObject({ status: 'reversed', reason: 'refunded' });
  });

  it('issues an invoice with the file the tax platform issued: a PDF by content and a 20-digit number', async () => {
    const c = await customer(t);
    const o = await paidOrder(c);
    const ttl = await title(c);
    const invoice = (
      await c.post(r.requestInvoice.path, { requestId: randomUUID(), titleId: ttl.id, invoiceType: 'general', orderIds: [o.id] })
    ).json().data;
    const send = async (fields: Record<string, string>, bytes?: Buffer, lang = 'en') => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, v);
      if (bytes) form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'invoice.pdf');
      const request = new Request('http://localhost/', { method: 'POST', body: form });
      const res = await t.app.inject({
        method: 'POST',
        url: wg(r.opsIssueInvoiceFile.path, { id: invoice.id }),
        headers: { ...consoleHeaders, 'Accept-Language': lang, 'content-type': request.headers.get('content-type')!, cookie: ops },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      return { status: res.statusCode, ...(JSON.parse(res.body) as { code: number; msg: string; data: any }) };
    };
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% issued by the tax platform 25442000000123456789\n%%EOF\n');
    const number = '25442000000123456789';
    expect(await send({ invoiceNo: number })).toMatchObject({
      status: 400,
      code: code('invoiceFileMissing'),
      data: { fields: [{ field: 'file' }] },
    });
    const notPdf = await send({ invoiceNo: number }, Buffer.from('<html>not a pdf</html>'), 'zh');
    expect(notPdf).toMatchObject({ code: code('invoiceFileType'), msg: '发票文件必须是 PDF' });
    expect(await send({ invoiceNo: '12345' }, pdf)).toMatchObject({
      code: code('fieldInvalid'),
      data: { fields: [{ field: 'invoiceNo' }] },
    });
    expect((await c.get(at(r.invoice.path, { id: invoice.id }))).json().data).toMatchObject({ status: 'requested', hasFile: false });

    expect(await send({ invoiceNo: number }, pdf)).toMatchObject({ code: 0, data: { status: 'issued', invoiceNo: number, hasFile: true } });
    const file = await t.call('GET', wg(r.invoiceFile.path, { id: invoice.id }), { cookie: c.cookie });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await send({ invoiceNo: number }, pdf)).code).toBe(code('invoiceTransition'));
  });

  it('gives a rejected request’s orders back, hides another enterprise’s invoice, refuses a member without the permission', async () => {
    const a = await customer(t);
    const o = await paidOrder(a);
    const ttl = await title(a);
    const invoice = (
      await a.post(r.requestInvoice.path, { requestId: randomUUID(), titleId: ttl.id, invoiceType: 'general', orderIds: [o.id] })
    ).json().data;
    const rejected = await opsCall(r.opsRejectInvoice.path, invoice.id, { reason: 'wrong title' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'wrong title' });
    expect((await a.get(r.invoiceable.path)).json().data.list.map((x: { id: string }) => x.id)).toEqual([o.id]);
    expect((await a.get(`${r.invoices.path}?status=rejected`)).json().data.list).toHaveLength(1);

    const b = await customer(t);
    expect((await b.get(at(r.invoice.path, { id: invoice.id }))).json().code).toBe(code('notFound'));
    const foreign = await b.post(r.requestInvoice.path, {
      requestId: randomUUID(),
      titleId: ttl.id,
      invoiceType: 'general',
      orderIds: [o.id],
    });
    expect(foreign.json().code).toBe(code('notFound'));
    const bTitle = await title(b);
    const stolen = await b.post(r.requestInvoice.path, {
      requestId: randomUUID(),
      titleId: bTitle.id,
      invoiceType: 'general',
      orderIds: [o.id],
    });
    expect(stolen.json().code).toBe(code('invoiceOrdersUnavailable'));

    const member = await signedInPerson(t);
    await enterpriseOf(t, member, { enterpriseId: a.enterpriseId, role: 'member' });
    expect((await member.get(r.invoices.path)).json().code).toBe(code('noPermission'));
  });
});
