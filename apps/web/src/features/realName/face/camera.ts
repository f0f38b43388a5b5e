import { faceVideo } from '@console/contract';

export type CameraProblem = 'noCamera' | 'denied' | 'busy' | 'unsupported' | 'failed';

// Most specific first: the server accepts WebM (VP8/VP9) and MP4; Safari only records MP4.
const candidateTypes = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

/** A container this browser can record that the server accepts, or null when there is none. */
export function pickMimeType(): string | null {
  if (typeof MediaRecorder === 'undefined') return null;
  // Older Safari has MediaRecorder without isTypeSupported; it records MP4.
  if (typeof MediaRecorder.isTypeSupported !== 'function') return 'video/mp4';
  return candidateTypes.find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** Can this page record at all? Insecure origins have no `mediaDevices`. */
export function recordingProblem(): CameraProblem | null {
  if (typeof navigator === 'undefined' || !navigator.mediaDevices?.getUserMedia) return 'unsupported';
  return pickMimeType() ? null : 'unsupported';
}

/** Names what went wrong when the camera was asked for, from the DOMException's name. */
export function cameraProblemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}

export function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
}

export function stopStream(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * Records the stream for exactly `faceVideo.recordMs` (§9: 2-3 s) and resolves with the video.
 * `signal` abandons the recording (the component went away) without resolving.
 */
export function recordClip(stream: MediaStream, mimeType: string, signal: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const recorder = new MediaRecorder(stream, { mimeType });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      if (signal.aborted) return;
      // The recorder's own type carries the codecs it chose; the requested one is the fallback.
      const type = (recorder.mimeType || mimeType).split(';')[0]!;
      resolve(new Blob(chunks, { type }));
    };
    recorder.onerror = () => reject(new Error('recording failed'));
    const timer = setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), faceVideo.recordMs);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      if (recorder.state !== 'inactive') recorder.stop();
    });
    recorder.start();
  });
}
