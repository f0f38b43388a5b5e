import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureHttp, download, request } from './http';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal;
}

/** What the user would notice: toasts (text and duration) and being signed out, in order. */
let noticed: string[];
let sent: Sent[];
let answer: (call: Sent) => Promise<Response>;
let language: string;

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

/** The outcome of a call: its value, or the error it rejected with. */
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

beforeEach(() => {
  noticed = [];
  sent = [];
  language = 'zh';
  answer = () => json({ code: 0, msg: 'ok', data: null });
  configureHttp(environment());
});

/** What configureHttp is given: a fetch that records each call and answers `answer`. */
function environment(): Parameters<typeof configureHttp>[0] {
  return {
    fetch: (input, init = {}) => {
      const call = {
        url: String(input),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body,
        signal: init.signal!,
      };
      sent.push(call);
      return answer(call);
    },
    notifyError: (message, durationMs) => noticed.push(`toast ${message} ${durationMs}`),
    onSignedOut: () => noticed.push('signed out'),
    language: () => language,
    text: (key) => `text:${key}`,
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests (§7)', () => {
  it('go under /webgate with the query string, skipping empty parameters', async () => {
    await request('GET', '/base/user/ssorand', { params: { uiSign: 'apiopen', cloudCode: 'a b&c', skipped: undefined, none: null } });
    expect(sent[0]!.url).toBe('/webgate/base/user/ssorand?uiSign=apiopen&cloudCode=a+b%26c');
    expect(sent[0]!.method).toBe('GET');
  });

  it('do not double the /webgate prefix', async () => {
    await request('GET', '/webgate/console/project/resultAuth');
    expect(sent[0]!.url).toBe('/webgate/console/project/resultAuth');
  });

  it('carry platformType, appCode, Access-Source and the current Accept-Language', async () => {
    await request('GET', '/console/project/resultAuth');
    language = 'en';
    await request('POST', '/console/project/selectProjectInfo');
    for (const call of sent) {
      expect(call.headers.get('platformType')).toBe('company');
      expect(call.headers.get('appCode')).toBe('company');
      expect(call.headers.get('Access-Source')).toBe('pc');
    }
    expect(sent.map((c) => c.headers.get('Accept-Language'))).toEqual(['zh', 'en']);
  });

  it('carry the browser’s time zone, so messages to the person give their local time', async () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // A page's first read goes without it (looking it up held up a phone's first requests); the next says it.
    vi.resetModules();
    const fresh = await import('./http');
    fresh.configureHttp(environment());
    await fresh.request('GET', '/console/project/resultAuth');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await fresh.request('GET', '/console/project/resultAuth');
    expect(sent.map((call) => call.headers.get('Time-Zone'))).toEqual([null, zone]);
    expect(zone).toMatch(/^[A-Za-z_]+(\/[A-Za-z_+-]+)*$/);
    // A write says it from the first.
    vi.resetModules();
    const another = await import('./http');
    another.configureHttp(environment());
    await another.request('POST', '/console/project/selectProjectInfo');
    expect(sent[2]!.headers.get('Time-Zone')).toBe(zone);
    // A POST that only reads (the account info of a page's first load) goes without it, like a GET.
    vi.resetModules();
    const third = await import('./http');
    third.configureHttp(environment());
    await third.request('POST', '/base/user/getUserInfo2', { form: {}, readOnly: true });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await third.request('POST', '/base/user/getUserInfo2', { form: {}, readOnly: true });
    expect(sent.slice(3).map((call) => call.headers.get('Time-Zone'))).toEqual([null, zone]);
  });

  it('send JSON bodies as JSON', async () => {
    await request('POST', '/user/login', { data: { account: '13800138000', password: 'abc1' } });
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.body))).toEqual({ account: '13800138000', password: 'abc1' });
  });

  it('send form bodies form-encoded, escaping what must be escaped and leaving out undefined fields', async () => {
    await request('POST', '/base/user/updatePass', {
      form: { oldPass: 'a&b=c', newPass: '新 密码+1', remember: true, skipped: undefined },
    });
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const body = String(sent[0]!.body);
    expect(body).toBe('oldPass=a%26b%3Dc&newPass=%E6%96%B0+%E5%AF%86%E7%A0%81%2B1&remember=true');
    expect(Object.fromEntries(new URLSearchParams(body))).toEqual({ oldPass: 'a&b=c', newPass: '新 密码+1', remember: 'true' });
  });

  it('send an empty form as an empty form-encoded body (getUserInfo2)', async () => {
    await request('POST', '/base/user/getUserInfo2', { form: {} });
    expect(sent[0]!.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(String(sent[0]!.body)).toBe('');
  });

  it('send no hide-error header unless asked', async () => {
    await request('GET', '/console/project/resultAuth');
    expect(sent[0]!.headers.has('X-Hide-Error')).toBe(false);
  });
});

describe('answers (§7, §8)', () => {
  it('code 0 gives the data', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { checkStatus: 8 } });
    await expect(request('GET', '/console/project/resultAuth')).resolves.toEqual({ checkStatus: 8 });
    expect(noticed).toEqual([]);
  });

  it('a body without a code passes through unchanged', async () => {
    answer = () => json({ status: 200, userId: 'u1', data: { x: 1 } });
    await expect(request('POST', '/base/user/smsLogin', { form: {} })).resolves.toEqual({ status: 200, userId: 'u1', data: { x: 1 } });
    expect(noticed).toEqual([]);
  });

  it('a plain text body passes through', async () => {
    answer = () => Promise.resolve(new Response('OK', { headers: { 'content-type': 'text/plain' } }));
    await expect(request('GET', '/health')).resolves.toBe('OK');
  });

  it.each([-1, 12])('code %i shows the message for 5 s, then signs out, and rejects', async (code) => {
    answer = () => json({ code, msg: 'Your session has expired', data: null });
    const outcome = await settle(request('GET', '/base/user/headerInfo'));
    expect(noticed).toEqual(['toast Your session has expired 5000', 'signed out']);
    expect(outcome).toEqual({ error: expect.any(ApiError) });
    expect((outcome as { error: ApiError }).error.code).toBe(code);
  });

  it('code -1 signs out even when errors are hidden', async () => {
    answer = () => json({ code: -1, msg: 'Your session has expired', data: null });
    await settle(request('GET', '/base/user/headerInfo', { hideError: true }));
    expect(noticed).toContain('signed out');
  });

  it.each([401, 4020020])('code %i passes silently to the caller as an ApiError with that code', async (code) => {
    answer = () => json({ code, msg: 'Please perform enterprise real-name authentication first', data: { hint: 1 } });
    const outcome = await settle(request('GET', '/console/project/selectProjectInfo'));
    expect(noticed).toEqual([]);
    const error = (outcome as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.message).toBe('Please perform enterprise real-name authentication first');
    expect(error.data).toEqual({ hint: 1 });
  });

  it('another code shows the message for 5 s and rejects with it', async () => {
    answer = () =>
      json({ code: 4001, msg: 'Wrong verification code!', data: { fields: [{ field: 'code', message: 'Wrong verification code!' }] } });
    const outcome = await settle(request('POST', '/user/smsLogin', { data: {} }));
    expect(noticed).toEqual(['toast Wrong verification code! 5000']);
    const error = (outcome as { error: ApiError }).error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(4001);
    expect(error.message).toBe('Wrong verification code!');
    expect(error.fields).toEqual([{ field: 'code', message: 'Wrong verification code!' }]);
  });

  it('with hideError, another code resolves with its data, shows nothing, and sends the hide-error header', async () => {
    answer = () => json({ code: 4001, msg: 'Wrong verification code!', data: { attemptsLeft: 2 } });
    await expect(request('POST', '/user/smsLogin', { data: {}, hideError: true })).resolves.toEqual({ attemptsLeft: 2 });
    expect(noticed).toEqual([]);
    expect(sent[0]!.headers.get('X-Hide-Error')).toBe('1');
  });

  it('a string body containing html is rejected as a bad response', async () => {
    answer = () =>
      Promise.resolve(
        new Response('<!DOCTYPE html><html><body>502 Bad Gateway</body></html>', { headers: { 'content-type': 'text/html' } }),
      );
    const outcome = await settle(request('GET', '/console/project/resultAuth'));
    expect(noticed).toEqual(['toast text:badResponse 5000']);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(ApiError);
  });

  it('a JSON string containing html is rejected too', async () => {
    answer = () => json('<html><body>login</body></html>');
    const outcome = await settle(request('GET', '/console/project/resultAuth'));
    expect(noticed).toEqual(['toast text:badResponse 5000']);
    expect('error' in outcome).toBe(true);
  });

  it('a network error shows the network message for 5 s and rejects', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    const outcome = await settle(request('GET', '/console/project/resultAuth'));
    expect(noticed).toEqual(['toast text:networkError 5000']);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(ApiError);
  });
});

describe('timeout (§9: 120 s)', () => {
  it('gives up after 120 s, not before, with a timeout message for 5 s', async () => {
    vi.useFakeTimers();
    // A server that never answers; only the request's own AbortSignal ends the wait.
    answer = (call) =>
      new Promise((_, reject) =>
        call.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))),
      );
    let outcome: { value?: unknown; error?: unknown } | undefined;
    void settle(request('GET', '/console/project/resultAuth')).then((o) => (outcome = o));

    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).toBeUndefined();
    expect(noticed).toEqual([]);

    await vi.advanceTimersByTimeAsync(1);
    expect(sent[0]!.signal.aborted).toBe(true);
    expect(noticed).toEqual(['toast text:timeoutError 5000']);
    expect(outcome?.error).toBeInstanceOf(ApiError);
  });

  it('leaves no timer behind once answered', async () => {
    vi.useFakeTimers();
    await request('GET', '/console/project/resultAuth');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('download (§8)', () => {
  const file = (body: string, disposition: string) =>
    Promise.resolve(new Response(body, { headers: { 'content-type': 'application/octet-stream', 'content-disposition': disposition } }));

  it("shows a JSON body's message and rejects", async () => {
    answer = () => json({ code: 500, message: 'Nothing to export this month', msg: 'ignored' });
    const outcome = await settle(download('/console/stats/export'));
    expect(noticed).toEqual(['toast Nothing to export this month 5000']);
    expect((outcome as { error: unknown }).error).toBeInstanceOf(ApiError);
  });

  it("shows a JSON body's msg when it has no message", async () => {
    answer = () => json({ code: 401, msg: 'No permission' });
    const outcome = await settle(download('/console/stats/export'));
    expect(noticed).toEqual(['toast No permission 5000']);
    expect((outcome as { error: ApiError }).error.code).toBe(401);
  });

  it('resolves a real file with its content and the name from Content-Disposition', async () => {
    answer = () => file('a,b\n1,2\n', 'attachment; filename="usage-2024-05.csv"');
    const { blob, fileName } = await download('/console/stats/export', { params: { month: '2024-05' } });
    expect(fileName).toBe('usage-2024-05.csv');
    expect(await blob.text()).toBe('a,b\n1,2\n');
    expect(noticed).toEqual([]);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.url).toBe('/webgate/console/stats/export?month=2024-05');
  });

  it('decodes an RFC 5987 file name, and prefers it over the plain fallback', async () => {
    answer = () => file('%PDF', "attachment; filename*=UTF-8''%E5%8F%91%E7%A5%A8.pdf");
    expect((await download('/console/invoice/file')).fileName).toBe('发票.pdf');
    answer = () => file('%PDF', 'attachment; filename="invoice.pdf"; filename*=UTF-8\'\'%E5%8F%91%E7%A5%A8.pdf');
    expect((await download('/console/invoice/file')).fileName).toBe('发票.pdf');
  });

  it('keeps a plain file name with a literal percent sign or a semicolon in quotes', async () => {
    answer = () => file('x', 'attachment; filename="50% off; May.pdf"');
    expect((await download('/console/coupon/file')).fileName).toBe('50% off; May.pdf');
    answer = () => file('x', 'attachment; filename=plain.txt');
    expect((await download('/console/coupon/file')).fileName).toBe('plain.txt');
  });

  it('posts when it has a body', async () => {
    answer = () => file('x', 'attachment; filename="x.xlsx"');
    await download('/console/org/export', { form: { deptId: '7' } });
    expect(sent[0]!.method).toBe('POST');
    expect(String(sent[0]!.body)).toBe('deptId=7');
  });

  it('a failed status without JSON shows the download failure and rejects', async () => {
    answer = () => Promise.resolve(new Response('gone', { status: 404, headers: { 'content-type': 'text/plain' } }));
    const outcome = await settle(download('/console/stats/export'));
    expect(noticed).toEqual(['toast text:downloadFailed 5000']);
    expect((outcome as { error: ApiError }).error.code).toBe(404);
  });
});
