import type { Certificate, CertificateApply } from '@console/contract';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { tenantOf } from '../../platform/tenant.js';
import { issueUnderIssuingCa, publishCrl } from './ca/authority.js';
import { type NamePart, type Profile, certificateParts, keyUsage, oids } from './ca/x509.js';
import { type KeyOrigin, subscriberKey } from './keys.js';
import { logCertificate } from './log.js';
import * as q from './queries.js';
import { subjectFor } from './subject.js';
import { certificateView } from './view.js';

/** Subscribers' certificates sign (documents, sign-in challenges) and authenticate clients. */
const subscriberProfile: Profile = {
  ca: false,
  usages: [keyUsage.digitalSignature, keyUsage.nonRepudiation],
  extended: [oids.clientAuth, oids.emailProtection],
};
const year = 365 * 86_400_000;
/** RFC 5280 CRLReason superseded: what renewal records for the certificate it replaces. */
const superseded = 4;

export interface IssueInput {
  certType: number;
  algorithm: number;
  validity: number;
  serviceType: number;
  keyOrigin: KeyOrigin;
  publicKey: Buffer;
  keyId: string | null;
}

/** Whose certificate it is and what it names: from the session, or from a signed application (open API). */
export interface Holder {
  enterpriseId: string | null;
  userId: string;
  parts: NamePart[];
  owner: string;
}

/** Issues under the issuing CA and stores the row (the certificate and the owner's name sealed). */
export async function issueAndStore(
  deps: Deps,
  id: string,
  holder: Holder,
  input: IssueInput,
  /** A lifetime other than the validity's years (an event certificate's day). */
  lifetimeMs?: number,
): Promise<q.CertificateRow> {
  const now = deps.clock.now();
  const issued = await issueUnderIssuingCa(deps, {
    algorithm: input.algorithm,
    subject: holder.parts,
    publicKey: input.publicKey,
    notBefore: now,
    notAfter: now + (lifetimeMs ?? (input.validity + 1) * year),
    profile: subscriberProfile,
    ocsp: true,
  });
  const row: q.CertificateRow = {
    id,
    enterprise_id: holder.enterpriseId,
    user_id: holder.userId,
    owner_name: deps.cipher.encrypt(holder.owner),
    cert_type: input.certType,
    algorithm: input.algorithm,
    validity: input.validity,
    service_type: input.serviceType,
    serial: issued.serial,
    issuer_id: issued.issuerId,
    key_origin: input.keyOrigin,
    key_id: input.keyId,
    certificate: deps.cipher.encrypt(issued.der.toString('base64')),
    not_before: now,
    not_after: issued.notAfter,
    status: 1,
    revoked_at: null,
    revoke_reason: null,
    replaced_by: null,
    reminded_days: null,
    created_at: now,
  };
  await q.insertCertificate(deps.db, row);
  return row;
}

async function issueFor(deps: Deps, caller: UserCaller, id: string, input: IssueInput): Promise<q.CertificateRow> {
  const { parts, owner } = await subjectFor(deps, caller, input.certType);
  const tenant = tenantOf(caller.user);
  const enterpriseId = tenant.kind === 'enterprise' ? tenant.enterpriseId : null;
  return issueAndStore(deps, id, { enterpriseId, userId: caller.user.userId, parts, owner }, input);
}

/** §3 service type 1: a new certificate for the session's tenant, its subject from the passed real-name record. */
export async function applyCertificate(deps: Deps, { caller, ...input }: { caller: UserCaller } & CertificateApply): Promise<Certificate> {
  const id = newId(deps.clock.now());
  // The subject is checked before a key is generated or a request read, so a refusal costs nothing.
  await subjectFor(deps, caller, input.certType);
  const key = await subscriberKey(deps, { ...input, label: `certificate:${id}`, lang: caller.lang });
  const row = await issueFor(deps, caller, id, { ...input, serviceType: 1, ...key });
  await logCertificate(deps, caller, row, 'apply');
  return certificateView(deps, row);
}

/**
 * §3 service type 2: renew for a new validity. A CSR re-keys with a new browser key; a platform key
 * is always replaced by a new one; a browser key without a CSR is certified again. The old
 * certificate is revoked as superseded and published in the CRL.
 */
export async function renewCertificate(
  deps: Deps,
  { caller, id, validity, csr }: { caller: UserCaller; id: string; validity: number; csr?: string },
): Promise<Certificate> {
  const old = await q.findOfTenant(deps.db, tenantOf(caller.user), id);
  if (!old) throw notFound();
  if (old.status !== 1) throw new AppError('certificateNotValid');
  await subjectFor(deps, caller, old.cert_type);
  const newIdValue = newId(deps.clock.now());
  const keyOrigin = csr ? 'browser' : (old.key_origin as KeyOrigin);
  const key =
    keyOrigin === 'platform' || csr
      ? await subscriberKey(deps, { algorithm: old.algorithm, keyOrigin, csr, label: `certificate:${newIdValue}`, lang: caller.lang })
      : { publicKey: certificateParts(Buffer.from(deps.cipher.decrypt(old.certificate), 'base64')).publicKey, keyId: null };
  const row = await issueFor(deps, caller, newIdValue, {
    certType: old.cert_type,
    algorithm: old.algorithm,
    validity,
    serviceType: 2,
    keyOrigin,
    ...key,
  });
  if (!(await q.markRevoked(deps.db, { id: old.id, at: deps.clock.now(), reason: superseded, replacedBy: row.id })))
    throw new AppError('certificateNotValid');
  await publishCrl(deps, old.issuer_id);
  await logCertificate(deps, caller, row, 'renew', old.serial);
  return certificateView(deps, row);
}
