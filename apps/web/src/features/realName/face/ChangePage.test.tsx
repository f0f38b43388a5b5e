import type { RealNameState } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../../app/i18n';
import ChangePage from './ChangePage';
import { fakeServer } from '../../../test/fakeServer';
import { realNamePages } from './paths';

const statePath = 'GET /webgate/console/personal/realName';
const state = (status: RealNameState['status']): RealNameState => ({
  status,
  checkStatus: status === 1 ? 8 : status,
  passedAt: null,
  current: null,
  pending: null,
});

function show() {
  const router = createMemoryRouter([{ path: realNamePages.change, element: <ChangePage /> }], { initialEntries: [realNamePages.change] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ChangePage (certification change)', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
  });
  afterEach(cleanup);

  it('without a passed real name says so and links to the list of methods, with no form', async () => {
    const server = fakeServer();
    server.answer(statePath, { data: state(0) });
    show();
    const required = await screen.findByTestId('real-name-required');
    expect(required.textContent).toContain('Please complete real-name authentication first');
    expect(screen.getByRole('link').getAttribute('href')).toBe(realNamePages.list);
    expect(screen.queryByTestId('change-form')).toBeNull();
  });

  it('a 4020020 answer (the real name went away meanwhile) shows the same, silently passed on by the client', async () => {
    const server = fakeServer();
    server.answer(statePath, { data: state(2) });
    server.answer('POST /webgate/console/personal/realName/change/faceTicket', {
      code: 4020020,
      msg: 'Please complete real-name authentication first',
    });
    show();
    await screen.findByTestId('change-form');
    fireEvent.change(document.getElementById('password')!, { target: { value: 'Secret123' } });
    fireEvent.change(document.getElementById('name')!, { target: { value: '赵六' } });
    fireEvent.change(document.getElementById('idNumber')!, { target: { value: '510107198809302131' } });
    fireEvent.click(screen.getByText('With my phone'));
    fireEvent.click(screen.getByRole('button', { name: 'Generate QR code' }));
    expect((await screen.findByTestId('real-name-required', undefined, { timeout: 10_000 })).textContent).toContain(
      'Please complete real-name authentication first',
    );
    const asked = server.calls.find((c) => c.method === 'POST')!;
    expect(JSON.parse(String(asked.body))).toEqual({ mode: 'face', password: 'Secret123', name: '赵六', idNumber: '510107198809302131' });
    expect(server.toasts).toEqual([]);
  });
});
