import { faceVideo } from '@console/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../../app/i18n';
import { installCamera, removeCamera } from '../../../test/fakeMedia';
import { FaceRecorder } from './FaceRecorder';

const settle = () => act(async () => {});
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('FaceRecorder', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('en');
  });
  afterEach(() => {
    cleanup();
    removeCamera();
    vi.useRealTimers();
  });

  it.each([
    ['NotAllowedError', 'Access to the camera was refused'],
    ['NotFoundError', 'No camera was found on this device.'],
  ])('explains a camera refused with %s and offers the phone instead', async (name, text) => {
    installCamera(new DOMException('no', name));
    render(<FaceRecorder mode="face" onChange={() => undefined} alternative={<a href="/qr">scan a QR code</a>} />);
    await settle();
    const problem = screen.getByTestId('camera-problem');
    expect(problem.textContent).toContain(text);
    expect(problem.textContent).toContain('record the video with your phone instead');
    expect(screen.getByRole('link', { name: 'scan a QR code' })).toBeTruthy();
    expect(screen.queryByTestId('face-recorder')).toBeNull();
  });

  it('says so when the browser cannot record at all', async () => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
    render(<FaceRecorder mode="face" onChange={() => undefined} />);
    await settle();
    expect(screen.getByTestId('camera-problem').textContent).toContain('This browser cannot record video here');
  });

  it('counts down, records one clip of the contract length with the blink prompt, and releases the camera', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const media = installCamera('ok');
    const videos: (Blob | null)[] = [];
    const { unmount } = render(<FaceRecorder mode="blink" onChange={(v) => videos.push(v)} />);
    await settle();
    expect(media.askedFor).toEqual([{ video: { facingMode: 'user' }, audio: false }]);
    // The live preview shows the camera before anything is recorded.
    expect((screen.getByTestId('face-preview') as HTMLVideoElement).srcObject).toBe(media.stream);

    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    expect(screen.getByTestId('face-countdown').textContent).toBe('3');
    expect(screen.getByTestId('face-caption').textContent).toBe('Blink slowly twice');
    // One act per second: each number is its own render, which schedules the next.
    await advance(1000);
    expect(screen.getByTestId('face-countdown').textContent).toBe('2');
    await advance(1000);
    expect(screen.getByTestId('face-countdown').textContent).toBe('1');
    await advance(1000);
    expect(screen.getByTestId('face-recorder').dataset.phase).toBe('recording');
    expect(media.recorders).toHaveLength(1);
    expect(media.recorders[0]!.mimeType).toBe('video/webm;codecs=vp9');
    expect(videos).toEqual([null]);

    await advance(faceVideo.recordMs - 100);
    expect(media.recorders[0]!.stopped).toBe(false);
    await advance(100);
    expect(media.recorders[0]!.stopped).toBe(true);
    const video = videos.at(-1);
    expect(video).toBeInstanceOf(Blob);
    expect(video!.type).toBe('video/webm');
    expect(video!.size).toBeGreaterThan(0);
    expect(screen.getByTestId('face-playback')).toBeTruthy();

    // A new take withdraws the old video until it is recorded.
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    expect(videos.at(-1)).toBeNull();

    expect(media.track.stop).not.toHaveBeenCalled();
    unmount();
    expect(media.track.stop).toHaveBeenCalled();
  });
});
