import type { EnterpriseApplicationView, EnterpriseReviewDetail } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../api/http';
import { loadNamespaces, setLanguage } from '../../../app/i18n';
import { ApplicationDrawer } from './ApplicationDrawer';
import { EnterpriseDecisionForm } from './EnterpriseDecisionForm';

interface Call {
  method: string;
  path: string;
  body: string;
}

let calls: Call[];
let answers: Record<string, () => unknown>;

const envelope = (data: unknown, code = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
const sent = (path: string) => calls.filter((c) => c.path === `/webgate${path}` && c.method === 'POST');
// antd renders forms slowly in jsdom on a shared machine; waits are generous for that.
const patience = { timeout: 15_000 };

beforeAll(async () => {
  await loadNamespaces(['enterpriseAuth']);
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
      if (value instanceof Response) return value;
      return value?.refusal ? envelope(value.refusal.data ?? null, value.refusal.code, value.refusal.msg) : envelope(value);
    },
    notifyError: () => undefined,
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function show(node: ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>{node}</App>
    </QueryClientProvider>,
  );
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('enterprise decision form', { timeout: 60_000 }, () => {
  const decisionPath = '/operation-webapi/enterprise/applications/ea-1/decision';

  it('will not reject without a reason and sends nothing', async () => {
    let decided = 0;
    show(<EnterpriseDecisionForm applicationId="ea-1" onDecided={() => decided++} />);
    const form = await screen.findByTestId('enterprise-decision-form', undefined, patience);
    fireEvent.click(within(form).getByText('Reject'));
    fireEvent.click(within(form).getByTestId('enterprise-decision-submit'));
    await waitFor(() => expect(errorOf(within(form).getByLabelText('Reason'))).toBe('Reason cannot be empty'), patience);
    expect(sent(decisionPath)).toHaveLength(0);
    expect(decided).toBe(0);
  });

  it('rejects with the reason typed, and tells the page', async () => {
    answers[`/webgate${decisionPath}`] = () => null;
    let decided = 0;
    show(<EnterpriseDecisionForm applicationId="ea-1" onDecided={() => decided++} />);
    const form = await screen.findByTestId('enterprise-decision-form', undefined, patience);
    fireEvent.click(within(form).getByText('Reject'));
    type(within(form).getByLabelText('Reason'), '  The licence image is blurred ');
    fireEvent.click(within(form).getByTestId('enterprise-decision-submit'));
    await waitFor(() => expect(decided).toBe(1), patience);
    expect(JSON.parse(sent(decisionPath)[0]!.body)).toEqual({ decision: 'reject', reason: 'The licence image is blurred' });
  });

  it('passes without a reason; a decision another operator made first refreshes the queue', async () => {
    answers[`/webgate${decisionPath}`] = () => ({ refusal: { code: 1003018, msg: 'This application was already decided' } });
    let decided = 0;
    show(<EnterpriseDecisionForm applicationId="ea-1" onDecided={() => decided++} />);
    const form = await screen.findByTestId('enterprise-decision-form', undefined, patience);
    fireEvent.click(within(form).getByTestId('enterprise-decision-submit'));
    await waitFor(() => expect(decided).toBe(1), patience);
    expect(JSON.parse(sent(decisionPath)[0]!.body)).toEqual({ decision: 'pass', reason: '' });
  });
});

describe('enterprise application drawer', { timeout: 60_000 }, () => {
  const base: Omit<EnterpriseApplicationView, 'status'> = {
    id: 'ea-2',
    mode: 'documents',
    enterpriseName: 'Acme Trading Co., Ltd.',
    threeInOne: true,
    creditCode: '91110108MA01234567',
    orgCode: null,
    legalName: '*三',
    legalIdNumber: '110***********7651',
    legalMobile: '138****0001',
    agentName: '*四',
    agentIdType: '1',
    agentIdNumber: '310***********4322',
    bankAccount: null,
    accountBank: null,
    province: null,
    city: null,
    branch: null,
    items: [1, 5],
    remittance: null,
    legalPerson: null,
    documents: { licenceFileId: 'f-1', letterFileId: 'f-2' },
    applicantName: 'acme-admin',
    createdAt: Date.UTC(2026, 10, 21, 8, 0),
    submittedAt: Date.UTC(2026, 10, 21, 8, 0),
    passedAt: null,
    rejectedAt: null,
    rejectReason: null,
    reason: null,
  };
  const detail: EnterpriseReviewDetail = {
    id: 'ea-2',
    enterpriseId: 'ent-1',
    enterpriseName: base.enterpriseName,
    mode: 'documents',
    status: 'underReview',
    applicantName: 'acme-admin',
    creditCode: base.creditCode,
    orgCode: null,
    submittedAt: base.submittedAt,
    reason: null,
    application: {
      ...base,
      status: 'underReview',
      legalName: '张三',
      legalIdNumber: '110101199003077651',
      legalMobile: '13800000001',
      agentName: '李四',
      agentIdNumber: '310104198511224322',
      bankAccount: null,
    },
    reviewedBy: null,
    decidedAt: null,
    history: [
      { ...base, id: 'ea-0', status: 'rejected', rejectReason: 'The letter is not signed', rejectedAt: Date.UTC(2026, 10, 20, 8, 0) },
    ],
  };

  it('shows the application in full, both images from the document endpoint, the history and the decision form', async () => {
    answers['/webgate/operation-webapi/enterprise/applications/ea-2'] = () => detail;
    for (const kind of ['licence', 'letter'])
      answers[`/webgate/operation-webapi/enterprise/applications/ea-2/documents/${kind}`] = () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } });
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:document-${(made += 1)}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    show(<ApplicationDrawer id="ea-2" onClose={() => undefined} onDecided={() => undefined} />);
    const items = await screen.findByTestId('enterprise-review-detail', undefined, patience);
    expect(items.textContent).toContain('110101199003077651');
    expect(items.textContent).toContain('李四');
    expect(items.textContent).toContain('Company documents');
    // Each image is fetched from the document endpoint through the HTTP client, then shown from the file.
    await waitFor(() => {
      const images = within(screen.getByTestId('enterprise-documents')).getAllByRole('img');
      expect(images.map((i) => i.getAttribute('src'))).toEqual(['blob:document-1', 'blob:document-2']);
    }, patience);
    expect(calls.filter((c) => c.path.includes('/documents/')).map((c) => c.path)).toEqual([
      '/webgate/operation-webapi/enterprise/applications/ea-2/documents/licence',
      '/webgate/operation-webapi/enterprise/applications/ea-2/documents/letter',
    ]);
    expect(screen.getByText('The letter is not signed', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('enterprise-decision-form')).toBeTruthy();
  });

  it('offers no decision on an application of another mode', async () => {
    answers['/webgate/operation-webapi/enterprise/applications/ea-2'] = () => ({
      ...detail,
      mode: 'bank',
      status: 'awaitingAmount',
      application: { ...detail.application, mode: 'bank', documents: null },
    });
    show(<ApplicationDrawer id="ea-2" onClose={() => undefined} onDecided={() => undefined} />);
    await screen.findByTestId('enterprise-review-detail', undefined, patience);
    expect(screen.queryByTestId('enterprise-decision-form')).toBeNull();
    expect(screen.queryByTestId('enterprise-documents')).toBeNull();
  });
});
