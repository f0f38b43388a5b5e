import {
  type EnterpriseApplicationView,
  type PublicLegalPersonTicket,
  buildPermissions,
  isValidCreditCode,
  isValidOrgCode,
  moduleCatalogue,
} from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../../api/http';
import { loadNamespaces, setLanguage } from '../../app/i18n';
import { resetAccount, setState } from '../../app/store';
import AmountPage from './AmountPage';
import BankInfoPage from './BankInfoPage';
import DocumentsPage from './DocumentsPage';
import PublicLegalPersonPage from './PublicLegalPersonPage';
import ResultsPage from './ResultsPage';

interface Call {
  method: string;
  path: string;
  body: BodyInit | null | undefined;
}

let calls: Call[];
/** The server's answer by path: data, a refusal, or a thrown error (the network). */
let answers: Record<string, () => unknown>;

const envelope = (data: unknown, code = 0, msg = 'ok') =>
  new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });
const refusal = (code: number, msg: string, data: unknown = null) => ({ refusal: { code, msg, data } });
const sent = (path: string) => calls.filter((c) => c.path === `/webgate${path}`);
const formOf = (call: Call) => Object.fromEntries(new URLSearchParams(String(call.body)));
const patience = { timeout: 15_000 };

const creditCode = '91350100M000100Y43';
const orgCode = '123456788';

const application = (patch: Partial<EnterpriseApplicationView> = {}): EnterpriseApplicationView => ({
  id: 'ea-1',
  mode: 'bank',
  status: 'awaitingAmount',
  enterpriseName: 'Acme Trading Co., Ltd.',
  threeInOne: true,
  creditCode,
  orgCode: null,
  legalName: '*三',
  legalIdNumber: '1****************1',
  legalMobile: '138****0001',
  agentName: '*四',
  agentIdType: '1',
  agentIdNumber: '1****************2',
  bankAccount: '6222 **** **** 6789',
  accountBank: 'ICBC',
  province: 'Beijing',
  city: 'Beijing',
  branch: 'Haidian',
  items: [5, 7, 8],
  remittance: {
    remitDueAt: Date.UTC(2026, 10, 21, 10),
    remittedAt: Date.UTC(2026, 10, 21, 8, 1),
    amountDeadlineAt: Date.now() + 70 * 60 * 60_000,
    attemptsUsed: 0,
    attemptsLeft: 3,
    lastAmount: null,
  },
  legalPerson: null,
  documents: null,
  applicantName: 'alice',
  createdAt: Date.UTC(2026, 10, 21, 8),
  submittedAt: Date.UTC(2026, 10, 21, 8),
  passedAt: null,
  rejectedAt: null,
  rejectReason: null,
  reason: null,
  ...patch,
});

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(['enterpriseAuth']);
  });
});

beforeEach(() => {
  calls = [];
  answers = {};
  sessionStorage.clear();
  const enterprise = moduleCatalogue.filter((e) => e.webLink.startsWith('enterpriseCenter'));
  act(() => setState({ permissions: buildPermissions(enterprise.map((e) => ({ type: e.type, webLink: e.webLink }))) }));
  configureHttp({
    fetch: async (input, init = {}) => {
      const url = new URL(String(input), 'http://console.test');
      calls.push({ method: init.method ?? 'GET', path: url.pathname, body: init.body });
      const answer = answers[url.pathname];
      if (!answer) throw new Error(`unexpected call ${init.method ?? 'GET'} ${url.pathname}`);
      const value = answer() as { refusal?: { code: number; msg: string; data: unknown } };
      return value?.refusal ? envelope(value.refusal.data, value.refusal.code, value.refusal.msg) : envelope(value);
    },
    notifyError: () => undefined,
    onSignedOut: () => undefined,
    language: () => 'en',
    text: (key) => key,
  });
});

afterEach(() => {
  cleanup();
  act(() => resetAccount());
});

function show(page: ReactNode, entry = '/enterpriseCenter/eAuthRealName/page') {
  const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: [entry] });
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
function errorOf(input: HTMLElement): string | null {
  const id = input.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

/** The form once the current application has loaded (it is disabled until then). */
async function openForm(): Promise<HTMLElement> {
  const form = await screen.findByTestId('eauth-form-bank', undefined, patience);
  await waitFor(() => expect(screen.getByTestId('eauth-submit').hasAttribute('disabled')).toBe(false), patience);
  return form;
}

function fillBank(form: HTMLElement) {
  type(within(form).getByLabelText('Enterprise name'), 'Acme Trading Co., Ltd.');
  type(within(form).getByLabelText('Unified social credit code'), creditCode);
  type(within(form).getByLabelText('Legal representative name'), '张三');
  type(within(form).getByLabelText('Legal representative ID number'), '110101199003077651');
  type(within(form).getByLabelText('Legal representative mobile'), '13800000001');
  type(within(form).getByLabelText('Agent name'), '李四');
  type(within(form).getByLabelText('Agent ID number'), '11010519491231002X');
  type(within(form).getByLabelText('Bank account'), '6222020000123456789');
  type(within(form).getByLabelText('Account bank'), 'ICBC');
  type(within(form).getByLabelText('Province'), 'Beijing');
  type(within(form).getByLabelText('City'), 'Beijing');
  type(within(form).getByLabelText('Branch'), 'Haidian Sub-branch');
}

describe('bankAuthWriteInfo', { timeout: 60_000 }, () => {
  beforeEach(() => {
    answers['/webgate/console/project/selectProjectInfo'] = () => null;
  });

  it('fixtures are valid codes', () => {
    expect(isValidCreditCode(creditCode)).toBe(true);
    expect(isValidOrgCode(orgCode)).toBe(true);
  });

  it('refuses a credit code with a wrong check character, and shows the organization code instead when three-in-one is off', async () => {
    show(<BankInfoPage />);
    const form = await openForm();
    expect(screen.getByTestId('company-type').textContent).toContain('unified social credit code');
    type(within(form).getByLabelText('Unified social credit code'), '91350100M000100Y44');
    fireEvent.click(screen.getByTestId('eauth-submit'));
    await waitFor(
      () =>
        expect(errorOf(within(form).getByLabelText('Unified social credit code'))).toBe(
          'Please enter a correct unified social credit code',
        ),
      patience,
    );

    fireEvent.click(screen.getByTestId('three-in-one'));
    await waitFor(() =>
      expect(screen.getByTestId('company-type').textContent).toContain('organization code or business registration number'),
    );
    const org = within(form).getByLabelText('Organization code / business registration number');
    expect(org.closest('.ant-form-item-hidden')).toBeNull();
    expect(within(form).getByLabelText('Unified social credit code').closest('.ant-form-item-hidden')).not.toBeNull();
    type(org, '123456780');
    fireEvent.click(screen.getByTestId('eauth-submit'));
    await waitFor(() => expect(errorOf(org)).toBe('Please enter a correct organization code'), patience);
    expect(sent('/console/project/createAuth')).toHaveLength(0);
  });

  it('asks for one of the two codes when neither is entered; with both typed, only the one the switch shows is sent', async () => {
    answers['/webgate/console/project/createAuth'] = () =>
      refusal(errorCatalogue.fieldInvalid.code, 'Wrong parameter format', {
        fields: [{ field: 'orgCode', message: 'Enter either the unified social credit code or the organization code' }],
      });
    show(<BankInfoPage />);
    const form = await openForm();
    fireEvent.click(screen.getByTestId('eauth-submit'));
    const credit = within(form).getByLabelText('Unified social credit code');
    await waitFor(() => expect(errorOf(credit)).toBe('Enter either the unified social credit code or the organization code'), patience);

    // An organization code typed first, then the switch moved back and a credit code typed too.
    fireEvent.click(screen.getByTestId('three-in-one'));
    type(within(form).getByLabelText('Organization code / business registration number'), orgCode);
    fireEvent.click(screen.getByTestId('three-in-one'));
    fillBank(form);
    fireEvent.click(screen.getByTestId('eauth-submit'));
    await waitFor(() => expect(sent('/console/project/createAuth')).toHaveLength(1), patience);
    expect(formOf(sent('/console/project/createAuth')[0]!)).toMatchObject({ threeInOne: '1', creditCode, orgCode: '' });
    // The server's one-of-two answer about the hidden code lands on the code the switch shows.
    await waitFor(() => expect(errorOf(credit)).toBe('Enter either the unified social credit code or the organization code'), patience);
  });

  it('posts createAuth form-encoded, stores checkStatus 8 and goes on to the amount page', async () => {
    sessionStorage.setItem('console.userInfo', JSON.stringify({ userId: 'u1', userName: 'alice', checkStatus: 0 }));
    answers['/webgate/console/project/createAuth'] = () => application({ status: 'remitting' });
    const router = show(<BankInfoPage />);
    const form = await openForm();
    fillBank(form);
    fireEvent.click(screen.getByTestId('eauth-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/enterpriseCenter/eAuthRealName/bankAuthSubmit'), patience);
    const [post] = sent('/console/project/createAuth');
    expect(String(post!.body instanceof URLSearchParams)).toBe('true');
    expect(formOf(post!)).toEqual({
      authType: 'bank',
      enterpriseName: 'Acme Trading Co., Ltd.',
      threeInOne: '1',
      creditCode,
      orgCode: '',
      legalName: '张三',
      legalIdNumber: '110101199003077651',
      legalMobile: '13800000001',
      agentName: '李四',
      agentIdType: '1',
      agentIdNumber: '11010519491231002X',
      bankAccount: '6222020000123456789',
      accountBank: 'ICBC',
      province: 'Beijing',
      city: 'Beijing',
      branch: 'Haidian Sub-branch',
    });
    expect(JSON.parse(sessionStorage.getItem('console.userInfo') ?? 'null')).toMatchObject({ checkStatus: 8 });
  });

  it('a refused code is named beside the field and everything typed stays', async () => {
    answers['/webgate/console/project/createAuth'] = () =>
      refusal(errorCatalogue.enterpriseCodeTaken.code, 'taken', {
        fields: [{ field: 'creditCode', message: 'Another enterprise has already passed authentication with this code' }],
      });
    show(<BankInfoPage />);
    const form = await openForm();
    fillBank(form);
    fireEvent.click(screen.getByTestId('eauth-submit'));
    const credit = within(form).getByLabelText('Unified social credit code');
    await waitFor(() => expect(errorOf(credit)).toBe('Another enterprise has already passed authentication with this code'), patience);
    expect((credit as HTMLInputElement).value).toBe(creditCode);
    expect((within(form).getByLabelText('Bank account') as HTMLInputElement).value).toBe('6222020000123456789');
  });

  it('re-entry after the attempts ran out replaces the application by updateAuth, prefilled with the company and bank details', async () => {
    answers['/webgate/console/project/selectProjectInfo'] = () => application({ status: 'failed', reason: 'amountAttemptsExhausted' });
    answers['/webgate/console/project/updateAuth'] = () => application({ id: 'ea-2', status: 'remitting' });
    show(<BankInfoPage />);
    await screen.findByTestId('eauth-updating', undefined, patience);
    const form = screen.getByTestId('eauth-form-bank');
    await waitFor(() => expect((within(form).getByLabelText('Enterprise name') as HTMLInputElement).value).toBe('Acme Trading Co., Ltd.'));
    expect((within(form).getByLabelText('Account bank') as HTMLInputElement).value).toBe('ICBC');
    expect((within(form).getByLabelText('Legal representative ID number') as HTMLInputElement).value).toBe('');
    fillBank(form);
    fireEvent.click(screen.getByTestId('eauth-submit'));
    await waitFor(() => expect(sent('/console/project/updateAuth')).toHaveLength(1), patience);
    expect(formOf(sent('/console/project/updateAuth')[0]!)).toMatchObject({ id: 'ea-1', authType: 'bank' });
  });
});

describe('bankAuthSubmit', { timeout: 60_000 }, () => {
  it('shows attempts left, the server’s wrong message, one requestId per typed amount (kept on a retry) and the two ways on after exhaustion', async () => {
    let current = application();
    answers['/webgate/console/project/selectProjectInfo'] = () => current;
    let network = false;
    answers['/webgate/console/project/authAmount'] = () => {
      if (network) {
        network = false;
        throw new Error('connection reset');
      }
      const used = current.remittance!.attemptsUsed + 1;
      current = application({
        status: used >= 3 ? 'failed' : 'awaitingAmount',
        reason: used >= 3 ? 'amountAttemptsExhausted' : null,
        remittance: { ...current.remittance!, attemptsUsed: used, attemptsLeft: 3 - used, lastAmount: '0.12' },
      });
      return used >= 3
        ? refusal(errorCatalogue.amountAttemptsExhausted.code, 'Sorry, your times of amount entry has reached the upper limit!')
        : refusal(errorCatalogue.amountWrong.code, 'Sorry, the amount you entered is wrong!');
    };
    show(<AmountPage />);
    await waitFor(() => expect(screen.getByTestId('attempts-left').textContent).toBe('3'), patience);
    const input = screen.getByLabelText('Amount received (yuan)');

    // The money rule before anything is sent.
    type(input, '2');
    fireEvent.click(screen.getByTestId('amount-submit'));
    await waitFor(() => expect(errorOf(input)).toBe('Enter 0 or 1 with at most 2 decimals'), patience);
    expect(sent('/console/project/authAmount')).toHaveLength(0);

    // The network loses the first try; the retry of the same amount carries the same requestId.
    network = true;
    type(input, '0.12');
    fireEvent.click(screen.getByTestId('amount-submit'));
    await waitFor(() => expect(sent('/console/project/authAmount')).toHaveLength(1), patience);
    await waitFor(() => expect(screen.getByTestId('amount-submit').getAttribute('aria-busy')).toBe('false'), patience);
    fireEvent.click(screen.getByTestId('amount-submit'));
    await waitFor(() => expect(screen.getByTestId('amount-wrong').textContent).toBe('Sorry, the amount you entered is wrong!'), patience);
    await waitFor(() => expect(screen.getByTestId('attempts-left').textContent).toBe('2'), patience);
    const [lost, retried] = sent('/console/project/authAmount').map(formOf);
    expect(retried!.requestId).toBe(lost!.requestId);
    expect(retried).toMatchObject({ id: 'ea-1', amount: '0.12' });

    // A new amount is a new attempt.
    type(input, '0.13');
    fireEvent.click(screen.getByTestId('amount-submit'));
    await waitFor(() => expect(screen.getByTestId('attempts-left').textContent).toBe('1'), patience);
    const third = formOf(sent('/console/project/authAmount')[2]!);
    expect(third.requestId).not.toBe(lost!.requestId);

    type(screen.getByLabelText('Amount received (yuan)'), '0.14');
    fireEvent.click(screen.getByTestId('amount-submit'));
    const ended = await screen.findByTestId('amount-ended', undefined, patience);
    expect(ended.textContent).toContain('Sorry, your times of amount entry has reached the upper limit!');
    expect(within(ended).getByRole('link', { name: 'Re-enter bank information' }).getAttribute('href')).toBe(
      '/enterpriseCenter/eAuthRealName/bankAuthWriteInfo',
    );
    expect(within(ended).getByRole('link', { name: 'Choose another mode' }).getAttribute('href')).toBe(
      '/enterpriseCenter/eAuthRealName/eAuthSelect',
    );
    expect(screen.queryByTestId('amount-form')).toBeNull();
  });
});

describe('companyAuthSubmit', { timeout: 60_000 }, () => {
  it('refuses a .gif and an image over 2 MB before uploading anything', async () => {
    answers['/webgate/console/project/selectProjectInfo'] = () => null;
    show(<DocumentsPage />);
    const input = await screen.findByTestId('document-input-licence', undefined, patience);
    const gif = new File(['GIF89a'], 'licence.gif', { type: 'image/gif' });
    fireEvent.change(input, { target: { files: [gif] } });
    await waitFor(() =>
      expect(screen.getByTestId('document-licence').closest('.ant-form-item')!.textContent).toContain(
        'Only jpg, jpeg and png images are accepted',
      ),
    );
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'licence.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() =>
      expect(screen.getByTestId('document-licence').closest('.ant-form-item')!.textContent).toContain('The image must not exceed 2 MB'),
    );
    expect(sent('/console/project/authDocument')).toHaveLength(0);
  });
});

describe('legalPersonAuth (public)', { timeout: 60_000 }, () => {
  it('requires the authorization tick before confirming', async () => {
    const ticket = 'a'.repeat(32);
    const link: PublicLegalPersonTicket = {
      enterpriseName: 'Acme Trading Co., Ltd.',
      legalName: '*三',
      agentName: '*四',
      expiresAt: Date.now() + 60_000,
      status: 'awaitingLegalPerson',
    };
    answers[`/webgate/console/public/legalPerson/${ticket}`] = () => link;
    answers[`/webgate/console/public/legalPerson/${ticket}/elements`] = () => ({ ...link, status: 'passed' });
    show(<PublicLegalPersonPage />, `/legalPersonAuth?ticket=${ticket}`);
    const form = await screen.findByTestId('legal-person-form', undefined, patience);
    expect(screen.getByTestId('legal-person-page').textContent).toContain('*三, legal representative of Acme Trading Co., Ltd.');
    type(within(form).getByLabelText('Your ID number'), '110101199003077651');
    fireEvent.click(screen.getByTestId('legal-person-submit'));
    await waitFor(() => expect(form.textContent).toContain('Please confirm the authorization'), patience);
    expect(sent(`/console/public/legalPerson/${ticket}/elements`)).toHaveLength(0);

    fireEvent.click(screen.getByTestId('legal-person-authorize'));
    expect(screen.getByTestId('legal-person-authorize').closest('label')!.textContent).toBe(
      'I authorize *四 to complete the real-name authentication of Acme Trading Co., Ltd.',
    );
    fireEvent.click(screen.getByTestId('legal-person-submit'));
    await screen.findByTestId('legal-link-passed', undefined, patience);
    expect(formOf(sent(`/console/public/legalPerson/${ticket}/elements`)[0]!)).toEqual({ idNumber: '110101199003077651', authorize: '1' });
  });
});

describe('eAuthResults', { timeout: 60_000 }, () => {
  it('stores checkStatus from resultAuth, names why the application ended and the items checked, and offers to start again', async () => {
    sessionStorage.setItem('console.userInfo', JSON.stringify({ userId: 'u1', userName: 'alice', checkStatus: 8 }));
    const failed = application({ status: 'failed', reason: 'amountAttemptsExhausted' });
    answers['/webgate/console/project/resultAuth'] = () => ({ checkStatus: 3 });
    answers['/webgate/console/project/selectProjectInfo'] = () => failed;
    answers['/webgate/console/project/authHistory'] = () => ({ list: [failed], total: 1, next: null, totalCapped: false });
    show(<ResultsPage />);
    const reason = await screen.findByTestId('eauth-reason', undefined, patience);
    expect(reason.textContent).toBe('Sorry, your times of amount entry has reached the upper limit!');
    expect(screen.getByTestId('eauth-summary').textContent).toContain('Agent ID, Bank transfer, Bank amount verification');
    expect(screen.getByTestId('eauth-summary').textContent).toContain('1****************1');
    expect(screen.getByRole('link', { name: 'Submit again' }).getAttribute('href')).toBe('/enterpriseCenter/eAuthRealName/eAuthSelect');
    await waitFor(() => expect(within(screen.getByTestId('eauth-history')).getByText('Failed')).toBeTruthy(), patience);
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem('console.userInfo') ?? 'null')).toMatchObject({ checkStatus: 3 }));
  });
});
