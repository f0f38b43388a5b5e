import type { ReviewDetail } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../../api/http';
import { setLanguage } from '../../../app/i18n';
import { ApplicationDrawer } from './ApplicationDrawer';
import { DecisionForm } from './DecisionForm';

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

describe('decision form', { timeout: 60_000 }, () => {
  const decisionPath = '/operation-webapi/realName/applications/app-7/decision';

  it('refuses to reject without a reason, and sends nothing', async () => {
    let decided = 0;
    show(<DecisionForm applicationId="app-7" onDecided={() => decided++} />);
    const form = await screen.findByTestId('decision-form', undefined, patience);
    fireEvent.click(within(form).getByText('Reject'));
    fireEvent.click(within(form).getByTestId('decision-submit'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Reason'))).toBe('Reason cannot be empty'), patience);
    type(within(form).getByLabelText('Reason'), '   ');
    fireEvent.click(within(form).getByTestId('decision-submit'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Reason'))).toBe('Reason cannot be empty'), patience);
    expect(sent(decisionPath)).toHaveLength(0);
    expect(decided).toBe(0);
  });

  it('rejects with the reason given, and tells the page', async () => {
    answers[`/webgate${decisionPath}`] = () => ({ id: 'app-7', status: 'rejected' });
    let decided = 0;
    show(<DecisionForm applicationId="app-7" onDecided={() => decided++} />);
    const form = await screen.findByTestId('decision-form', undefined, patience);
    fireEvent.click(within(form).getByText('Reject'));
    type(within(form).getByLabelText('Reason'), 'The face in the video is covered');
    fireEvent.click(within(form).getByTestId('decision-submit'));
    await waitFor(() => expect(decided).toBe(1), patience);
    expect(JSON.parse(sent(decisionPath)[0]!.body)).toEqual({ decision: 'reject', reason: 'The face in the video is covered' });
  });

  it('an application another operator decided first leaves the form and refreshes the queue', async () => {
    answers[`/webgate${decisionPath}`] = () => ({ refusal: { code: 1003018, msg: 'This application has already been decided' } });
    let decided = 0;
    show(<DecisionForm applicationId="app-7" onDecided={() => decided++} />);
    const form = await screen.findByTestId('decision-form', undefined, patience);
    fireEvent.click(within(form).getByTestId('decision-submit'));
    await waitFor(() => expect(decided).toBe(1), patience);
  });

  it('passes without a reason', async () => {
    answers[`/webgate${decisionPath}`] = () => ({ id: 'app-7', status: 'passed' });
    let decided = 0;
    show(<DecisionForm applicationId="app-7" onDecided={() => decided++} />);
    const form = await screen.findByTestId('decision-form', undefined, patience);
    fireEvent.click(within(form).getByTestId('decision-submit'));
    await waitFor(() => expect(decided).toBe(1), patience);
    expect(JSON.parse(sent(decisionPath)[0]!.body)).toEqual({ decision: 'pass', reason: '' });
  });
});

describe('application drawer', { timeout: 60_000 }, () => {
  const detail: ReviewDetail = {
    id: 'app-9',
    userId: 'user-1',
    userAccountName: 'lisi',
    purpose: 'authenticate',
    mode: 'face',
    status: 'underReview',
    name: '李四',
    idNumber: '310104198511224322',
    submittedAt: Date.UTC(2026, 10, 21, 8, 0),
    reason: null,
    phone: null,
    bankCard: null,
    hasVideo: true,
    videoMs: 2600,
    reviewNote: null,
    reviewedBy: null,
    decidedAt: null,
    history: [
      {
        id: 'app-8',
        purpose: 'authenticate',
        mode: 'phone',
        status: 'failed',
        name: '*四',
        idNumber: '310***********4322',
        bankCard: null,
        phone: '138****0002',
        createdAt: Date.UTC(2026, 10, 20, 8, 0),
        submittedAt: Date.UTC(2026, 10, 20, 8, 0),
        decidedAt: Date.UTC(2026, 10, 20, 8, 0),
        reason: 'verificationPhoneMismatch',
        reviewNote: null,
      },
    ],
  };

  it('shows the submitted identity in full, the video from the video endpoint, the history with its reason, and the decision form', async () => {
    answers['/webgate/operation-webapi/realName/applications/app-9'] = () => detail;
    show(<ApplicationDrawer id="app-9" onClose={() => undefined} onDecided={() => undefined} />);
    const items = await screen.findByTestId('review-detail', undefined, patience);
    expect(items.textContent).toContain('310104198511224322');
    expect(items.textContent).toContain('李四');
    expect(items.textContent).toContain('Face recognition');
    const video = screen.getByTestId('review-video');
    expect(video.getAttribute('src')).toBe('/webgate/operation-webapi/realName/applications/app-9/video');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(screen.getByTestId('review-history').textContent).toContain('The phone number is not registered to this name and ID number');
    expect(screen.getByTestId('review-history').textContent).toContain('Failed');
    expect(screen.getByTestId('decision-form')).toBeTruthy();
  });

  it('offers no decision once an application is decided', async () => {
    answers['/webgate/operation-webapi/realName/applications/app-9'] = () => ({
      ...detail,
      status: 'passed',
      reviewedBy: 'rita',
      decidedAt: Date.UTC(2026, 10, 21, 9, 0),
    });
    show(<ApplicationDrawer id="app-9" onClose={() => undefined} onDecided={() => undefined} />);
    const items = await screen.findByTestId('review-detail', undefined, patience);
    expect(items.textContent).toContain('rita');
    expect(screen.queryByTestId('decision-form')).toBeNull();
  });
});
