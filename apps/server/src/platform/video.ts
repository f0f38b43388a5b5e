import { faceVideo } from '@console/contract';
import type { Language } from '@console/phrases';
import { AppError, fieldError } from './errors.js';
import type { UploadedFile } from './route.js';

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

const invalid = () => new AppError('videoInvalid');

// ---- WebM (EBML) ---------------------------------------------------------------------------------

const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  cluster: 0x1f43b675,
  clusterTimecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/**
 * Masters whose children are read in place. Element IDs are unique across Matroska's levels, so a
 * flat scan that steps into these and over everything else sees every element it needs, and it
 * copes with Chrome's live recordings, whose Segment and Clusters have unknown sizes.
 */
const entered = new Set<number>([ID.ebml, ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

function isWebm(bytes: Buffer): boolean {
  if (bytes.length < 4 || !bytes.subarray(0, 4).equals(EBML_MAGIC)) return false;
  try {
    // The EBML header is small; its DocType says which Matroska flavour follows.
    const header = readElementHeader(bytes, 0);
    const end = Math.min(bytes.length, header.dataStart + (header.size ?? 0));
    let pos = header.dataStart;
    while (pos < end) {
      const child = readElementHeader(bytes, pos);
      if (child.size === null) return false;
      if (child.id === ID.docType)
        return bytes.toString('latin1', child.dataStart, child.dataStart + child.size).replace(/\0+$/, '') === 'webm';
      pos = child.dataStart + child.size;
    }
  } catch {
    return false;
  }
  return false;
}

interface ElementHeader {
  id: number;
  /** null: unknown size (all value bits set), allowed for Segment and Cluster only. */
  size: number | null;
  dataStart: number;
}

function vintLength(first: number, max: number): number {
  for (let length = 1; length <= max; length++) if (first & (0x80 >> (length - 1))) return length;
  throw invalid();
}

function readElementHeader(bytes: Buffer, pos: number): ElementHeader {
  if (pos >= bytes.length) throw invalid();
  const idLength = vintLength(bytes[pos]!, 4);
  if (pos + idLength > bytes.length) throw invalid();
  let id = 0;
  for (let i = 0; i < idLength; i++) id = id * 256 + bytes[pos + i]!;
  const sizeAt = pos + idLength;
  if (sizeAt >= bytes.length) throw invalid();
  const sizeLength = vintLength(bytes[sizeAt]!, 8);
  if (sizeAt + sizeLength > bytes.length) throw invalid();
  let size = bytes[sizeAt]! & (0xff >> sizeLength);
  let allOnes = size === 0xff >> sizeLength;
  for (let i = 1; i < sizeLength; i++) {
    const b = bytes[sizeAt + i]!;
    allOnes &&= b === 0xff;
    size = size * 256 + b;
  }
  if (allOnes) return { id, size: null, dataStart: sizeAt + sizeLength };
  if (!Number.isSafeInteger(size)) throw invalid();
  return { id, size, dataStart: sizeAt + sizeLength };
}

function readUint(bytes: Buffer, start: number, size: number): number {
  if (size < 1 || size > 6) throw invalid();
  return bytes.readUIntBE(start, size);
}

function inspectWebm(bytes: Buffer): Omit<VideoFacts, 'type'> {
  let timecodeScaleNs = 1_000_000;
  const tracks: { number?: number; type?: number }[] = [];
  let clusterTimecode: number | null = null;
  const blocks: { track: number; time: number }[] = [];

  const readBlock = (start: number, size: number) => {
    if (clusterTimecode === null || size < 4) throw invalid();
    const trackLength = vintLength(bytes[start]!, 8);
    if (trackLength + 3 > size) throw invalid();
    const relative = bytes.readInt16BE(start + trackLength);
    blocks.push({ track: readTrackNumber(bytes, start, trackLength), time: clusterTimecode + relative });
  };

  let pos = 0;
  // Every step moves forward by at least one header, so the scan ends on any input.
  while (pos < bytes.length) {
    const { id, size, dataStart } = readElementHeader(bytes, pos);
    if (entered.has(id)) {
      if (size !== null && dataStart + size > bytes.length) throw invalid();
      if (size === null && id !== ID.segment && id !== ID.cluster) throw invalid();
      if (id === ID.trackEntry) tracks.push({});
      if (id === ID.cluster) clusterTimecode = null;
      pos = dataStart;
      continue;
    }
    if (size === null || dataStart + size > bytes.length) throw invalid();
    switch (id) {
      case ID.timecodeScale:
        timecodeScaleNs = readUint(bytes, dataStart, size);
        if (timecodeScaleNs === 0) throw invalid();
        break;
      case ID.trackNumber:
        if (tracks.length) tracks.at(-1)!.number = readUint(bytes, dataStart, size);
        break;
      case ID.trackType:
        if (tracks.length) tracks.at(-1)!.type = readUint(bytes, dataStart, size);
        break;
      case ID.clusterTimecode:
        clusterTimecode = readUint(bytes, dataStart, size);
        break;
      case ID.simpleBlock:
      case ID.block:
        readBlock(dataStart, size);
        break;
    }
    pos = dataStart + size;
  }

  // TrackType 1 is video; a file that does not say is taken to hold its video first.
  const videoTrack = tracks.find((t) => t.type === 1)?.number ?? tracks[0]?.number ?? blocks[0]?.track;
  const times = blocks
    .filter((b) => b.track === videoTrack)
    .map((b) => b.time)
    .sort((a, b) => a - b);
  // Chrome writes no Duration, so the length is the span of the frames plus one frame's interval
  // (the last frame is shown for that long too). A file without frames is refused before its
  // Duration element would matter.
  if (times.length === 0) return { durationMs: 0, frames: 0 };
  const span = times.at(-1)! - times[0]!;
  const interval = times.length > 1 ? span / (times.length - 1) : 0;
  return { durationMs: Math.round(((span + interval) * timecodeScaleNs) / 1_000_000), frames: times.length };
}

function readTrackNumber(bytes: Buffer, start: number, length: number): number {
  let value = bytes[start]! & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + bytes[start + i]!;
  return value;
}

// ---- MP4 (ISO-BMFF) -------------------------------------------------------------------------------

function isMp4(bytes: Buffer): boolean {
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

function inspectMp4(bytes: Buffer): Omit<VideoFacts, 'type'> {
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
