import type { KeyStoreKeyRow } from '../../../db/schema.js';
import type { Deps } from '../../../platform/context.js';
import { newId } from '../../../platform/ids.js';
import { isUniqueViolation } from '../../../db/database.js';
import { authorityById, authorityRow, insertAuthority, nextCrlNumber, revokedBy, storeCrl } from './authority-queries.js';
import { type KeyAlgorithm, type KeyStore, localKeyStore } from './keystore.js';
import { type NamePart, type Profile, certificateParts, encodeName, keyUsage, newSerial, signed, tbsCertificate, tbsCrl } from './x509.js';

const day = 86_400_000;
const year = 365 * day;

/** §3's algorithm codes and the key algorithm and URL segment of each. */
export const algorithms = [
  { code: 0, key: 'rsa2048', segment: 'rsa', label: 'RSA' },
  { code: 1, key: 'sm2', segment: 'sm2', label: 'SM2' },
] as const satisfies readonly { code: number; key: KeyAlgorithm; segment: string; label: string }[];
export type AlgorithmCode = (typeof algorithms)[number]['code'];
export type AuthorityRole = 'root' | 'issuing';

export const keyAlgorithmOfCode = (code: number): KeyAlgorithm => algorithms.find((a) => a.code === code)!.key;
const segmentOf = (code: number) => algorithms.find((a) => a.code === code)!.segment;

/**
 * The key store every signature goes through (the local sealed store for now; an HSM adapter later,
 * which would ignore `readAlready`, the key row a signer read with its certificate).
 */
export const keyStoreOf = (deps: Pick<Deps, 'db' | 'cipher' | 'clock'>, readAlready?: KeyStoreKeyRow | null): KeyStore =>
  localKeyStore(deps, readAlready);

/** Where the server publishes an authority's certificate and CRL (the `pki*` public routes). */
export const pkiUrl = (deps: Pick<Deps, 'config'>, algorithm: number, role: AuthorityRole, file: 'certificate' | 'crl') =>
  `${deps.config.publicUrl}/webgate/pki/${segmentOf(algorithm)}/${role}/${file}`;

/** The track's OCSP responder (`POST` a DER request, or `GET` it base64 under this path). */
export const ocspUrl = (deps: Pick<Deps, 'config'>, algorithm: number) =>
  `${deps.config.publicUrl}/webgate/pki/${segmentOf(algorithm)}/ocsp`;

const caProfile = (pathLength?: number): Profile => ({ ca: true, pathLength, usages: [keyUsage.keyCertSign, keyUsage.cRLSign] });

const caName = (algorithm: number, role: AuthorityRole): NamePart[] => [
  { type: 'country', value: 'CN' },
  { type: 'organization', value: 'E-Sign Cloud Platform' },
  {
    type: 'commonName',
    value: `E-Sign Cloud ${algorithms.find((a) => a.code === algorithm)!.label} ${role === 'root' ? 'Root CA' : 'Issuing CA'}`,
  },
];

/**
 * Creates the root and the issuing CA of each algorithm on first start: a self-signed root (20
 * years) and an issuing CA under it (10 years, path length 0) whose certificate names the root's CRL
 * and certificate URLs. Two processes starting at once: the unique (algorithm, role) keeps one.
 */
export async function ensureAuthorities(deps: Deps): Promise<void> {
  for (const { code } of algorithms) {
    const root = (await authorityRow(deps.db, code, 'root')) ?? (await createAuthority(deps, code, 'root'));
    if (!(await authorityRow(deps.db, code, 'issuing'))) await createAuthority(deps, code, 'issuing', root.id);
  }
}

async function createAuthority(deps: Deps, algorithm: number, role: AuthorityRole, parentId?: string) {
  const store = keyStoreOf(deps);
  const key = keyAlgorithmOfCode(algorithm);
  const { keyId, publicKey } = await store.generate({ algorithm: key, label: `${segmentOf(algorithm)}-${role}-ca` });
  const now = deps.clock.now();
  const subject = encodeName(caName(algorithm, role));
  const parent = parentId ? await authorityById(deps.db, parentId) : undefined;
  const parentCert = parent ? certificateParts(Buffer.from(parent.certificate, 'base64')) : undefined;
  const serial = newSerial();
  const notAfter = now + (role === 'root' ? 20 : 10) * year;
  const tbs = tbsCertificate({
    serial,
    subject,
    issuer: parentCert?.subject ?? subject,
    notBefore: now - 60_000,
    notAfter,
    subjectPublicKey: publicKey,
    issuerPublicKey: parentCert?.publicKey ?? publicKey,
    algorithm: key,
    profile: caProfile(role === 'root' ? undefined : 0),
    crlUrl: parent ? pkiUrl(deps, algorithm, 'root', 'crl') : undefined,
    caIssuersUrl: parent ? pkiUrl(deps, algorithm, 'root', 'certificate') : undefined,
  });
  const certificate = signed(tbs, key, await store.sign(parent?.key_id ?? keyId, tbs));
  const row = {
    id: newId(now),
    algorithm,
    role,
    key_id: keyId,
    certificate: certificate.toString('base64'),
    serial,
    not_before: now - 60_000,
    not_after: notAfter,
    crl_number: 0,
    crl_published_number: 0,
    crl: null,
    crl_at: null,
    created_at: now,
  };
  try {
    await insertAuthority(deps.db, row);
    return row;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await authorityRow(deps.db, algorithm, role))!;
  }
}

/** An authority (root or issuing CA of an algorithm) as DER with its row, created first if start did not. */
export async function authorityOf(deps: Deps, algorithm: number, role: AuthorityRole) {
  let row = await authorityRow(deps.db, algorithm, role);
  if (!row) {
    await ensureAuthorities(deps);
    row = await authorityRow(deps.db, algorithm, role);
  }
  if (!row) throw new Error(`no ${role} CA for algorithm ${algorithm}`);
  return { row, der: Buffer.from(row.certificate, 'base64') };
}

/**
 * An authority's certificate (DER), read once per database handle: a CA's certificate is never
 * rewritten (only its CRL and CRL number change), and every signature carries its chain.
 */
const certificates = new WeakMap<Deps['db'], Map<string, Promise<Buffer>>>();
export function authorityCertificateOf(deps: Deps, algorithm: number, role: AuthorityRole): Promise<Buffer> {
  let known = certificates.get(deps.db);
  if (!known) certificates.set(deps.db, (known = new Map()));
  const key = `${algorithm}:${role}`;
  let der = known.get(key);
  if (!der) {
    der = authorityOf(deps, algorithm, role).then((a) => a.der);
    known.set(key, der);
    // A failed read (a database hiccup) is not remembered.
    der.catch(() => known.delete(key));
  }
  return der;
}

export interface IssueOptions {
  algorithm: number;
  subject: readonly NamePart[];
  /** SubjectPublicKeyInfo DER of the subscriber's key (from a CSR or the key store). */
  publicKey: Buffer;
  notBefore: number;
  notAfter: number;
  profile: Profile;
  /** Name the track's OCSP responder in the AIA (subscribers' certificates; not the responder's own). */
  ocsp?: boolean;
}

/**
 * Issues a certificate under the algorithm's issuing CA, with its CRL distribution point and
 * caIssuers URL. Also what a TSA certificate comes from later (profile with timeStamping, critical).
 */
export async function issueUnderIssuingCa(
  deps: Deps,
  o: IssueOptions,
): Promise<{ der: Buffer; serial: string; issuerId: string; notAfter: number }> {
  const { row, der } = await authorityOf(deps, o.algorithm, 'issuing');
  const issuer = certificateParts(der);
  const key = keyAlgorithmOfCode(o.algorithm);
  const serial = newSerial();
  // A certificate never outlives its issuer.
  const notAfter = Math.min(o.notAfter, row.not_after);
  const tbs = tbsCertificate({
    serial,
    subject: encodeName(o.subject),
    issuer: issuer.subject,
    notBefore: o.notBefore,
    notAfter,
    subjectPublicKey: o.publicKey,
    issuerPublicKey: issuer.publicKey,
    algorithm: key,
    profile: o.profile,
    crlUrl: pkiUrl(deps, o.algorithm, 'issuing', 'crl'),
    caIssuersUrl: pkiUrl(deps, o.algorithm, 'issuing', 'certificate'),
    ocspUrl: o.ocsp ? ocspUrl(deps, o.algorithm) : undefined,
  });
  return { der: signed(tbs, key, await keyStoreOf(deps).sign(row.key_id, tbs)), serial, issuerId: row.id, notAfter };
}

const crlLifetime = day;

/**
 * Signs and stores a fresh CRL of the authority (next update in 24 hours): called after every
 * revocation has committed, so a revoked serial is published at once, and when the stored one is
 * half-way to its next update. Two revocations at once: the CRL number is taken before the revoked
 * list is read, so a higher number always lists every revocation committed before it was taken (the
 * one of the publisher that took it included), and a CRL is stored only over a lower-numbered one —
 * the last stored is the highest, and misses nothing. A publisher that finds a newer CRL stored
 * answers that one.
 */
export async function publishCrl(deps: Deps, authorityId: string): Promise<Buffer> {
  const row = (await authorityById(deps.db, authorityId))!;
  const issuer = certificateParts(Buffer.from(row.certificate, 'base64'));
  const key = keyAlgorithmOfCode(row.algorithm);
  const now = deps.clock.now();
  const crlNumber = await nextCrlNumber(deps.db, authorityId);
  const revoked = await revokedBy(deps.db, authorityId);
  const tbs = tbsCrl({
    issuer: issuer.subject,
    issuerPublicKey: issuer.publicKey,
    algorithm: key,
    thisUpdate: now,
    nextUpdate: now + crlLifetime,
    crlNumber,
    revoked: revoked.map((r) => ({ serial: r.serial, revokedAt: r.revoked_at!, reason: r.revoke_reason ?? 0 })),
  });
  const crl = signed(tbs, key, await keyStoreOf(deps).sign(row.key_id, tbs));
  if (await storeCrl(deps.db, { id: authorityId, crl: crl.toString('base64'), at: now, crlNumber })) return crl;
  const newer = await authorityById(deps.db, authorityId);
  return newer?.crl ? Buffer.from(newer.crl, 'base64') : crl;
}

/** The authority's current CRL, republished when missing or older than half its lifetime. */
export async function currentCrl(deps: Deps, algorithm: number, role: AuthorityRole): Promise<Buffer> {
  const { row } = await authorityOf(deps, algorithm, role);
  if (row.crl && row.crl_at !== null && deps.clock.now() - row.crl_at < crlLifetime / 2) return Buffer.from(row.crl, 'base64');
  return publishCrl(deps, row.id);
}
