import { appsRoutes } from '@console/contract/apps/routes';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../api/http';
import { fakeServer } from '../../test/fakeServer';
import { OperationProtection } from './OperationProtection';

const patience = { timeout: 15_000 };
let server: ReturnType<typeof fakeServer>;

/** A page's protected act: a react-query mutation through the one HTTP client. */
function NewSecret() {
  const make = useMutation({ mutationFn: () => call(appsRoutes.createSecret, { params: { id: 'a1' }, body: { code: '111111' } }) });
  return (
    <>
      <button type="button" onClick={() => make.mutate()}>
        make
      </button>
      {make.isSuccess && <p data-testid="made">{make.data.secret}</p>}
      {make.isError && <p data-testid="failed">failed</p>}
    </>
  );
}

function open() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <OperationProtection />
        <NewSecret />
      </App>
    </QueryClientProvider>,
  );
}

const secret = { id: 's1', secret: 'sk_new', hint: '_new' };
const refused = { code: 1017030, msg: 'This is a protected operation' };

beforeEach(() => {
  server = fakeServer();
});
afterEach(cleanup);

describe('the operation-protection dialog', { timeout: 30_000 }, () => {
  it('opens when the server refuses a protected act, proves an app code and sends the act again', async () => {
    server.answer('POST /webgate/console/app/a1/secrets', refused, { data: secret });
    server.answer('GET /webgate/console/mfa/operation', { data: { method: 'code', phone: null, provenUntil: null } });
    server.answer('POST /webgate/console/mfa/operation/prove', { data: { provenUntil: Date.now() + 300_000 } });
    open();
    fireEvent.click(screen.getByText('make'));
    const input = await screen.findByTestId('operation-protection-code', undefined, patience);
    expect(screen.queryByTestId('operation-protection-send')).toBeNull();
    fireEvent.change(input, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('operation-protection-ok'));
    expect((await screen.findByTestId('made', undefined, patience)).textContent).toBe('sk_new');
    const paths = server.calls.map((c) => `${c.method} ${c.path}`);
    expect(paths).toEqual([
      'POST /webgate/console/app/a1/secrets',
      'GET /webgate/console/mfa/operation',
      'POST /webgate/console/mfa/operation/prove',
      'POST /webgate/console/app/a1/secrets',
    ]);
    expect(JSON.parse(String(server.calls[2]!.body))).toEqual({ code: '123456' });
  });

  it('for an account without an app sends the SMS code; cancelled, the act fails and is not sent again', async () => {
    server.answer('POST /webgate/console/app/a1/secrets', refused);
    server.answer('GET /webgate/console/mfa/operation', { data: { method: 'sms', phone: '138****0001', provenUntil: null } });
    server.answer('POST /webgate/console/mfa/operation/sms', { data: { resendAfter: 60, expiresAt: Date.now() + 300_000 } });
    open();
    fireEvent.click(screen.getByText('make'));
    fireEvent.click(await screen.findByTestId('operation-protection-send', undefined, patience));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/webgate/console/mfa/operation/sms')).toBe(true), patience);
    expect(document.body.textContent).toContain('138****0001');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('failed', undefined, patience)).toBeTruthy();
    expect(server.calls.filter((c) => c.path === '/webgate/console/app/a1/secrets')).toHaveLength(1);
  });
});
