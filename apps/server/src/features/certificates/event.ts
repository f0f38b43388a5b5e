import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { keyAlgorithmOfCode, keyStoreOf } from './ca/authority.js';
import type { NamePart } from './ca/x509.js';
import { issueAndStore } from './issue.js';
import * as q from './queries.js';

/** A short-lived certificate lasts one day; it signs for its identity only in its first hour (`event-reuse.ts`). */
const eventValidityMs = 86_400_000;

/**
 * A new event certificate (事件证书) for a signing act of a sign flow (`event-reuse.ts` decides when
 * one is needed): a new platform-held key in the key store and a certificate under the issuing CA
 * naming the signer (its common name, and for an enterprise signer the enterprise as organization),
 * valid for a day. Stored like any subscriber's
 * certificate (service type 3), so verification finds it by serial and it can be revoked; it belongs
 * to the signer's account when the flow's phone led to one, else to the flow's initiator.
 */
export async function issueEventCertificate(
  deps: Deps,
  o: { name: string; organization?: string | null; userId: string; enterpriseId: string | null; algorithm?: number },
): Promise<q.CertificateRow> {
  const algorithm = o.algorithm ?? 0;
  const id = newId(deps.clock.now());
  const { keyId, publicKey } = await keyStoreOf(deps).generate({ algorithm: keyAlgorithmOfCode(algorithm), label: `event:${id}` });
  const parts: NamePart[] = [
    { type: 'country', value: 'CN' },
    ...(o.organization ? [{ type: 'organization' as const, value: o.organization }] : []),
    { type: 'commonName', value: o.name },
  ];
  return issueAndStore(
    deps,
    id,
    { enterpriseId: o.enterpriseId, userId: o.userId, parts, owner: o.organization ? `${o.organization} ${o.name}` : o.name },
    { certType: o.organization ? 2 : 3, algorithm, validity: 0, serviceType: q.eventServiceType, keyOrigin: 'platform', publicKey, keyId },
    eventValidityMs,
  );
}
