import { errorCatalogue } from '@console/contract/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { installCamera, removeCamera } from '../../../test/fakeMedia';
import { fakeServer } from '../../../test/fakeServer';
import PublicFacePage from './PublicFacePage';

const ticket = 'tk_0123456789abcdef0123';
let server: ReturnType<typeof fakeServer>;

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

// Recording steps fake timers through antd renders: over vitest's 5 s default on a loaded machine.
describe('PublicFacePage (/faceSwipingAuth on the phone)', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
  });
  beforeEach(() => {
    server = fakeServer();
  });
  afterEach(() => {
    cleanup();
    removeCamera();
    vi.useRealTimers();
  });

  it('shows an expired or used ticket as such, with the way forward, and no recorder', async () => {
    const { code } = errorCatalogue.faceTicketInvalid;
    server.answer(`GET /webgate/console/public/faceSwiping/${ticket}`, { code, msg: 'This QR code has expired or was already used' });
    installCamera('ok');
    show(`/faceSwipingAuth?ticket=${ticket}`);
    const state = await screen.findByTestId('ticket-invalid');
    expect(state.textContent).toContain('This QR code cannot be used');
    expect(state.textContent).toContain('Generate a new one on your computer');
    expect(screen.queryByTestId('face-recorder')).toBeNull();
    // The page says it itself; a toast on top would say it twice.
    expect(server.toasts).toEqual([]);
  });

  it('without a ticket in the link says the same and asks the server nothing', async () => {
    show('/faceSwipingAuth');
    expect((await screen.findByTestId('ticket-invalid')).textContent).toContain('This QR code cannot be used');
    expect(server.calls).toEqual([]);
  });

  it('shows whose verification it is, records, sends the video and shows the outcome', async () => {
    server.answer(`GET /webgate/console/public/faceSwiping/${ticket}`, {
      data: { mode: 'face', purpose: 'authenticate', name: '张*', expiresAt: Date.now() + 300_000 },
    });
    server.answer(`POST /webgate/console/public/faceSwiping/${ticket}/video`, { data: { status: 'underReview', reason: null } });
    installCamera('ok');
    show(`/faceSwipingAuth?ticket=${ticket}`);
    expect((await screen.findByTestId('public-face-name')).textContent).toBe('Verification for 张*');
    expect(screen.getByText('Look straight at the camera')).toBeTruthy();
    const send = screen.getByTestId('public-face-send') as HTMLButtonElement;
    expect(send.disabled).toBe(true);

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    await settle();
    fireEvent.click(screen.getByText('Start recording').closest('button')!);
    for (let i = 0; i < 3; i += 1) await advance(1000);
    await advance(3000);
    vi.useRealTimers();
    expect(screen.getByTestId('face-playback')).toBeTruthy();

    fireEvent.click(screen.getByTestId('public-face-send'));
    const outcome = await screen.findByTestId('face-outcome');
    expect(outcome.dataset.status).toBe('underReview');
    expect(outcome.textContent).toContain('You can return to your computer');
    const upload = server.calls.find((c) => c.method === 'POST')!;
    const sent = (upload.body as FormData).get('video') as File;
    expect(sent.type).toBe('video/webm');
    expect(sent.name).toBe('face.webm');
  });
});
