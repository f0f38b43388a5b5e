import { errorCatalogue, signFlowHostedRoutes as hr, templatesRoutes as r, signFlowsRoutes as sr } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../support/apps-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';
import { pdfsig, run, uploadPdf } from '../signing/support.js';
import { hosted, hostedCodeFor, linkTo, proveByCode, signOnHostedPage } from '../signFlows/hosted-support.js';
import { blankContract, contractFields } from './support.js';

/**
 * A signer fills its own fields on the hosted page: Party B's company (text, CJK),
 * its date and its ID number are shown to B only, checked by the templates' rules (refusals name the
 * field and the rule, in the caller's language, and keep nothing), kept across a reload, and drawn
 * into the document just before B's signature — pdftotext reads them on the page, pdfsig finds A's
 * signature (made before them) and B's (over them) both valid.
 */
const bFields = [
  { key: 'bCompany', label: 'B’s company', kind: 'text', role: 'Party B', maxLength: 30, page: 1, x: 300, y: 560, width: 200, height: 24 },
  {
    key: 'bId',
    label: 'B’s ID number',
    kind: 'idNumber',
    role: 'Party B',
    required: false,
    maxLength: 18,
    page: 1,
    x: 300,
    y: 520,
    width: 200,
    height: 24,
  },
];

async function templateWithSignerFields(t: TestApp, owner: Person): Promise<string> {
  const created = await uploadPdf(t, owner, r.create.path, await blankContract(), { name: 'Supply contract' });
  const id = created.json().data.id as string;
  const saved = await owner.post(r.save.path.replace(':id', id), {
    name: 'Supply contract',
    baseVersion: 1,
    roles: ['Party A', 'Party B'],
    fields: [...contractFields, ...bFields],
  });
  expect(saved.json().code, saved.body).toBe(0);
  expect((await owner.post(r.enable.path.replace(':id', id), {})).json().code).toBe(0);
  return id;
}

describe.each(databases)('a signer fills its own fields on the hosted page, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
    // pdfsig judges the one-day event certificates at the computer's time.
    t.clock.set(Date.now());
  });
  afterAll(() => t.close());

  it('B fills, is refused naming the field and rule, keeps its values, signs over them', async () => {
    const owner = await customer(t);
    const alice = await signedInPerson(t);
    expect((await phoneAuth(t, alice, people.zhang)).json().code).toBe(0);
    const bob = await signedInPerson(t);
    expect((await phoneAuth(t, bob, people.li)).json().code).toBe(0);
    const id = await templateWithSignerFields(t, owner);
    const started = (
      await owner.post(r.start.path.replace(':id', id), {
        title: '采购合同',
        deadlineAt: t.clock.now() + 7 * 86_400_000,
        values: { buyer: 'Example Buyer Ltd', amount: '3600.00' },
        parties: [
          { role: 'Party A', kind: 'person', name: people.zhang.name, phone: alice.phone },
          { role: 'Party B', kind: 'person', name: people.li.name, phone: bob.phone },
        ],
      })
    ).json();
    expect(started.code, started.msg).toBe(0);
    const flowId = started.data.signFlowId as string;

    // A has no fields of its own and cannot fill B's.
    const aToken = await linkTo(t, alice.phone);
    const aProof = await proveByCode(t, { token: aToken, to: alice.phone });
    expect((await hosted(t, sr.hostedView, { token: aToken, proof: aProof })).json().data.fills).toEqual([]);
    const foreign = (await hosted(t, hr.hostedFill, { token: aToken, proof: aProof, values: { bCompany: 'Mallory' } })).json();
    expect(foreign.code).toBe(errorCatalogue.templateValueInvalid.code);
    expect(foreign.data.fields[0]).toEqual({ field: 'values.bCompany', message: 'bCompany: not a field for you to fill' });
    expect((await signOnHostedPage(t, { token: aToken, to: alice.phone, proof: aProof })).json().code).toBe(0);

    // B sees its fields (their values only once proven).
    const token = await linkTo(t, bob.phone);
    const before = (await hosted(t, sr.hostedView, { token })).json().data.fills;
    expect(before.map((f: { key: string; value: string | null }) => [f.key, f.value])).toEqual([
      ['bDate', null],
      ['bCompany', null],
      ['bId', null],
    ]);
    // With its box, so the page marks where B's value goes.
    expect(before[1]).toMatchObject({
      label: 'B’s company',
      kind: 'text',
      required: true,
      maxLength: 30,
      page: 1,
      x: 300,
      y: 560,
      width: 200,
      height: 24,
    });
    const proof = await proveByCode(t, { token, to: bob.phone });
    const fill = (values: Record<string, string>, lang: 'en' | 'zh' = 'en') => hosted(t, hr.hostedFill, { token, proof, values }, lang);

    // Without filling its required field, signing is refused naming it, and the willingness code stays unspent.
    const code = await hostedCodeFor(t, { token, to: bob.phone, proof, step: 'willingness' });
    const unfilled = (await hosted(t, sr.hostedSign, { token, proof, code }, 'zh')).json();
    expect(unfilled.code).toBe(errorCatalogue.templateValueInvalid.code);
    expect(unfilled.data.fields[0]).toEqual({ field: 'values.bCompany', message: 'B’s company：必填' });

    // Each rule refused naming the field, in the caller's language; nothing kept.
    const badDate = (await fill({ bCompany: '杭州乙方有限公司', bDate: '2026-02-30' }, 'zh')).json();
    expect(badDate.code).toBe(errorCatalogue.templateValueInvalid.code);
    expect(badDate.data.fields[0]).toEqual({ field: 'values.bDate', message: 'B’s date：请按 YYYY-MM-DD 输入日期' });
    const badId = (await fill({ bCompany: '杭州乙方有限公司', bId: '110101199003070001' })).json();
    expect(badId.data.fields[0]).toEqual({ field: 'values.bId', message: 'B’s ID number: enter a correct ID number' });
    const initiators = (await fill({ bCompany: '杭州乙方有限公司', buyer: 'Mallory' })).json();
    expect(initiators.data.fields[0].field).toBe('values.buyer');
    const tooLong = (await fill({ bCompany: '乙'.repeat(31) })).json();
    expect(tooLong.data.fields[0]).toEqual({ field: 'values.bCompany', message: 'B’s company: longer than its maximum length' });
    const overflow = (await fill({ bCompany: '杭州乙方有限公司杭州乙方有限公司杭州乙方有限公司' })).json();
    expect(overflow.code).toBe(errorCatalogue.templateTextOverflow.code);
    expect(overflow.data.fields[0].field).toBe('values.bCompany');
    const kept = (await hosted(t, sr.hostedView, { token, proof })).json().data.fills;
    expect(kept.map((f: { value: string }) => f.value)).toEqual(['', '', '']);

    // Filled: kept (sealed) across a reload.
    const filled = (await fill({ bCompany: '杭州乙方有限公司', bDate: '2026-12-01', bId: '11010519491231002X' })).json();
    expect(filled.code, filled.msg).toBe(0);
    const reloaded = (await hosted(t, sr.hostedView, { token, proof })).json().data.fills;
    expect(reloaded.map((f: { value: string }) => f.value)).toEqual(['2026-12-01', '杭州乙方有限公司', '11010519491231002X']);

    // The willingness code the refused submit left unspent signs now.
    const signed = (await hosted(t, sr.hostedSign, { token, proof, code })).json();
    expect(signed.code, signed.msg).toBe(0);
    expect(signed.data.flowStatus).toBe(2);

    const detail = (await owner.get(sr.detail.path.replace(':id', flowId))).json().data;
    const doc = await owner.get(sr.document.path.replace(':id', flowId).replace(':documentId', detail.documents[0].id));
    const sigs = await pdfsig(t, doc.rawPayload);
    expect(sigs).toHaveLength(2);
    for (const s of sigs) expect(s).toContain('Signature is Valid');
    // B's signature covers the whole file, its values included; A's, made before them, stays valid.
    expect(sigs[1]).toContain('Total document signed');
    const text = run('pdftotext', { 's.pdf': doc.rawPayload }, () => ['s.pdf', '-']).out;
    expect(text).toContain('杭州乙方有限公司');
    expect(text).toContain('2026-12-01');
    expect(text).toContain('11010519491231002X');
    expect(text).toContain('Example Buyer Ltd');
    const fonts = run('pdffonts', { 's.pdf': doc.rawPayload }, () => ['s.pdf']).out;
    // Both drawings (the initiator's and B's) in an embedded subset of the CJK font.
    expect(fonts.match(/[A-Z]{6}\+NotoSansCJKsc-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/g)?.length).toBe(2);
  });
});
