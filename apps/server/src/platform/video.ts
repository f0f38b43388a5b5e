import { faceVideo } from '@console/contract';
import type { Language } from '@console/phrases';
import { AppError, fieldError } from './errors.js';
import type { UploadedFile } from './route.js';
import { inspectMp4, isMp4 } from './video-mp4.js';
import { inspectWebm, isWebm } from './video-webm.js';

/** What the server trusts about an uploaded face video: read from its bytes, never from its label. */
export interface VideoFacts {
  type: 'video/webm' | 'video/mp4';
  durationMs: number;
  frames: number;
}

/**
 * Checks a face video (§9: 2-3 s, at most 8 MB) by content: the container is recognised from its
 * magic bytes and walked with a small bounded parser, so a PNG renamed `.webm` or a truncated upload
 * is refused before any provider sees it. Throws `videoTooLarge`, `videoType`, `videoInvalid` or
 * `videoDuration`.
 */
export function inspectFaceVideo(bytes: Buffer): VideoFacts {
  if (bytes.length > faceVideo.maxBytes) throw new AppError('videoTooLarge', { maxMb: Math.round(faceVideo.maxBytes / 1024 / 1024) });
  let facts: VideoFacts;
  if (isWebm(bytes)) facts = { type: 'video/webm', ...inspectWebm(bytes) };
  else if (isMp4(bytes)) facts = { type: 'video/mp4', ...inspectMp4(bytes) };
  else throw new AppError('videoType');
  if (facts.frames === 0) throw new AppError('videoInvalid');
  // MediaRecorder stops on a timer and stamps frames as the camera delivers them, so a 2.6 s
  // recording lands a frame or two either side of the nominal length; the tolerance absorbs that
  // without letting a clearly short or long video through.
  if (facts.durationMs < faceVideo.minMs - 150 || facts.durationMs > faceVideo.maxMs + 300) {
    throw new AppError('videoDuration', { seconds: (facts.durationMs / 1000).toFixed(1) });
  }
  return facts;
}

/** An uploaded face video checked by content; a refusal names the `video` field in the caller's language. */
export function inspectVideo(file: UploadedFile | null, lang: Language): { bytes: Buffer; facts: VideoFacts } {
  if (!file || file.bytes.length === 0) throw fieldError('videoMissing', 'video', lang);
  try {
    return { bytes: file.bytes, facts: inspectFaceVideo(file.bytes) };
  } catch (error) {
    if (error instanceof AppError && error.key.startsWith('video')) throw fieldError(error.key, 'video', lang, error.params);
    throw error;
  }
}
