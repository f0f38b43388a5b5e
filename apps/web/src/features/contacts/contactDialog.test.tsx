import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lazyNamespaces, loadNamespaces, setLanguage } from '../../app/i18n';
import { fakeServer } from '../../test/fakeServer';
import { ContactDialog } from './ContactDialog';

const patience = { timeout: 15_000 };

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
    await loadNamespaces(lazyNamespaces);
  });
});
afterEach(cleanup);

function show(onSaved: () => void) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ContactDialog onClose={() => undefined} onSaved={onSaved} />
      </App>
    </QueryClientProvider>,
  );
}

describe('adding an external contact', { timeout: 60_000 }, () => {
  it('says which of two fields is needed beside it and sends nothing, then saves once one of each is given', async () => {
    const server = fakeServer();
    server.answer('POST /webgate/console/contacts/create', { data: { id: 'c1' } });
    const onSaved = vi.fn();
    show(onSaved);
    fireEvent.change(await screen.findByTestId('contact-name', undefined, patience), { target: { value: 'Acme Trading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Enter either the unified social credit code or the organization code', undefined, patience);
    await screen.findByText('enter email or phone', undefined, patience);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('contact-org-code'), { target: { value: '123456788' } });
    fireEvent.change(screen.getByTestId('contact-phone'), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), patience);
    const sent = server.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(sent.body))).toMatchObject({
      kind: 'enterprise',
      name: 'Acme Trading',
      orgCode: '123456788',
      creditCode: '',
      phone: '13912345678',
      email: '',
    });
    await screen.findByText('Contact saved', undefined, patience);
  });
});
