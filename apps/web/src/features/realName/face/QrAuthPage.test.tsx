import { type FaceTicket, faceTicketValidityMs, type RealNameApplicationView } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { realNamePages } from './paths';
import { QrAuthPage } from './QrAuthPage';

const ticket: FaceTicket = {
  id: '0193a000-0000-7000-8000-000000000001',
  url: 'http://console.test/faceSwipingAuth?ticket=secret-secret-secret',
  expiresAt: Date.now() + 300_000,
};
const application = (status: RealNameApplicationView['status'], reason: string | null = null): RealNameApplicationView => ({
  id: ticket.id,
  purpose: 'authenticate',
  mode: 'blink',
  status,
  name: '*三',
  idNumber: '110***********7651',
  bankCard: null,
  phone: null,
  createdAt: Date.now(),
  submittedAt: null,
  decidedAt: null,
  reason,
  reviewNote: null,
});
const statePath = `GET /webgate/console/personal/realName/faceTicket/${ticket.id}`;

function show() {
  const router = createMemoryRouter(
    [
      { path: realNamePages.blinkBarcodes, element: <QrAuthPage mode="blink" /> },
      { path: realNamePages.results, element: <p>results page</p> },
    ],
    { initialEntries: [realNamePages.blinkBarcodes] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function generate() {
  fireEvent.change(document.getElementById('name')!, { target: { value: '张三' } });
  fireEvent.change(document.getElementById('idNumber')!, { target: { value: '110101199003077651' } });
  fireEvent.click(screen.getByRole('button', { name: 'Generate QR code' }));
  await screen.findByTestId('face-qr', undefined, { timeout: 10_000 });
}

describe('QrAuthPage (blinkBarcodes)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('asks for a ticket with the blink mode, shows its QR code, and follows the application until the phone has sent the video', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = fakeServer();
    server.answer('POST /webgate/console/personal/realName/faceTicket', { data: ticket });
    server.answer(statePath, { data: application('waiting') }, { data: application('waiting') }, { data: application('passed') });
    show();
    await generate();
    expect(JSON.parse(String(server.calls[0]!.body))).toEqual({ mode: 'blink', name: '张三', idNumber: '110101199003077651' });
    expect(document.querySelector('[data-testid="face-qr"] canvas')).toBeTruthy();
    expect(screen.getByTestId('face-qr-countdown').textContent).toMatch(/^Valid for [45]:\d\d$/);
    expect(await screen.findByText('For *三, ID number 110***********7651')).toBeTruthy();

    // Two polls answer 'waiting', the third 'passed'.
    for (let i = 0; i < 2 && !screen.queryByTestId('face-outcome'); i += 1) await act(() => vi.advanceTimersByTimeAsync(2000));
    const outcome = await screen.findByTestId('face-outcome');
    expect(outcome.dataset.status).toBe('passed');
    const polls = server.calls.filter((c) => `${c.method} ${c.path}` === statePath).length;
    expect(polls).toBe(3);

    // Settled: no more polling.
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(server.calls.filter((c) => `${c.method} ${c.path}` === statePath)).toHaveLength(polls);
    fireEvent.click(screen.getByRole('button', { name: 'View the result' }));
    expect(await screen.findByText('results page')).toBeTruthy();
  });

  it('offers a new code for the same identity while waiting and once the old one ran out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const server = fakeServer();
    const second = { ...ticket, id: '0193a000-0000-7000-8000-000000000002' };
    server.answer('POST /webgate/console/personal/realName/faceTicket', { data: ticket }, { data: second });
    server.answer(statePath, { data: application('waiting') });
    server.answer(`GET /webgate/console/personal/realName/faceTicket/${second.id}`, { data: application('waiting') });
    show();
    await generate();
    // Offered while the first code is live too: the server withdraws an unused code when a new one is asked for.
    expect(screen.getByRole('button', { name: 'Generate a new code' })).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(faceTicketValidityMs));
    expect(screen.queryByTestId('face-qr-countdown')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Generate a new code' }));
    await waitFor(() => expect(screen.getByTestId('face-qr-countdown').textContent).toMatch(/^Valid for [45]:\d\d$/));
    const asked = server.calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(String(c.body)) as unknown);
    expect(asked).toEqual([asked[0], asked[0]]);
    expect(asked[0]).toEqual({ mode: 'blink', name: '张三', idNumber: '110101199003077651' });
  });

  it('shows why the check failed and goes back to the filled form to correct it', async () => {
    const server = fakeServer();
    server.answer('POST /webgate/console/personal/realName/faceTicket', { data: ticket });
    server.answer(statePath, { data: application('failed', 'verificationNameMismatch') });
    show();
    await generate();
    const outcome = await screen.findByTestId('face-outcome');
    expect(outcome.textContent).toContain('The name does not match the ID number');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect((document.getElementById('idNumber') as HTMLInputElement | null)?.value).toBe('110101199003077651'));
  });
});
