import { createHash } from 'node:crypto';
import { certificatesRoutes as c, sealGrantRoutes as g, sealsRoutes as sr, signingRoutes as r } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo } from '../support/auth-helpers.js';
import { addMembership, enterpriseOf, switchInto } from '../support/enterprise-helpers.js';
import { type TestApp, databases, startTestApp } from '../support/harness.js';
import { ownMemberId } from '../support/organization-helpers.js';
import { type Person, signedInPerson } from '../support/real-name-helpers.js';
import { samplePdf, uploadPdf } from '../signing/support.js';

const form = { page: 1, x: 380, y: 60, width: 150, height: 150, reason: 'Sealed', level: 'B-B' };

/**
 * A seal's history (使用记录): each application of an enterprise seal to a signature is a
 * row — who, which document and its digest, when, through which channel — listed newest first,
 * keyset-paged; the master and administrators read every use, a member holding a grant their own;
 * another enterprise's seal is not found.
 */
describe.each(databases)('seal history on %s', (kind) => {
  let t: TestApp;
  let master: Person & { enterpriseId: string };
  let signer: Person;
  let certificateId: string;
  let sealId: string;
  let pdf: Buffer;
  beforeAll(async () => {
    t = await startTestApp(kind);
    pdf = await samplePdf({ xref: 'classic' });
    const p = await signedInPerson(t);
    const { enterpriseId } = await enterpriseOf(t, p, { passed: true, name: '杭州示例网络科技有限公司' });
    master = Object.assign(p, { enterpriseId });
    const cert = (await master.post(c.apply.path, { certType: 1, algorithm: 0, validity: 0, keyOrigin: 'platform' })).json();
    expect(cert.code, cert.msg).toBe(0);
    certificateId = cert.data.id;
    const seal = (await master.post(sr.create.path, { kind: 'contract', sizeMm: 40 })).json();
    expect(seal.code, seal.msg).toBe(0);
    sealId = seal.data.id;
    signer = await memberOf('admin');
    await grantSeal(signer);
  });
  afterAll(() => t?.close());

  async function memberOf(role: 'admin' | 'member'): Promise<Person> {
    const p = await signedInPerson(t);
    await addMembership(t, p.userId, { enterpriseId: master.enterpriseId, role });
    await switchInto(t, p, master.enterpriseId);
    return p;
  }
  async function grantSeal(to: Person) {
    t.clock.advance(61_000);
    expect((await master.post(g.grantCode.path, {})).json().code).toBe(0);
    const code = await lastCodeTo(t, master.phone);
    const body = { memberId: await ownMemberId(t, to), role: 'user', startAt: t.clock.now() - 1000, endAt: null, code };
    const res = (await master.post(g.grant.path.replace(':id', sealId), body)).json();
    expect(res.code, res.msg).toBe(0);
  }
  const uses = (p: Person, query = '', id = sealId) => p.get(`${sr.uses.path.replace(':id', id)}${query}`);
  const sign = async (fileName: string) => {
    const res = (await uploadPdf(t, signer, r.sign.path, pdf, { ...form, fileName, certificateId, sealId })).json();
    expect(res.code, res.msg).toBe(0);
    const signed = (await t.call('GET', `/webgate${r.download.path.replace(':id', res.data.id)}`, { cookie: signer.cookie })).rawPayload;
    return createHash('sha256').update(signed).digest('hex');
  };

  it('lists each signature the seal was applied to, with the signer, the document and its digest, newest first, a page at a time', async () => {
    const empty = (await uses(master)).json();
    expect(empty.code, empty.msg).toBe(0);
    expect(empty.data.list).toEqual([]);

    const first = await sign('contract.pdf');
    t.clock.advance(1000);
    const second = await sign('second.pdf');
    const all = (await uses(master)).json();
    expect(all.code, all.msg).toBe(0);
    expect(all.data.total).toBe(2);
    expect(all.data.list.map((u: { documentName: string }) => u.documentName)).toEqual(['second.pdf', 'contract.pdf']);
    expect(all.data.list[1]).toMatchObject({
      sealId,
      applier: 'member',
      userId: signer.userId,
      applicationId: null,
      documentName: 'contract.pdf',
      documentSha256: first,
      channel: 'console',
    });
    expect(all.data.list[0].documentSha256).toBe(second);
    expect(all.data.list[0].applierName).not.toBe('');

    const page1 = (await uses(master, '?pageSize=1')).json();
    expect(page1.data.list.map((u: { documentName: string }) => u.documentName)).toEqual(['second.pdf']);
    expect(page1.data.next).toBeTruthy();
    const page2 = (await uses(master, `?pageSize=1&after=${encodeURIComponent(page1.data.next)}`)).json();
    expect(page2.code, page2.msg).toBe(0);
    expect(page2.data.list.map((u: { documentName: string }) => u.documentName)).toEqual(['contract.pdf']);
    expect(page2.data.next).toBeNull();
  });

  it('a member holding a grant sees the uses they made; one holding none, and another enterprise, get not found', async () => {
    const holder = await memberOf('member');
    await grantSeal(holder);
    const own = (await uses(holder)).json();
    expect(own.code, own.msg).toBe(0);
    expect(own.data.list).toEqual([]);

    const bystander = await memberOf('member');
    const refused = await uses(bystander);
    expect(refused.statusCode).toBe(404);

    const stranger = await signedInPerson(t);
    await enterpriseOf(t, stranger, { passed: true, name: '上海另一家公司' });
    const other = await uses(stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe(1000404);
    const unknown = await uses(master, '', '01900000-0000-7000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
  });
});
