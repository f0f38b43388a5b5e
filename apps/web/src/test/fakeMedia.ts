import { vi } from 'vitest';

/**
 * jsdom has neither a camera nor MediaRecorder: tests put these stand-ins on the window. The fake
 * recorder hands out a real Blob when stopped, as a browser does once its recording ends.
 */
export interface FakeMedia {
  track: { stop: ReturnType<typeof vi.fn> };
  recorders: { mimeType: string; stopped: boolean }[];
  askedFor: MediaStreamConstraints[];
  stream: MediaStream;
}

export function installCamera(outcome: 'ok' | DOMException): FakeMedia {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const media: FakeMedia = { track, recorders: [], askedFor: [], stream };
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: (constraints: MediaStreamConstraints) => {
        media.askedFor.push(constraints);
        return outcome === 'ok' ? Promise.resolve(stream) : Promise.reject(outcome);
      },
    },
  });

  class FakeRecorder {
    static isTypeSupported = (type: string) => type.startsWith('video/webm');
    state: 'inactive' | 'recording' = 'inactive';
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    readonly mimeType: string;
    private readonly record: { mimeType: string; stopped: boolean };
    constructor(_stream: MediaStream, options: { mimeType: string }) {
      this.mimeType = options.mimeType;
      this.record = { mimeType: options.mimeType, stopped: false };
      media.recorders.push(this.record);
    }
    start() {
      this.state = 'recording';
    }
    stop() {
      this.state = 'inactive';
      this.record.stopped = true;
      this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], { type: this.mimeType }) });
      this.onstop?.();
    }
  }
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  // jsdom has no object URLs; the playback element only needs a string.
  URL.createObjectURL = () => 'blob:face-video';
  URL.revokeObjectURL = () => undefined;
  return media;
}

export function removeCamera(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
}
