import { AppError } from './errors.js';
import type { VideoFacts } from './video.js';

/**
 * A WebM (EBML) face video walked with a small bounded reader: its frames and their span, from the
 * video track's blocks (video.ts checks the result).
 */

const invalid = () => new AppError('videoInvalid');

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

export function isWebm(bytes: Buffer): boolean {
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

export function inspectWebm(bytes: Buffer): Omit<VideoFacts, 'type'> {
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
