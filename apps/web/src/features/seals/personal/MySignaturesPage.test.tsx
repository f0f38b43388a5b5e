import type { PersonalSignature } from '@console/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../app/i18n';
import { fakeServer } from '../../../test/fakeServer';
import { grant } from '../../../test/permissions';
import MySignaturesPage from './MySignaturesPage';

const base = '/webgate/console/personal-signatures';
const signature = (id: string, patch: Partial<PersonalSignature> = {}): PersonalSignature => ({
  id,
  kind: 'nameSeal',
  style: 'square',
  width: 236,
  height: 236,
  isDefault: false,
  used: false,
  createdAt: Date.UTC(2026, 10, 28, 9, 0),
  ...patch,
});
const page = (list: PersonalSignature[], realNamePassed = true) => ({
  data: { list, next: null, total: list.length, totalCapped: false, realNamePassed },
});

function show() {
  const router = createMemoryRouter([{ path: '/personalCenter/mySignatures', element: <MySignaturesPage /> }], {
    initialEntries: ['/personalCenter/mySignatures'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <RouterProvider router={router} />
      </App>
    </QueryClientProvider>,
  );
}

let server: ReturnType<typeof fakeServer>;
beforeAll(async () => {
  await act(() => setLanguage('en', false));
});
beforeEach(() => {
  server = fakeServer();
  grant(['personalCenter', 'mySignatures', 'pAuthRealName', 'pAuthRealNameList']);
});
afterEach(cleanup);

// antd renders slowly in jsdom on a shared machine.
const patience = { timeout: 20_000 };

describe('my signatures', () => {
  it(
    'before real-name authentication passed, says it comes first and offers no way to make a signature',
    async () => {
      server.answer(`GET ${base}`, page([], false));
      show();
      expect(await screen.findByTestId('realname-required', {}, patience)).toBeTruthy();
      expect(screen.getByText('Please complete real-name authentication first')).toBeTruthy();
      expect(screen.getByText(/A name seal carries the name of your real-name authentication/)).toBeTruthy();
      expect(screen.queryByTestId('signature-draw')).toBeNull();
      expect(screen.queryByTestId('signature-generate')).toBeNull();
    },
    patience.timeout,
  );

  it(
    'lists the signatures with the default marked, and makes another the default',
    async () => {
      const seal = signature('s1', { isDefault: true });
      const drawn = signature('s2', { kind: 'handwritten', style: null, width: 480, height: 120 });
      server.answer(
        `GET ${base}`,
        page([drawn, seal]),
        page([
          { ...drawn, isDefault: true },
          { ...seal, isDefault: false },
        ]),
      );
      server.answer(`POST ${base}/s2/default`, { data: { ...drawn, isDefault: true } });
      show();
      const cards = await screen.findAllByTestId('signature-card', {}, patience);
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByText('Handwritten')).toBeTruthy();
      expect(within(cards[0]!).getByRole('img').getAttribute('src')).toBe(`${base}/s2/image`);
      expect(within(cards[1]!).getByTestId('signature-default').textContent).toBe('Default');
      expect(within(cards[1]!).getByText('Square, framed')).toBeTruthy();
      expect(within(cards[1]!).queryByTestId('signature-set-default')).toBeNull();
      expect(screen.getByText('2 signatures')).toBeTruthy();
      fireEvent.click(within(cards[0]!).getByTestId('signature-set-default'));
      await waitFor(
        () => expect(within(screen.getAllByTestId('signature-card')[0]!).queryByTestId('signature-default')).toBeTruthy(),
        patience,
      );
      expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain(`POST ${base}/s2/default`);
    },
    patience.timeout,
  );

  it(
    'draws on the pad with pointer events and sends the pad’s PNG; saving waits for ink',
    async () => {
      server.answer(`GET ${base}`, page([]));
      server.answer(`POST ${base}/handwritten`, { data: signature('s3', { kind: 'handwritten', style: null, isDefault: true }) });
      show();
      fireEvent.click(await screen.findByTestId('signature-draw', {}, patience));
      const pad = await screen.findByTestId('signature-pad', {}, patience);
      const save = () => screen.getByTestId('signature-save') as HTMLButtonElement;
      expect(save().disabled).toBe(true);
      // jsdom draws nothing and has no canvas encoder: the pad's PNG stands in for the browser's.
      (pad as HTMLCanvasElement).toBlob = (done: BlobCallback) => done(new Blob(['png'], { type: 'image/png' }));
      fireEvent.pointerDown(pad, { pointerId: 1, button: 0, pointerType: 'touch', clientX: 20, clientY: 40 });
      fireEvent.pointerMove(pad, { pointerId: 1, pointerType: 'touch', clientX: 80, clientY: 60 });
      fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
      await waitFor(() => expect(pad.getAttribute('data-strokes')).toBe('1'), patience);
      expect(save().disabled).toBe(false);
      fireEvent.click(screen.getByTestId('signature-pad-undo'));
      await waitFor(() => expect(save().disabled).toBe(true), patience);
      fireEvent.pointerDown(pad, { pointerId: 2, button: 0, pointerType: 'mouse', clientX: 20, clientY: 40 });
      fireEvent.pointerUp(pad, { pointerId: 2, pointerType: 'mouse' });
      await waitFor(() => expect(save().disabled).toBe(false), patience);
      fireEvent.click(save());
      await waitFor(() => expect(server.calls.some((c) => c.path === `${base}/handwritten`)).toBe(true), patience);
      const sent = server.calls.find((c) => c.path === `${base}/handwritten`)!;
      expect((sent.body as FormData).get('file')).toBeInstanceOf(Blob);
    },
    patience.timeout,
  );
});
