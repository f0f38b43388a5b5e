import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../api/http';
import { i18next } from '../app/i18n';
import { signedInSilently } from '../app/loaders';
import { FileDownloadButton } from './FileDownloadButton';

/** One request as the server saw it. */
interface Sent {
  path: string;
  headers: Headers;
}

let sent: Sent[];
let toasts: string[];
let signedOut: number;
let answer: (path: string) => Response;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pdf = () =>
  new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="invoice-7.pdf"' },
  });

/** What §7 asks of every request the console sends. */
function expectConsoleHeaders(headers: Headers) {
  expect(headers.get('platformType')).toBe('company');
  expect(headers.get('appCode')).toBe('company');
  expect(headers.get('Access-Source')).toBe('pc');
  expect(headers.get('Accept-Language')).toBe('zh');
}

beforeAll(async () => {
  await i18next.changeLanguage('en');
});

beforeEach(() => {
  sent = [];
  toasts = [];
  signedOut = 0;
  configureHttp({
    fetch: async (input, init = {}) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      sent.push({ path, headers: new Headers(init.headers) });
      return answer(path);
    },
    notifyError: (message) => toasts.push(message),
    onSignedOut: () => (signedOut += 1),
    // The console's language, whatever the test's phrases: the header must carry it.
    language: () => 'zh',
    text: (key) => key,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the signed-in check (GET /base/user/session)', () => {
  it('goes with the §7 headers', async () => {
    answer = () => json({ code: 0, msg: 'ok', data: { signedIn: true } });
    expect(await signedInSilently()).toBe(true);
    expect(sent.map((s) => s.path)).toEqual(['/webgate/base/user/session']);
    expectConsoleHeaders(sent[0]!.headers);
  });

  it('is quiet: a failure is "not signed in", with no toast and no sign-out', async () => {
    answer = () => json({ code: -1, msg: 'Your session has expired', data: null });
    expect(await signedInSilently()).toBe(false);
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await signedInSilently()).toBe(false);
    expect(toasts).toEqual([]);
    expect(signedOut).toBe(0);
  });
});

// antd renders slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

describe('a file download (invoice, receipt, attachment)', { timeout: 60_000 }, () => {
  const renderButton = () =>
    render(
      <FileDownloadButton path="/costCenter/invoice/i7/file" fileName="fallback.pdf" testId="download">
        Download
      </FileDownloadButton>,
    );

  it('goes with the §7 headers and saves the file under its name', async () => {
    answer = () => pdf();
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:file');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderButton();
    fireEvent.click(screen.getByTestId('download'));
    await waitFor(() => expect(saved).toEqual(['invoice-7.pdf blob:file']), patience);
    expect(sent.map((s) => s.path)).toEqual(['/webgate/costCenter/invoice/i7/file']);
    expectConsoleHeaders(sent[0]!.headers);
    expect((objectUrl.mock.calls[0]![0] as Blob).size).toBe(4);
    expect(toasts).toEqual([]);
  });

  it('a JSON refusal shows its message (§8), never the JSON, and saves nothing', async () => {
    answer = () => json({ code: 1000404, msg: 'The invoice was not found', data: null }, 404);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    renderButton();
    fireEvent.click(screen.getByTestId('download'));
    await waitFor(() => expect(toasts).toEqual(['The invoice was not found']), patience);
    expect(click).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toContain('"code"');
    await waitFor(() => expect(screen.getByTestId('download').getAttribute('aria-busy')).not.toBe('true'));
  });
});
