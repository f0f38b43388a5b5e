import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { faceVideo } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { inspectFaceVideo } from './video.js';

// Real Chromium MediaRecorder output at 25 fps (regenerate with test/support/fixtures/video/record.mjs).
const folder = path.join(import.meta.dirname, '../../test/support/fixtures/video');
const fixture = (name: string) => fs.readFileSync(path.join(folder, name));
const recordedMs = JSON.parse(fs.readFileSync(path.join(folder, 'recorded.json'), 'utf8')) as Record<string, number>;
const containers = fs.existsSync(path.join(folder, '2.6s.mp4')) ? (['webm', 'mp4'] as const) : (['webm'] as const);

/** The AppError a call throws; fails the test when it does not throw one. */
function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('accepted');
}

/**
 * What Chrome writes while it streams: Segment and Clusters of unknown size (all value bits set)
 * and no Duration. Made from the finished fixture by rewriting in place, so every offset stays.
 */
function asLiveRecording(webm: Buffer): Buffer {
  const copy = Buffer.from(webm);
  const everywhere = (pattern: number[], change: (at: number) => void) => {
    for (let at = copy.indexOf(Buffer.from(pattern)); at >= 0; at = copy.indexOf(Buffer.from(pattern), at + 1)) change(at);
  };
  for (const id of [
    [0x18, 0x53, 0x80, 0x67],
    [0x1f, 0x43, 0xb6, 0x75],
  ]) {
    everywhere(id, (at) => {
      // The SeekHead names the Cluster ID as data (SeekID 0x53AB); that is not an element.
      if (copy.readUIntBE(at - 3, 3) === 0x53ab84) return;
      const sizeAt = at + id.length;
      const length = Math.clz32(copy[sizeAt]!) - 23;
      copy[sizeAt] = 0xff >> (length - 1);
      copy.fill(0xff, sizeAt + 1, sizeAt + length);
    });
  }
  // Duration (0x4489, a 4- or 8-byte float) becomes a Void element (0xEC) of the same length.
  everywhere([0x44, 0x89, 0x84], (at) => copy.set([0xec, 0x85, 0x00], at));
  everywhere([0x44, 0x89, 0x88], (at) => copy.set([0xec, 0x89, 0x00], at));
  return copy;
}

describe('inspectFaceVideo on real recordings', () => {
  for (const ext of containers) {
    it(`reads a 2.6 s ${ext} recording: type by content, duration within 250 ms, frames at 25 fps`, () => {
      const name = `2.6s.${ext}`;
      const facts = inspectFaceVideo(fixture(name));
      expect(facts.type).toBe(`video/${ext}`);
      expect(Math.abs(facts.durationMs - recordedMs[name]!)).toBeLessThanOrEqual(250);
      expect(facts.frames).toBeGreaterThanOrEqual(40);
      expect(facts.frames).toBeLessThanOrEqual(80);
    });

    it(`refuses 1.0 s and 4.5 s ${ext} recordings, naming their length`, () => {
      expect(refusal(() => inspectFaceVideo(fixture(`1.0s.${ext}`)))).toMatchObject({ key: 'videoDuration', params: { seconds: '1.0' } });
      expect(refusal(() => inspectFaceVideo(fixture(`4.5s.${ext}`)))).toMatchObject({ key: 'videoDuration', params: { seconds: '4.5' } });
    });

    it(`refuses a truncated ${ext} recording as invalid`, () => {
      const whole = fixture(`2.6s.${ext}`);
      expect(refusal(() => inspectFaceVideo(whole.subarray(0, Math.floor(whole.length / 2))))).toMatchObject({ key: 'videoInvalid' });
      expect(refusal(() => inspectFaceVideo(whole.subarray(0, 200)))).toMatchObject({ key: 'videoInvalid' });
    });
  }
});

describe('inspectFaceVideo frame counts', () => {
  it('counts the frames actually recorded: a 3 fps recording of valid length has 8 or so', () => {
    const facts = inspectFaceVideo(fixture('2.6s-3fps.webm'));
    expect(Math.abs(facts.durationMs - recordedMs['2.6s-3fps.webm']!)).toBeLessThanOrEqual(250);
    expect(facts.frames).toBeGreaterThanOrEqual(6);
    expect(facts.frames).toBeLessThanOrEqual(10);
  });
});

describe('inspectFaceVideo on what Chrome streams', () => {
  it('computes the duration from cluster and block timecodes when sizes are unknown and Duration is absent', () => {
    const live = asLiveRecording(fixture('2.6s.webm'));
    expect(live.includes(Buffer.from([0x44, 0x89]))).toBe(false);
    const facts = inspectFaceVideo(live);
    expect(facts.type).toBe('video/webm');
    expect(Math.abs(facts.durationMs - recordedMs['2.6s.webm']!)).toBeLessThanOrEqual(250);
    expect(facts).toEqual(inspectFaceVideo(fixture('2.6s.webm')));
  });

  it('still refuses a live recording of the wrong length', () => {
    expect(refusal(() => inspectFaceVideo(asLiveRecording(fixture('4.5s.webm'))))).toMatchObject({
      key: 'videoDuration',
      params: { seconds: '4.5' },
    });
  });
});

describe('inspectFaceVideo refusals', () => {
  it('decides the type by content: a PNG or a text file named .webm is not a video', () => {
    const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(64)]);
    expect(refusal(() => inspectFaceVideo(png))).toMatchObject({ key: 'videoType' });
    expect(refusal(() => inspectFaceVideo(Buffer.from('just some text, saved as face.webm\n')))).toMatchObject({ key: 'videoType' });
    expect(refusal(() => inspectFaceVideo(Buffer.alloc(0)))).toMatchObject({ key: 'videoType' });
  });

  it('refuses a Matroska file that is not WebM by its DocType', () => {
    const mkv = Buffer.from(fixture('2.6s.webm'));
    const at = mkv.indexOf(Buffer.from('webm'));
    mkv.write('mkvx', at, 'latin1');
    expect(refusal(() => inspectFaceVideo(mkv))).toMatchObject({ key: 'videoType' });
  });

  it('refuses more than the size limit before reading it', () => {
    const big = Buffer.alloc(faceVideo.maxBytes + 1);
    fixture('2.6s.webm').copy(big);
    expect(refusal(() => inspectFaceVideo(big))).toMatchObject({ key: 'videoTooLarge', params: { maxMb: 8 } });
  });

  it('refuses a container without video frames', () => {
    // Unknown sizes, so cutting before the first Cluster leaves a well-formed file with no blocks.
    const header = asLiveRecording(fixture('2.6s.webm'));
    const clusterAt = header.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]));
    expect(refusal(() => inspectFaceVideo(header.subarray(0, clusterAt)))).toMatchObject({ key: 'videoInvalid' });
  });

  it('ends with a refusal, never a hang or a crash, on random and corrupted bytes', () => {
    const starts = [Buffer.alloc(0), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('00000018ftypisom', 'hex')];
    for (let round = 0; round < 300; round++) {
      const head = starts[round % starts.length]!;
      const noise = Buffer.concat([head, randomBytes(round * 7)]);
      expect(refusal(() => inspectFaceVideo(noise)).key).toMatch(/^video/);
    }
    for (const name of containers.map((ext) => `2.6s.${ext}`)) {
      const original = fixture(name);
      for (let round = 0; round < 200; round++) {
        const damaged = Buffer.from(original);
        for (let flips = 0; flips < 8; flips++)
          damaged[Math.floor(Math.random() * Math.min(damaged.length, 2000))] = Math.floor(Math.random() * 256);
        try {
          const facts = inspectFaceVideo(damaged);
          expect(facts.frames).toBeGreaterThan(0);
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
        }
      }
    }
  });
});
