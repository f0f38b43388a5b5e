import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../api/http';
import { setLanguage } from '../../../app/i18n';
import { RegistryDialog } from './RegistryDialog';

interface Call {
  method: string;
  path: string;
  body: string;
}

let calls: Call[];
/** The server's answer by path: data, or a refusal envelope. */
let answers: Record<string, () => unknown>;

const envelope = (data: unknown, code = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
const sent = (path: string) => calls.filter((c) => c.path === `/webgate${path}` && c.method === 'POST');
// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(() => setLanguage('en', false));
});

beforeEach(() => {
  calls = [];
  answers = {};
  configureHttp({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://console.test');
      calls.push({ method: init.method ?? 'GET', path: url.pathname, body: String(init.body ?? '') });
      const answer = answers[url.pathname];
      if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${url.pathname}`);
      const value = answer() as { refusal?: { code: number; msg: string; data?: unknown } };
      return value?.refusal ? envelope(value.refusal.data ?? null, value.refusal.code, value.refusal.msg) : envelope(value);
    },
    notifyError: () => undefined,
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
});

afterEach(() => cleanup());

function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The error text an input announces (aria-describedby), as a screen reader would read it. */
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('registry dialog', { timeout: 60_000 }, () => {
  const registryPath = '/operation-webapi/identityRegistry';

  it('refuses a missing name and a wrong ID check digit before sending, in the form’s words', async () => {
    show(<RegistryDialog open onClose={() => undefined} onAdded={() => undefined} />);
    const form = await screen.findByTestId('registry-form', undefined, patience);
    type(within(form).getByLabelText('ID number'), '110101199003077652');
    type(within(form).getByLabelText('Phone'), '1380000');
    fireEvent.submit(form);
    await waitFor(() => expect(errorOf(within(form).getByLabelText('ID number'))).toBe('Please enter a correct ID number'), patience);
    expect(errorOf(within(form).getByLabelText('Name'))).toBe('Name cannot be empty');
    expect(errorOf(within(form).getByLabelText('Phone'))).toMatch(/phone/i);
    expect(sent(registryPath)).toHaveLength(0);
  });

  it('sends a valid entry, leaving optional fields out, and shows the server’s duplicate refusal beside the ID number', async () => {
    answers[`/webgate${registryPath}`] = () => ({
      refusal: {
        code: 1003019,
        msg: 'This ID number is already in the registry',
        data: { fields: [{ field: 'idNumber', message: 'This ID number is already in the registry' }] },
      },
    });
    let added = 0;
    show(<RegistryDialog open onClose={() => undefined} onAdded={() => added++} />);
    const form = await screen.findByTestId('registry-form', undefined, patience);
    type(within(form).getByLabelText('Name'), '张三');
    type(within(form).getByLabelText('ID number'), '110101199003077651');
    fireEvent.submit(form);
    await waitFor(
      () => expect(errorOf(within(form).getByLabelText('ID number'))).toBe('This ID number is already in the registry'),
      patience,
    );
    expect(added).toBe(0);
    const body = JSON.parse(sent(registryPath)[0]!.body);
    expect(body).toMatchObject({ name: '张三', idNumber: '110101199003077651', phoneCheck: 'pass', bankCheck: 'pass', faceCheck: 'pass' });
    expect(body).not.toHaveProperty('phone');
    expect(body).not.toHaveProperty('bankCard');
  });
});
