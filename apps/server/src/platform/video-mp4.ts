import { AppError } from './errors.js';
import type { VideoFacts } from './video.js';

/**
 * An MP4 (ISO-BMFF) face video walked box by box to a bounded depth: the video track's samples and
 * the movie's duration, fragmented recordings included (video.ts checks the result).
 */

const invalid = () => new AppError('videoInvalid');

export function isMp4(bytes: Buffer): boolean {
  return bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp';
}

const containers = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'mvex', 'moof', 'traf', 'edts']);
/** Far deeper than any real file nests the boxes read here. */
const maxDepth = 8;

interface Mp4Track {
  id?: number;
  video: boolean;
  timescale?: number;
  samples: number;
}

interface Mp4Facts {
  movieTimescale?: number;
  movieDuration?: number;
  fragmentDuration?: number;
  tracks: Mp4Track[];
  trexDefaultDuration: Map<number, number>;
  fragments: { trackId: number; samples: number; duration: number }[];
  /** The track fragment being read (tfhd precedes its truns inside one traf). */
  currentFragment: { trackId: number; defaultDuration: number | null } | null;
}

export function inspectMp4(bytes: Buffer): Omit<VideoFacts, 'type'> {
  const facts: Mp4Facts = { tracks: [], trexDefaultDuration: new Map(), fragments: [], currentFragment: null };
  walkBoxes(bytes, 0, bytes.length, 0, facts, null);

  const video = facts.tracks.find((t) => t.video);
  if (!video) throw invalid();
  const fragments = facts.fragments.filter((f) => f.trackId === video.id);
  const frames = video.samples + fragments.reduce((n, f) => n + f.samples, 0);

  let durationMs: number | null = null;
  if (facts.movieTimescale && facts.movieDuration) durationMs = (facts.movieDuration * 1000) / facts.movieTimescale;
  else if (facts.movieTimescale && facts.fragmentDuration) durationMs = (facts.fragmentDuration * 1000) / facts.movieTimescale;
  else if (video.timescale) {
    // A fragmented recording whose header was never finalised: add up the samples' own durations.
    const ticks = fragments.reduce((n, f) => n + f.duration, 0);
    if (ticks > 0) durationMs = (ticks * 1000) / video.timescale;
  }
  if (durationMs === null) throw invalid();
  return { durationMs: Math.round(durationMs), frames };
}

function walkBoxes(bytes: Buffer, start: number, end: number, depth: number, facts: Mp4Facts, track: Mp4Track | null): void {
  if (depth > maxDepth) throw invalid();
  let pos = start;
  while (pos < end) {
    if (pos + 8 > end) throw invalid();
    let size = bytes.readUInt32BE(pos);
    const type = bytes.toString('latin1', pos + 4, pos + 8);
    let header = 8;
    if (size === 1) {
      if (pos + 16 > end) throw invalid();
      const large = bytes.readBigUInt64BE(pos + 8);
      if (large > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid();
      size = Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    // A box must hold its header and fit in its parent: this is also what catches truncation.
    if (size < header || pos + size > end) throw invalid();
    const body = bytes.subarray(pos + header, pos + size);
    if (containers.has(type)) {
      if (type === 'trak') {
        const child: Mp4Track = { video: false, samples: 0 };
        facts.tracks.push(child);
        walkBoxes(bytes, pos + header, pos + size, depth + 1, facts, child);
      } else {
        walkBoxes(bytes, pos + header, pos + size, depth + 1, facts, track);
      }
    } else {
      readLeafBox(type, body, facts, track);
    }
    pos += size;
  }
}

function readLeafBox(type: string, body: Buffer, facts: Mp4Facts, track: Mp4Track | null): void {
  const need = (n: number) => {
    if (body.length < n) throw invalid();
  };
  const version = body.length ? body[0]! : 0;
  switch (type) {
    case 'mvhd':
      if (version === 1) {
        need(32);
        facts.movieTimescale = body.readUInt32BE(20);
        facts.movieDuration = safeNumber(body.readBigUInt64BE(24));
      } else {
        need(20);
        facts.movieTimescale = body.readUInt32BE(12);
        const duration = body.readUInt32BE(16);
        // All ones means "unknown" in a fragmented file.
        facts.movieDuration = duration === 0xffffffff ? 0 : duration;
      }
      break;
    case 'mehd':
      need(version === 1 ? 12 : 8);
      facts.fragmentDuration = version === 1 ? safeNumber(body.readBigUInt64BE(4)) : body.readUInt32BE(4);
      break;
    case 'tkhd':
      if (!track) break;
      need(version === 1 ? 24 : 16);
      track.id = body.readUInt32BE(version === 1 ? 20 : 12);
      break;
    case 'mdhd':
      if (!track) break;
      need(version === 1 ? 24 : 16);
      track.timescale = body.readUInt32BE(version === 1 ? 20 : 12);
      break;
    case 'hdlr':
      if (track && body.length >= 12 && body.toString('latin1', 8, 12) === 'vide') track.video = true;
      break;
    case 'vmhd':
      // Only a video track has a video media header; the fallback when hdlr is odd.
      if (track) track.video = true;
      break;
    case 'stsz':
      if (!track) break;
      need(12);
      track.samples = body.readUInt32BE(8);
      break;
    case 'trex':
      need(16);
      facts.trexDefaultDuration.set(body.readUInt32BE(4), body.readUInt32BE(12));
      break;
    case 'tfhd':
      readTfhd(body, facts);
      break;
    case 'trun':
      readTrun(body, facts);
      break;
  }
}

function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw invalid();
  return Number(value);
}

function readTfhd(body: Buffer, facts: Mp4Facts): void {
  if (body.length < 8) throw invalid();
  const flags = body.readUIntBE(1, 3);
  const trackId = body.readUInt32BE(4);
  let at = 8;
  if (flags & 0x01) at += 8;
  if (flags & 0x02) at += 4;
  let defaultDuration: number | null = null;
  if (flags & 0x08) {
    if (body.length < at + 4) throw invalid();
    defaultDuration = body.readUInt32BE(at);
  }
  facts.currentFragment = { trackId, defaultDuration: defaultDuration ?? facts.trexDefaultDuration.get(trackId) ?? null };
}

function readTrun(body: Buffer, facts: Mp4Facts): void {
  const fragment = facts.currentFragment;
  if (body.length < 8 || !fragment) throw invalid();
  const flags = body.readUIntBE(1, 3);
  const count = body.readUInt32BE(4);
  let at = 8;
  if (flags & 0x01) at += 4;
  if (flags & 0x04) at += 4;
  const perSample = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length * 4;
  if (body.length < at + count * perSample) throw invalid();
  let duration = 0;
  if (flags & 0x100) {
    for (let i = 0; i < count; i++) duration += body.readUInt32BE(at + i * perSample);
  } else {
    duration = count * (fragment.defaultDuration ?? 0);
  }
  facts.fragments.push({ trackId: fragment.trackId, samples: count, duration });
}
