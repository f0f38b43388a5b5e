import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import { sealGrantRoutes as g, signFlowHostedRoutes as hr, sealsRoutes as sr, signFlowsRoutes as r } from '@console/contract';
import { expect } from 'vitest';
import { encodePngRgba } from '../../src/platform/png.js';
import { lastCodeTo, lastMessageTo } from '../support/auth-helpers.js';
import { enterpriseOf } from '../support/enterprise-helpers.js';
import type { TestApp } from '../support/harness.js';
import { ownMemberId } from '../support/organization-helpers.js';
import { type Person, people, phoneAuth, signedInPerson } from '../support/real-name-helpers.js';

type Lang = 'en' | 'zh';

/** A call of the hosted page: public, the link's token (and proof) in the body. */
export const hosted = (t: TestApp, route: { path: string }, body: Record<string, unknown>, lang: Lang = 'en', cookie?: string) =>
  t.call('POST', `/webgate${route.path}`, { body, language: lang, ...(cookie ? { cookie } : {}) });

/** The token of the newest link sent to a phone (or e-mail). */
export async function linkTo(t: TestApp, to: string): Promise<string> {
  const m = await lastMessageTo(t, to);
  const token = m && /\/signFlow#([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
  if (!token) throw new Error(`no link sent to ${to}`);
  return token;
}

/** A code of the hosted page (identity, or the willingness check with a proof), read from the outbox. */
export async function hostedCodeFor(t: TestApp, o: { token: string; to: string; proof?: string; step?: 'identity' | 'willingness' }) {
  t.clock.advance(61_000);
  const sent = (await hosted(t, r.hostedCode, { token: o.token, proof: o.proof, step: o.step ?? 'identity' })).json();
  expect(sent.code, sent.msg).toBe(0);
  return lastCodeTo(t, o.to);
}

/** Proves the link's signer by the SMS code to its phone: answers the proof token. */
export async function proveByCode(t: TestApp, o: { token: string; to: string }): Promise<string> {
  const code = await hostedCodeFor(t, o);
  const proved = (await hosted(t, hr.hostedProve, { token: o.token, code })).json();
  expect(proved.code, proved.msg).toBe(0);
  return proved.data.proof as string;
}

/**
 * The whole hosted signing: identity code, proof, the willingness code, sign. Answers the sign call's
 * response (the caller checks it); `proof` reuses an earlier one.
 */
export async function signOnHostedPage(
  t: TestApp,
  o: { token: string; to: string; proof?: string; sealId?: string; drawn?: string; lang?: Lang },
) {
  const proof = o.proof ?? (await proveByCode(t, o));
  const code = await hostedCodeFor(t, { token: o.token, to: o.to, proof, step: 'willingness' });
  return hosted(t, r.hostedSign, { token: o.token, proof, code, sealId: o.sealId, drawn: o.drawn }, o.lang);
}

/**
 * The flows' initiator: a person real-name authenticated as 李四 (the enterprise's handler signs on the
 * hosted page too), the master of an authenticated enterprise named `enterpriseName`, switched into it.
 */
export async function initiator(t: TestApp, enterpriseName: string): Promise<Person & { enterpriseId: string }> {
  const p = await signedInPerson(t);
  expect((await phoneAuth(t, p, people.li)).json().code).toBe(0);
  return Object.assign(p, (await enterpriseOf(t, p, { passed: true, name: enterpriseName }))!);
}

/** A signed-in person real-name authenticated (by phone) as `who`. */
export async function authenticatedPerson(t: TestApp, who: (typeof people)[keyof typeof people]): Promise<Person> {
  const p = await signedInPerson(t);
  expect((await phoneAuth(t, p, who)).json().code).toBe(0);
  return p;
}

/** A contract seal of the master's enterprise: answers its id. */
export async function contractSeal(master: Person, alias?: string): Promise<string> {
  const seal = (await master.post(sr.create.path, { kind: 'contract', sizeMm: 40, ...(alias ? { alias } : {}) })).json();
  expect(seal.code, seal.msg).toBe(0);
  return seal.data.id as string;
}

/** The master holds the seal as its user: a grant to themself, after the SMS code to their phone. */
export async function grantToSelf(t: TestApp, master: Person, sealId: string): Promise<void> {
  t.clock.advance(61_000);
  expect((await master.post(g.grantCode.path, {})).json().code).toBe(0);
  const granted = (
    await master.post(g.grant.path.replace(':id', sealId), {
      memberId: await ownMemberId(t, master),
      role: 'user',
      startAt: t.clock.now() - 1000,
      endAt: null,
      code: await lastCodeTo(t, master.phone),
    })
  ).json();
  expect(granted.code, granted.msg).toBe(0);
}

/** A one-page A4 contract with its title drawn on it (a new PDF per call, so each flow's document hash differs by title). */
export async function onePageContract(title: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([595, 842]).drawText(title, { x: 60, y: 760, size: 18, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** A drawn signature as the pad sends it: a transparent PNG with a dark stroke across it. */
export function drawnPng(): string {
  const width = 360;
  const height = 140;
  const rgba = new Uint8Array(width * height * 4);
  for (let x = 40; x < 320; x++) {
    const y = Math.round(70 + 30 * Math.sin(x / 25));
    for (let dy = -2; dy <= 2; dy++) rgba.set([20, 20, 20, 255], ((y + dy) * width + x) * 4);
  }
  return encodePngRgba(width, height, rgba).toString('base64');
}
