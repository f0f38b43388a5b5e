import { type RealNameApplicationView, type RealNameState, buildPermissions, moduleCatalogue } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../api/http';
import { setLanguage } from '../../app/i18n';
import { pages } from '../../app/capabilities';
import { resetAccount, setState } from '../../app/store';
import PhoneAuthPage from './PhoneAuthPage';
import RealNameListPage from './RealNameListPage';
import ResultsPage from './ResultsPage';
import RevokePage from './RevokePage';

/** One request as the server saw it. */
interface Call {
  method: string;
  path: string;
  body: string;
}

let calls: Call[];
let toasts: string[];
/** The server's answer by path: data, or a full envelope for a refusal. */
let answers: Record<string, () => unknown>;

const envelope = (data: unknown, code = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
const refusal = (code: number, msg: string) => ({ refusal: { code, msg } });
const sent = (path: string) => calls.filter((c) => c.path === `/webgate${path}`);

// antd renders forms and tables slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

const application = (patch: Partial<RealNameApplicationView> = {}): RealNameApplicationView => ({
  id: 'app-1',
  purpose: 'authenticate',
  mode: 'phone',
  status: 'passed',
  name: '*三',
  idNumber: '1****************1',
  bankCard: null,
  phone: '138****0001',
  createdAt: Date.UTC(2026, 10, 20, 8, 0),
  submittedAt: Date.UTC(2026, 10, 20, 8, 1),
  decidedAt: Date.UTC(2026, 10, 20, 8, 1),
  reason: null,
  reviewNote: null,
  ...patch,
});

const stateOf = (patch: Partial<RealNameState>): RealNameState => ({
  status: 0,
  checkStatus: 0,
  passedAt: null,
  current: null,
  pending: null,
  ...patch,
});

beforeAll(async () => {
  await act(() => setLanguage('en', false));
});

beforeEach(() => {
  calls = [];
  toasts = [];
  answers = {};
  sessionStorage.clear();
  // Every personal page of the catalogue is permitted, as for a personal session.
  const personal = moduleCatalogue.filter((e) => e.webLink.startsWith('personalCenter'));
  act(() => setState({ permissions: buildPermissions(personal.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
  configureHttp({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://console.test');
      calls.push({ method: init.method ?? 'GET', path: url.pathname, body: String(init.body ?? '') });
      const answer = answers[url.pathname];
      if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${url.pathname}`);
      const value = answer() as { refusal?: { code: number; msg: string } };
      return value?.refusal ? envelope(null, value.refusal.code, value.refusal.msg) : envelope(value);
    },
    notifyError: (message) => toasts.push(message),
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
});

afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

function show(page: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/personalCenter/pAuthRealName/page'] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
  return router;
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
/** The error text an input announces (aria-describedby), as a screen reader would read it. */
function errorOf(input: HTMLElement): string | null {
  // antd lists the error's id first, then the field's extra text.
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('pAuthPhone', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['/webgate/console/personal/realName'] = () => stateOf({});
  });

  it('refuses a wrong ID check digit and an empty phone in the §5 words before anything is sent', async () => {
    show(<PhoneAuthPage />);
    const form = await screen.findByTestId('phone-form', undefined, patience);
    type(within(form).getByLabelText('Name'), '张三');
    // 110101199003077651 is valid; the last digit changed breaks the GB 11643 check digit.
    type(within(form).getByLabelText('ID number'), '110101199003077652');
    fireEvent.click(within(form).getByTestId('send-code'));

    await waitFor(() => expect(errorOf(within(form).getByLabelText('ID number'))).toBe('Please enter a correct ID number'), patience);
    expect(errorOf(within(form).getByLabelText('Phone'))).toBe('phone cannot be empty');
    expect(within(form).getByTestId('send-code').textContent).toBe('Get code');

    type(within(form).getByLabelText('Verification code'), '123456');
    fireEvent.click(within(form).getByTestId('realname-submit'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Phone'))).toBe('phone cannot be empty'), patience);
    expect(sent('/console/personal/realName/phone/code')).toHaveLength(0);
    expect(sent('/console/personal/realName/phone')).toHaveLength(0);
  });

  it('a refused identity says why beside the form, keeps every entry and links to the history', async () => {
    answers['/webgate/console/personal/realName/phone'] = () => refusal(1003004, 'The name does not match the ID number');
    answers['/webgate/console/personal/realName/history'] = () => ({ list: [], total: 0, next: null, totalCapped: false });
    show(<PhoneAuthPage />);
    const form = await screen.findByTestId('phone-form', undefined, patience);
    type(within(form).getByLabelText('Name'), '李四');
    type(within(form).getByLabelText('ID number'), '110101199003077651');
    type(within(form).getByLabelText('Phone'), '13800000001');
    type(within(form).getByLabelText('Verification code'), '123456');
    fireEvent.click(within(form).getByTestId('realname-submit'));

    await waitFor(
      () => expect(screen.getByTestId('verification-failure').textContent).toBe('The name does not match the ID number'),
      patience,
    );
    expect(JSON.parse(sent('/console/personal/realName/phone')[0]!.body)).toEqual({
      name: '李四',
      idNumber: '110101199003077651',
      phone: '13800000001',
      code: '123456',
    });
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('李四');
    expect((within(form).getByLabelText('ID number') as HTMLInputElement).value).toBe('110101199003077651');
    expect((within(form).getByLabelText('Phone') as HTMLInputElement).value).toBe('13800000001');
    // The refused attempt used the code up: a new one is needed.
    expect((within(form).getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('link', { name: 'See history' }).getAttribute('href')).toBe('/personalCenter/pAuthRealName/pAuthResults');
  });
});

describe('pAuthResults', { timeout: 60_000 }, () => {
  it('shows why the last application failed, in the status summary and in the history, and keeps checkStatus', async () => {
    sessionStorage.setItem('console.userInfo', JSON.stringify({ userId: 'u1', userName: 'alice', checkStatus: 0 }));
    const failed = application({ status: 'failed', mode: 'bank', reason: 'verificationBankCardMismatch' });
    answers['/webgate/console/personal/realName'] = () => stateOf({ status: 3, checkStatus: 3, current: failed });
    answers['/webgate/console/personal/realName/history'] = () => ({ list: [failed], total: 1, next: null, totalCapped: false });
    answers['/webgate/console/project/resultAuth'] = () => ({ checkStatus: 3 });
    show(<ResultsPage />);

    const reason = 'The bank card and its reserved phone do not belong to this name and ID number';
    await waitFor(() => expect(screen.getByTestId('result-reason').textContent).toBe(reason), patience);
    expect(screen.getByTestId('result-summary').textContent).toContain('Real-name authentication failed');
    const history = screen.getByTestId('realname-history');
    await waitFor(() => expect(within(history).getByText(reason)).toBeTruthy(), patience);
    expect(within(history).getByText('Bank card 4 elements')).toBeTruthy();
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('console.userInfo') ?? 'null')).toMatchObject({ checkStatus: 3 }));
  });

  it('shows the reviewer’s note of a rejected application', async () => {
    const rejected = application({ status: 'rejected', mode: 'face', reviewNote: 'The video is too dark' });
    answers['/webgate/console/personal/realName'] = () => stateOf({ status: 4, checkStatus: 4, current: rejected });
    answers['/webgate/console/personal/realName/history'] = () => ({ list: [rejected], total: 1, next: null, totalCapped: false });
    answers['/webgate/console/project/resultAuth'] = () => ({ checkStatus: 4 });
    show(<ResultsPage />);
    await waitFor(() => expect(screen.getByTestId('result-note').textContent).toBe('The video is too dark'), patience);
    expect(screen.getByTestId('result-summary').textContent).toContain('Your application was rejected');
  });
});

describe('pAuthRealNameList', { timeout: 60_000 }, () => {
  it('offers the modes and no change or revocation until the real name has passed', async () => {
    answers['/webgate/console/personal/realName'] = () => stateOf({});
    show(<RealNameListPage />);
    await screen.findByTestId('realname-modes', undefined, patience);
    expect(screen.getByTestId('realname-status').textContent).toBe('Not authenticated');
    expect(within(screen.getByTestId('mode-phone')).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(within(screen.getByTestId('mode-bank')).getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(screen.queryByTestId('realname-actions')).toBeNull();
    expect(screen.queryByText('Revoke certification')).toBeNull();
  });

  it('says an application is under review, links to its result and holds back new ones', async () => {
    const inReview = application({ status: 'underReview', mode: 'face', decidedAt: null });
    answers['/webgate/console/personal/realName'] = () => stateOf({ status: 1, checkStatus: 8, current: inReview, pending: inReview });
    show(<RealNameListPage />);
    const text = await screen.findByTestId('realname-status-text', undefined, patience);
    expect(text.textContent).toContain('Your application (Face recognition) is under manual review');
    expect(text.textContent).toContain('Manual review takes 1-2 working days.');
    expect(within(text).getByRole('link', { name: 'See results' }).getAttribute('href')).toBe('/personalCenter/pAuthRealName/pAuthResults');
    expect((within(screen.getByTestId('mode-phone')).getByRole('button', { name: 'Start' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('once passed, replaces the modes with change and revocation, and the revocation opens its page', async () => {
    answers['/webgate/console/personal/realName'] = () =>
      stateOf({ status: 2, checkStatus: 2, passedAt: Date.UTC(2026, 10, 20, 8, 1), current: application() });
    const router = show(<RealNameListPage />);
    const actions = await screen.findByTestId('realname-actions', undefined, patience);
    expect(screen.queryByTestId('realname-modes')).toBeNull();
    expect(screen.getByTestId('realname-status').textContent).toBe('Passed');
    expect(screen.getByTestId('realname-status-card').textContent).toContain('1****************1');
    // The change page belongs to the face flow; it is offered as soon as it is a route (§6).
    expect(within(actions).queryByRole('button', { name: /Certification change/ }) !== null).toBe(Boolean(pages.change));
    fireEvent.click(within(actions).getByRole('button', { name: /Revoke certification/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/personalCenter/pAuthRealName/authentication'));
  });
});

describe('authentication (revocation)', { timeout: 60_000 }, () => {
  it('asks the password, confirms, and a 4020020 answer becomes the way to authenticate, without a toast', async () => {
    answers['/webgate/console/personal/realName'] = () =>
      stateOf({ status: 2, checkStatus: 2, passedAt: Date.UTC(2026, 10, 20, 8, 1), current: application() });
    // Revoked meanwhile in another tab: the server no longer holds a passed real name.
    answers['/webgate/console/personal/realName/revoke'] = () => refusal(4020020, 'Please complete real-name authentication first');
    show(<RevokePage />);
    const form = await screen.findByTestId('revoke-form', undefined, patience);
    fireEvent.click(within(form).getByTestId('revoke-submit'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Password'))).toBe('Password cannot be empty'), patience);
    expect(screen.queryByText('Revoke your real-name certification?')).toBeNull();

    type(within(form).getByLabelText('Password'), 'secret12');
    fireEvent.click(within(form).getByTestId('revoke-submit'));
    const dialog = await screen.findByRole('dialog', undefined, patience);
    expect(dialog.textContent).toContain('*三 (1****************1)');
    expect(sent('/console/personal/realName/revoke')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    const required = await screen.findByTestId('realname-required', undefined, patience);
    expect(JSON.parse(sent('/console/personal/realName/revoke')[0]!.body)).toEqual({ password: 'secret12' });
    expect(required.textContent).toContain('Please complete real-name authentication first');
    expect(within(required).getByRole('button', { name: 'Go to real-name authentication' })).toBeTruthy();
    expect(toasts).toEqual([]);
  });
});
