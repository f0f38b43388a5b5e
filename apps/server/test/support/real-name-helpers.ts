import fs from 'node:fs';
import { faceTicketValidityMs, realNameRoutes } from '@console/contract';
import { expect } from 'vitest';
import { type RegisteredPerson, client, lastCodeTo, registerPerson } from './auth-helpers.js';
import { type TestApp, consoleHeaders, cookieFrom } from './harness.js';

/** The documented sandbox people (providers/identity/seed.ts) the real-name tests verify as. */
export const people = {
  zhang: { name: '张三', idNumber: '110101199003077651', phone: '13800000001', bankCard: '6222020000000000011' },
  li: { name: '李四', idNumber: '310104198511224322', phone: '13800000002', bankCard: '6222020000000000022' },
  wang: { name: '王五', idNumber: '440305199206157814', phone: '13800000003', bankCard: '6222020000000000033' },
  zhao: { name: '赵六', idNumber: '510107198809302131', phone: '13800000004', bankCard: '6222020000000000044' },
  chen: { name: 'Chen Mei', idNumber: '330106199502140080', phone: '13800000005', bankCard: '6222020000000000055' },
  sun: { name: '孙七', idNumber: '320502198701010019', phone: '13800000006', bankCard: '6222020000000000066' },
};
export type Someone = (typeof people)[keyof typeof people];

/** Real recordings of Chromium's MediaRecorder (fake camera): 2.6 s passes, 1.0 s and 4.5 s do not. */
export const videoFixture = (name: '2.6s.webm' | '2.6s.mp4' | '1.0s.webm' | '4.5s.webm') => ({
  bytes: fs.readFileSync(new URL(`./fixtures/video/${name}`, import.meta.url)),
  type: name.endsWith('mp4') ? 'video/mp4' : 'video/webm',
  filename: `face.${name.split('.').at(-1)}`,
});
export type Video = ReturnType<typeof videoFixture>;

/** A multipart body exactly as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, video?: Video): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (video) form.append('video', new Blob([new Uint8Array(video.bytes)], { type: video.type }), video.filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function upload(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  video: Video | undefined,
  options: { cookie?: string; ip?: string; language?: 'en' | 'zh' } = {},
) {
  const { payload, contentType } = await multipart(fields, video);
  const headers: Record<string, string> = { ...consoleHeaders, 'Accept-Language': options.language ?? 'en', 'content-type': contentType };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.ip) headers['x-forwarded-for'] = options.ip;
  const res = await t.app.inject({ method: 'POST', url: `/webgate${url}`, headers, payload });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}

/** A registered person, signed in, with calls at their own address. */
export async function signedInPerson(t: TestApp, overrides: Partial<RegisteredPerson> = {}, language: 'en' | 'zh' = 'en') {
  const p = await registerPerson(t, overrides, language);
  const c = client(t);
  const res = await c.signIn(p.userName, p.password);
  expect(res.json().code).toBe(0);
  const cookie = cookieFrom(res, 'esign_session');
  return {
    ...p,
    c,
    cookie,
    // Their console speaks the language they registered in, unless a call says otherwise.
    get: (url: string, lang: 'en' | 'zh' = language) => c.get(url, { cookie, language: lang }),
    post: (url: string, body: Record<string, unknown>, lang: 'en' | 'zh' = language) => c.post(url, body, { cookie, language: lang }),
    upload: (url: string, fields: Record<string, string>, video?: Video, lang: 'en' | 'zh' = language) =>
      upload(t, url, fields, video, { cookie, ip: c.ip, language: lang }),
  };
}
export type Person = Awaited<ReturnType<typeof signedInPerson>>;

/** Phone 3 elements to the end: the code to the identity's phone, then the submission. */
export async function phoneAuth(t: TestApp, p: Person, who: Someone, overrides: Partial<Someone> = {}) {
  const elements = { name: who.name, idNumber: who.idNumber, phone: who.phone, ...overrides };
  const sent = await p.post(realNameRoutes.phoneCode.path, { name: elements.name, idNumber: elements.idNumber, phone: elements.phone });
  expect(sent.json().code).toBe(0);
  return p.post(realNameRoutes.phoneSubmit.path, {
    name: elements.name,
    idNumber: elements.idNumber,
    phone: elements.phone,
    code: await lastCodeTo(t, elements.phone),
  });
}

export const faceUpload = (
  p: Person,
  who: Someone,
  video: Video | undefined = videoFixture('2.6s.webm'),
  mode: 'face' | 'blink' = 'face',
) => p.upload(realNameRoutes.faceSubmit.path, { mode, name: who.name, idNumber: who.idNumber }, video);

/** The ticket's secret, as the phone gets it from the QR code's link. */
export const ticketOf = (url: string) => new URL(url).searchParams.get('ticket')!;
export const publicTicketUrl = (ticket: string) => realNameRoutes.publicTicket.path.replace(':ticket', encodeURIComponent(ticket));
export const publicVideoUrl = (ticket: string) => realNameRoutes.publicVideo.path.replace(':ticket', encodeURIComponent(ticket));
export const ticketStateUrl = (id: string) => realNameRoutes.faceTicketState.path.replace(':id', id);
export const pastTicketExpiry = faceTicketValidityMs + 1000;

/** Every personal value of an identity that must never show unmasked. */
export const secretsOf = (who: Someone) => [who.name, who.idNumber, who.phone, who.bankCard];

export async function operationLogJson(t: TestApp, userId: string): Promise<string> {
  return JSON.stringify(await t.db.selectFrom('operation_logs').selectAll().where('user_id', '=', userId).execute());
}
