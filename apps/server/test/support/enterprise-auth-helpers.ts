import { randomBytes, randomInt } from 'node:crypto';
import {
  type EnterpriseAuthMode,
  amountToFen,
  formatFen,
  enterpriseAuthRoutes,
  isValidCreditCode,
  isValidOrgCode,
  realNameRoutes,
} from '@console/contract';
import { expect } from 'vitest';
import { hashToken } from '../../src/platform/crypto.js';
import { enterpriseOf } from './enterprise-helpers.js';
import { type TestApp, consoleHeaders } from './harness.js';
import { type Person, people, signedInPerson } from './real-name-helpers.js';

/**
 * Shared by the enterprise-authentication tests: valid company codes (check characters computed
 * the way the contract checks them), one valid application per mode as the console's form sends it,
 * form-encoded posts, and the sandbox bank's remitted amount read back from its ledger.
 */

const creditAlphabet = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const creditWeights = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The GB 32100-2015 check character appended to 17 characters. */
export function creditCodeFrom(base17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += creditAlphabet.indexOf(base17[i]!) * creditWeights[i]!;
  return `${base17}${creditAlphabet[(31 - (sum % 31)) % 31]}`;
}

/** The GB 11714 check character appended to 8 characters (written without the hyphen). */
export function orgCodeFrom(base8: string): string {
  const weights = [3, 7, 9, 10, 5, 8, 4, 2];
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += parseInt(base8[i]!, 36) * weights[i]!;
  const c = 11 - (sum % 11);
  return `${base8}${c === 10 ? 'X' : c === 11 ? '0' : String(c)}`;
}

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(0, 10))).join('');

/** A fresh valid unified social credit code (each test enterprise its own: one pass per code). */
export function uniqueCreditCode(): string {
  const code = creditCodeFrom(`9111${digits(4)}MA${digits(7)}Q`.slice(0, 17));
  if (!isValidCreditCode(code)) throw new Error(`bad fixture ${code}`);
  return code;
}

/** A fresh valid organization code. */
export function uniqueOrgCode(): string {
  const code = orgCodeFrom(`${digits(7)}A`);
  if (!isValidOrgCode(code)) throw new Error(`bad fixture ${code}`);
  return code;
}

/** A code whose check character is wrong (the last character changed). */
export function withWrongCheck(code: string): string {
  const last = code.at(-1)!;
  const replacement = last === '0' ? '1' : '0';
  return `${code.slice(0, -1)}${replacement}`;
}

/** Who the fixtures name: the documented sandbox people (legal representative 张三, agent 李四). */
export const legal = people.zhang;
export const agent = people.li;
export const corporateAccount = '6222020000123456789';

/**
 * One valid application of a mode, exactly as the console posts it (strings, flags '1'/'0').
 * threeInOne defaults to '1' with a fresh unified code; pass `{ threeInOne: '0', creditCode: '', orgCode }` for the other.
 */
export function applicationFixture(mode: EnterpriseAuthMode, overrides: Record<string, string> = {}): Record<string, string> {
  const company = {
    authType: mode,
    enterpriseName: `Acme Trading ${randomBytes(2).toString('hex')} Co., Ltd.`,
    threeInOne: '1',
    creditCode: uniqueCreditCode(),
    orgCode: '',
    legalName: legal.name,
    legalIdNumber: legal.idNumber,
    legalMobile: legal.phone,
  };
  const agentPart = { agentName: agent.name, agentIdType: '1', agentIdNumber: agent.idNumber };
  const bankPart = {
    bankAccount: corporateAccount,
    accountBank: 'Industrial and Commercial Bank of China',
    province: 'Beijing',
    city: 'Beijing',
    branch: 'Haidian Sub-branch',
  };
  const byMode: Record<EnterpriseAuthMode, Record<string, string>> = {
    bank: { ...company, ...agentPart, ...bankPart },
    bankLegal: { ...company, ...bankPart },
    legalPerson: { ...company, ...agentPart },
    documents: { ...company, ...agentPart, licenceFileId: '', letterFileId: '' },
  };
  return { ...byMode[mode], ...overrides };
}

/** A form-encoded POST under /webgate, as the console sends createAuth and updateAuth. */
export function postForm(p: Person, url: string, form: Record<string, string>, language?: 'en' | 'zh') {
  return p.c.post(url, undefined, { form, cookie: p.cookie, language });
}

export const createAuth = (p: Person, form: Record<string, string>, language?: 'en' | 'zh') =>
  postForm(p, enterpriseAuthRoutes.createAuth.path, form, language);
export const updateAuth = (p: Person, id: string, form: Record<string, string>, language?: 'en' | 'zh') =>
  postForm(p, enterpriseAuthRoutes.updateAuth.path, { ...form, id }, language);
export const projectInfo = async (p: Person) => (await p.get(enterpriseAuthRoutes.selectProjectInfo.path)).json().data;
const resultAuthPath = realNameRoutes.resultAuth.path;
export const checkStatusOf = async (p: Person) => (await p.get(resultAuthPath)).json().data.checkStatus as number;

let requestSequence = 0;
/** A client request id for one typed amount (send the same one again to retry). */
export const newRequestId = () => `req-${randomBytes(6).toString('hex')}-${++requestSequence}`;

/** bankAuthSubmit, form-encoded like the console. */
export const submitAmount = (p: Person, id: string, amount: string, requestId = newRequestId(), language?: 'en' | 'zh') =>
  postForm(p, enterpriseAuthRoutes.amount.path, { id, amount, requestId }, language);

/** The amount the sandbox bank remitted for an application, as a person would type it ('0.37'). */
export async function remittedAmount(t: TestApp, applicationId: string): Promise<string> {
  const row = await t.db
    .selectFrom('bank_remittances')
    .select(['amount_fen'])
    .where('application_id', '=', applicationId)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  if (!row) throw new Error(`no remittance for ${applicationId}`);
  return fenToAmount(row.amount_fen);
}

export const fenToAmount = formatFen;

/** Some amount that is not the remitted one (still of the right format). */
export function wrongAmount(right: string): string {
  const fen = amountToFen(right);
  return fenToAmount(fen === 1 ? 2 : fen - 1);
}

/** A registered person, signed in, in an enterprise of their own (master by default), not yet authenticated. */
export async function enterprisePerson(
  t: TestApp,
  options: { role?: 'master' | 'admin' | 'member'; language?: 'en' | 'zh'; enterpriseId?: string } = {},
) {
  const p = await signedInPerson(t, {}, options.language ?? 'en');
  const { enterpriseId } = await enterpriseOf(t, p, { role: options.role, enterpriseId: options.enterpriseId });
  return Object.assign(p, { enterpriseId });
}
export type EnterprisePerson = Awaited<ReturnType<typeof enterprisePerson>>;

/** createAuth that must succeed; answers the application view. */
export async function startApplication(p: Person, mode: EnterpriseAuthMode, overrides: Record<string, string> = {}) {
  const res = await createAuth(p, applicationFixture(mode, overrides));
  expect(res.json(), res.body).toMatchObject({ code: 0 });
  return res.json().data as { id: string; status: string; [k: string]: unknown };
}

/**
 * Moves the clock past the enterprise deadlines (hours, days) while the person stays signed in:
 * their session is refreshed as if they had kept using the console.
 */
export async function advanceSignedIn(t: TestApp, ms: number, ...persons: Person[]): Promise<void> {
  t.clock.advance(ms);
  const now = t.clock.now();
  for (const p of persons) {
    const token = p.cookie.split(';')[0]!.split('=').slice(1).join('=');
    await t.db
      .updateTable('sessions')
      .set({ last_seen_at: now, absolute_expires_at: now + 12 * 60 * 60_000 })
      .where('token_hash', '=', hashToken(decodeURIComponent(token)))
      .execute();
  }
}

/** A company document uploaded as the console's FormData sends it (the kind and one file). */
export async function uploadDocumentAs(
  t: TestApp,
  p: Person,
  kind: string,
  file: { bytes: Buffer; name: string; type: string },
  language: 'en' | 'zh' = 'en',
) {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: `/webgate${enterpriseAuthRoutes.uploadDocument.path}`,
    headers: {
      ...consoleHeaders,
      'Accept-Language': language,
      'content-type': request.headers.get('content-type')!,
      cookie: p.cookie,
      'x-forwarded-for': p.c.ip,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return Object.assign(res, { json: () => JSON.parse(res.body) as { code: number; msg: string; data: any } });
}
