import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { isUniqueViolation } from '../../db/database.js';
import type { KeyStoreKeyRow } from '../../db/schema.js';
import {
  authorityCertificateOf,
  authorityOf,
  certificateParts,
  heldKeyRowOf,
  cmsOids,
  issueUnderIssuingCa,
  keyStoreOf,
  keyUsage,
  oids,
  signCms,
  signingCertificateV2,
} from '../certificates/index.js';
import { type HashAlgorithm, encodeTstInfo, hashAlgorithms } from './protocol.js';
import * as q from './queries.js';

const day = 86_400_000;
const year = 365 * day;

/** A TSA certificate's life, and how long before its end the next one takes over (the rotation job). */
export const tsaLifetimeMs = 5 * year;
export const tsaRenewWithinMs = 30 * day;

export interface Tsa {
  keyId: string;
  certificate: Buffer;
  issuing: Buffer;
}

const tsaOfRow = (row: q.TsaRow, issuing: Buffer): Tsa => ({
  keyId: row.key_id,
  certificate: Buffer.from(row.certificate, 'base64'),
  issuing,
});

/**
 * What a process keeps of a track's TSA between tokens, so a token does not read the issuing CA,
 * the TSA certificate and its key's row each time (three statements on every PAdES B-T signature):
 * the signing certificate with its key's row, and every generation for the verifier. Kept per
 * database handle and track, and read again when
 * - the clock leaves the kept certificate's validity (its end, or a clock set back before its start);
 * - `heldForMs` has passed since the read: another process's rotation is followed within that time
 *   (the old certificate then still has 30 days, so tokens signed with it meanwhile are sound);
 * - this process rotated (`issueTsa` forgets the track at once);
 * - the verifier meets a certificate or a signature the kept generations do not explain (a token of a
 *   generation another process issued since): it checks once more with the generations read again.
 * A failed read is not kept.
 */
const heldForMs = 5 * 60_000;
interface Held {
  readAt: number;
  notBefore: number;
  notAfter: number;
  tsa: Tsa;
  keyRow: KeyStoreKeyRow;
}
const held = new WeakMap<Deps['db'], Map<number, Promise<Held>>>();
const heldGenerations = new WeakMap<Deps['db'], Map<number, { readAt: number; rows: Promise<q.TsaRow[]> }>>();
const heldOf = <T>(map: WeakMap<Deps['db'], Map<number, T>>, db: Deps['db']) => {
  let known = map.get(db);
  if (!known) map.set(db, (known = new Map()));
  return known;
};
/** Forgets what this process keeps of a track (after it issued the track's next certificate). */
function forgetTrack(deps: Deps, caAlgorithm: number): void {
  held.get(deps.db)?.delete(caAlgorithm);
  heldGenerations.get(deps.db)?.delete(caAlgorithm);
}
const fresh = (readAt: number, now: number) => readAt <= now && now - readAt < heldForMs;

/**
 * Issues generation `after + 1` of a track's TSA certificate under our issuing CA:
 * digitalSignature + nonRepudiation, extendedKeyUsage timeStamping only and critical (RFC 3161
 * 2.3), a new key in the key store. (algorithm, generation) is unique: of two processes issuing at
 * once, one certificate lands and the other answers undefined (its key stays unused).
 */
async function issueTsa(deps: Deps, caAlgorithm: number, after: number): Promise<q.TsaRow | undefined> {
  const key = hashAlgorithms[caAlgorithm === 0 ? 1 : 2].keyAlgorithm;
  const { keyId, publicKey } = await keyStoreOf(deps).generate({ algorithm: key, label: `${key}-tsa` });
  const now = deps.clock.now();
  const issued = await issueUnderIssuingCa(deps, {
    algorithm: caAlgorithm,
    subject: [
      { type: 'country', value: 'CN' },
      { type: 'organization', value: 'E-Sign Cloud Platform' },
      { type: 'commonName', value: `E-Sign Cloud ${caAlgorithm === 0 ? 'RSA' : 'SM2'} Time-Stamping Authority` },
    ],
    publicKey,
    notBefore: now - 60_000,
    notAfter: now + tsaLifetimeMs,
    profile: {
      ca: false,
      usages: [keyUsage.digitalSignature, keyUsage.nonRepudiation],
      extended: [oids.timeStamping],
      extendedCritical: true,
    },
  });
  const row: q.TsaRow = {
    id: newId(now),
    algorithm: caAlgorithm,
    generation: after + 1,
    key_id: keyId,
    certificate: issued.der.toString('base64'),
    serial: issued.serial,
    not_before: now - 60_000,
    not_after: issued.notAfter,
    created_at: now,
  };
  try {
    await q.insertTsa(deps.db, row);
    forgetTrack(deps, caAlgorithm);
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return undefined;
  }
}

/**
 * The TSA certificate that signs now on a track (§3 algorithm 0 RSA, 1 SM2): the newest one valid
 * at the clock's time. The first is issued on first use; later ones by `rotateTsa` before the
 * current one ends (and here, should none be valid any more).
 */
export async function tsaOf(deps: Deps, caAlgorithm: number): Promise<Tsa> {
  return (await heldTsaOf(deps, caAlgorithm)).tsa;
}

/** The track's signing TSA with its key's row, as kept (see `heldForMs`) or read now. */
async function heldTsaOf(deps: Deps, caAlgorithm: number): Promise<Held> {
  const known = heldOf(held, deps.db);
  const now = deps.clock.now();
  const kept = known.get(caAlgorithm);
  if (kept) {
    const h = await kept.catch(() => undefined);
    if (h && fresh(h.readAt, now) && h.notBefore <= now && now < h.notAfter) return h;
    // Another caller may have started a new read meanwhile: share it rather than start a third.
    if (known.get(caAlgorithm) !== kept) return heldTsaOf(deps, caAlgorithm);
  }
  const reading = readTsa(deps, caAlgorithm, now);
  known.set(caAlgorithm, reading);
  reading.catch(() => {
    if (known.get(caAlgorithm) === reading) known.delete(caAlgorithm);
  });
  return reading;
}

async function readTsa(deps: Deps, caAlgorithm: number, now: number): Promise<Held> {
  // A CA's certificate is never rewritten: read once per handle (certificates' own cache).
  const issuing = await authorityCertificateOf(deps, caAlgorithm, 'issuing');
  for (let attempt = 0; attempt < 3; attempt++) {
    const row =
      (await q.currentTsa(deps.db, caAlgorithm, now)) ??
      (await issueTsa(deps, caAlgorithm, (await q.newestTsa(deps.db, caAlgorithm))?.generation ?? 0));
    // undefined: another process made it first; read theirs.
    if (row)
      return {
        readAt: now,
        notBefore: Number(row.not_before),
        notAfter: Number(row.not_after),
        tsa: tsaOfRow(row, issuing),
        keyRow: await heldKeyRowOf(deps, row.key_id),
      };
  }
  throw new Error(`no valid TSA certificate for algorithm ${caAlgorithm}`);
}

/**
 * Every certificate a track's TSA has had, newest first, with its validity: a token is checked
 * against the one that signed it, so tokens from before a rotation still verify. Kept as the signing
 * one (see `heldForMs`); `reread` reads them now (the verifier, for a token they do not explain).
 */
export async function tsaCertificatesOf(
  deps: Deps,
  caAlgorithm: number,
  o: { reread?: boolean } = {},
): Promise<{ certificate: Buffer; notBefore: number; notAfter: number }[]> {
  const known = heldOf(heldGenerations, deps.db);
  const now = deps.clock.now();
  let kept = known.get(caAlgorithm);
  if (o.reread || !kept || !fresh(kept.readAt, now)) {
    const rows = q.tsaCertificates(deps.db, caAlgorithm);
    const entry = (kept = { readAt: now, rows });
    known.set(caAlgorithm, entry);
    rows.catch(() => {
      if (known.get(caAlgorithm) === entry) known.delete(caAlgorithm);
    });
  }
  return (await kept.rows).map((row) => ({
    certificate: Buffer.from(row.certificate, 'base64'),
    notBefore: row.not_before,
    notAfter: row.not_after,
  }));
}

/**
 * The rotation: when a track's newest TSA certificate has less than `tsaRenewWithinMs` left, the
 * next generation is issued and signs from then on; the old one stays, so its tokens still verify.
 * A track with no certificate yet gets its first on first use. Never past the issuing CA's own end
 * (the last certificate serves out its time). Of two rotations at once, one certificate lands.
 */
export async function rotateTsa(deps: Deps, caAlgorithm: number): Promise<'rotated' | 'current' | 'none'> {
  const newest = await q.newestTsa(deps.db, caAlgorithm);
  if (!newest) return 'none';
  const now = deps.clock.now();
  if (newest.not_after - now > tsaRenewWithinMs) return 'current';
  const issuing = await authorityOf(deps, caAlgorithm, 'issuing');
  if (newest.not_after >= issuing.row.not_after) return 'current';
  return (await issueTsa(deps, caAlgorithm, newest.generation)) ? 'rotated' : 'current';
}

/** The rotation job: each track whose TSA certificate nears its end gets the next one. */
export async function rotateTsaCertificates(deps: Deps, log: FastifyBaseLogger): Promise<void> {
  for (const caAlgorithm of [0, 1]) {
    const outcome = await rotateTsa(deps, caAlgorithm);
    if (outcome === 'rotated') log.info({ caAlgorithm }, 'TSA certificate rotated');
  }
}

export interface IssuedToken {
  /** The TimeStampToken (ContentInfo{SignedData}), DER. */
  token: Buffer;
  serial: string;
  genTime: number;
}

/**
 * Issues an RFC 3161 TimeStampToken over `digest` (SHA-256 for hash algorithm 1, SM3 for 2),
 * signed by the track's TSA with an ESSCertIDv2 signed attribute. Serial numbers are random 127-bit
 * integers recorded in `timestamp_tokens`, whose key makes them unique. `certReq` false leaves the
 * certificates out, as RFC 3161 asks when the requester did not ask for them.
 */
export async function issueTimestampToken(
  deps: Deps,
  o: { digest: Buffer; hashAlgorithm: HashAlgorithm; nonce?: Buffer; certReq?: boolean; enterpriseId?: string },
): Promise<IssuedToken> {
  const track = hashAlgorithms[o.hashAlgorithm];
  if (o.digest.length !== 32) throw new Error('a time-stamp digest is 32 bytes');
  const { tsa, keyRow } = await heldTsaOf(deps, track.caAlgorithm);
  const genTime = Math.floor(deps.clock.now() / 1000) * 1000;
  for (;;) {
    const serialBytes = randomBytes(16);
    serialBytes[0] = (serialBytes[0]! & 0x7f) | 0x10;
    const serial = serialBytes.toString('hex');
    try {
      await q.insertToken(deps.db, {
        serial,
        hash_algorithm: o.hashAlgorithm,
        digest: o.digest.toString('hex'),
        gen_time: genTime,
        enterprise_id: o.enterpriseId ?? null,
      });
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
    const tstInfo = encodeTstInfo({
      hashAlgorithm: o.hashAlgorithm,
      digest: o.digest,
      serial: serialBytes,
      genTime,
      nonce: o.nonce,
      tsaName: certificateParts(tsa.certificate).subject,
    });
    const token = await signCms({
      keyStore: keyStoreOf(deps, keyRow),
      signer: { keyId: tsa.keyId, certificate: tsa.certificate, algorithm: track.keyAlgorithm },
      chain: [tsa.issuing],
      omitCertificates: o.certReq === false,
      contentType: cmsOids.tstInfo,
      content: tstInfo,
      signingTime: genTime,
      signedAttributes: [signingCertificateV2(tsa.certificate, track.keyAlgorithm)],
    });
    return { token, serial, genTime };
  }
}
