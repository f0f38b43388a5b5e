import { errorCatalogue } from '@console/contract/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '../../../api/http';
import { i18next } from '../../../app/i18n';
import { installCamera, removeCamera } from './fakeMedia';
import PublicFacePage from './PublicFacePage';

const ticket = 'tk_0123456789abcdef0123';
const envelope = (data: unknown, code = 0, msg = 'ok') => new Response(JSON.stringify({ code, msg, data }), { headers: { 'content-type': 'application/json' } });

let calls: { method: string; path: string; body: BodyInit | null | undefined }[];
let toasts: string[];
let answers: Record<string, () => Response>;

const settle = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function show(path: string) {
  const router = createMemoryRouter([{ path: '/faceSwipingAuth', element: <PublicFacePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('PublicFacePage (/faceSwipingAuth on the phone)', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
  });
  beforeEach(() => {
    calls = [];
    toasts = [];
    answers = {};
    configureHttp({
      fetch: async (input, init = {}) => {
        const path = new URL(String(input), 'http://console.test').pathname;
        calls.push({ method: init.method ?? 'GET', path, body: init.body });
        const answer = answers[`${init.method ?? 'GET'} ${path}`];
        if (!answer) throw new Error(`unexpected call ${path}`);
        return answer();
      },
      notifyError: (message) => toasts.push(message),
      onSignedOut: () => undefined,
      language: () => 'en',
      text: (key) => key,
    });
  });
  afterEach(() => {
    cleanup();
    removeCamera();
    vi.useRealTimers();
  });

  it('shows an expired or used ticket as such, with the way forward, and no recorder', async () => {
    const { code } = errorCatalogue.faceTicketInvalid;
    answers[`GET /webgate/console/public/faceSwiping/${ticket}`] = () => envelope(null, code, 'This QR code has expired or was already used');
    installCamera('ok');
    show(`/faceSwipingAuth?ticket=${ticket}`);
    const state = await screen.findByTestId('ticket-invalid');
    expect(state.textContent).toContain('This QR code cannot be used');
    expect(state.textContent).toContain('Generate a new one on your computer');
    expect(screen.queryByTestId('face-recorder')).toBeNull();
    // The page says it itself; a toast on top would say it twice.
    expect(toasts).toEqual([]);
  });

  it('without a ticket in the link says the same and asks the server nothing', async () => {
    show('/faceSwipingAuth');
    expect((await screen.findByTestId('ticket-invalid')).textContent).toContain('This QR code cannot be used');
    expect(calls).toEqual([]);
  });

  it('shows whose verification it is, records, sends the video and shows the outcome', async () => {
    answers[`GET /webgate/console/public/faceSwiping/${ticket}`] = () => envelope({ mode: 'face', purpose: 'authenticate', name: '张*', expiresAt: Date.now() + 300_000 });
    answers[`POST /webgate/console/public/faceSwiping/${ticket}/video`] = () => envelope({ status: 'underReview', reason: null });
    installCamera('ok');
    show(`/faceSwipingAuth?ticket=${ticket}`);
    expect((await screen.findByTestId('public-face-name')).textContent).toBe('Verification for 张*');
    expect(screen.getByText('Look straight at the camera')).toBeTruthy();
    const send = screen.getByTestId('public-face-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    for (let i = 0; i < 3; i += 1) await advance(1000);
    await advance(3000);
    vi.useRealTimers();
    expect(screen.getByTestId('face-playback')).toBeTruthy();

    fireEvent.click(screen.getByTestId('public-face-send'));
    const outcome = await screen.findByTestId('face-outcome');
    expect(outcome.dataset.status).toBe('underReview');
    expect(outcome.textContent).toContain('You can return to your computer');
    const upload = calls.find((c) => c.method === 'POST')!;
    const sent = (upload.body as FormData).get('video') as File;
    expect(sent.type).toBe('video/webm');
    expect(sent.name).toBe('face.webm');
  });
});
