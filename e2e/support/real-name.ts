import { requiredHeaders } from '@console/contract';
import { type APIRequestContext, type Browser } from '@playwright/test';
import { operatorContext } from './operators';
import { personContext } from './people';
import { baseURL, codeIn, latestMessage } from './server';

/** A valid 18-digit ID number (GB 11643 check digit) after `prefix` (10 digits: region and birth year), unique per call. */
export function idNumber(prefix: string): string {
  const base = `${prefix}${String(Date.now() % 100000).padStart(5, '0')}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`.slice(
    0,
    17,
  );
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...base].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return base + '10X98765432'[sum % 11]!;
}

/** A console or back-office call that must succeed (code 0). */
export async function consoleCall(request: APIRequestContext, path: string, data: unknown, extra: Record<string, string> = {}) {
  const res = await request.post(`${baseURL}/webgate${path}`, { data, headers: { ...requiredHeaders, 'Accept-Language': 'en', ...extra } });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 0) throw new Error(`${path}: ${body.code} ${body.msg}`);
}

/**
 * A signed-in person whose personal real-name authentication has passed: an operator puts the
 * identity in the sandbox registry, then the person proves it by the phone's SMS code. `person` is
 * the account (its own phone, where a sign flow naming it reaches it); `identity.phone` the one proven.
 */
export async function realNamePerson(
  browser: Browser,
  o: {
    name: string;
    idPrefix: string;
    phonePrefix: string;
    note: string;
    headers: Record<string, string>;
    language?: 'en' | 'zh';
    viewport?: { width: number; height: number };
  },
) {
  const identity = { name: o.name, idNumber: idNumber(o.idPrefix), phone: `${o.phonePrefix}${String(Date.now()).slice(-8)}` };
  const ops = await operatorContext(browser);
  await consoleCall(ops.request, '/operation-webapi/identityRegistry', {
    ...identity,
    phoneCheck: 'pass',
    bankCheck: 'pass',
    faceCheck: 'pass',
    note: o.note,
  });
  await ops.close();
  const { context, page, person } = await personContext(browser, o.language ?? 'en', o.headers, o.viewport);
  const since = Date.now();
  await consoleCall(page.request, '/console/personal/realName/phone/code', identity);
  const code = codeIn((await latestMessage('sms', identity.phone, { after: since - 1000 })).text);
  await consoleCall(page.request, '/console/personal/realName/phone', { ...identity, code });
  return { context, page, identity, person };
}
