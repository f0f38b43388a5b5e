import { recordStatus } from '@console/contract';
import type { SealUseChannel } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { fieldError, notFound } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { hasLiveAutoSignAuthorization, hasLiveSealGrant } from './grants/check.js';
import { markPersonalSignatureUsed, personalSignatureForSigning } from './personal/for-signing.js';
import * as q from './queries.js';
import { insertSealUses, markSealUsed } from './signing-queries.js';

/**
 * Seal images by their sealed file's path: a seal's image never changes (a new image is a new seal
 * with a new path), so signing with it again reads and unseals no file. A few dozen, most recently used kept.
 */
const images = new Map<string, Buffer>();
export async function sealImage(deps: Deps, path: string): Promise<Buffer> {
  const hit = images.get(path);
  if (hit) {
    images.delete(path);
    images.set(path, hit);
    return hit;
  }
  const png = await readSealedFile(deps, path);
  images.set(path, png);
  if (images.size > 32) images.delete(images.keys().next().value!);
  return png;
}

/** A seal or personal signature cleared to be drawn on one signature, with what the log names it by. */
export interface SealForSigning {
  id: string;
  kind: 'enterprise' | 'personal';
  /** The transparent PNG the signature shows. */
  png: Buffer;
  /** For the operation log: the seal's alias, or the kind of personal signature. */
  label: string;
  /** Whether a signed document already carried it (then `used_at` needs no marking). */
  used: boolean;
  /** Who applies an enterprise seal, for its history (`seal_uses`). */
  applier?: SealApplier & { enterpriseId: string };
}

/** The documents one signing put the seal on, and how it was reached: each is a row of the seal's history. */
export interface SealApplication {
  channel: SealUseChannel;
  documents: { name: string; sha256: string }[];
}

/** Who applies the seal: a member signing in the console, or an application signing through the open API with nobody present. */
export type SealApplier =
  { by: 'member'; userId: string; enterpriseId: string | null } | { by: 'app'; applicationId: string; enterpriseId: string };

/**
 * The one place that decides whether a seal may sign: `sealId` names an enterprise seal of
 * the applier's enterprise, or — for a member — one of their own personal signatures; anything else
 * (another tenant's seal, another person's signature) is not found. An enterprise seal signs only
 * while normal (§3: not disabled, in approval, rejected or expired), and only for a member holding a
 * live grant of it or an application holding a live auto-sign authorization for it. Refusals name
 * the `sealId` field and change nothing; the caller signs, then calls `markSealApplied`.
 */
export async function sealForSigning(deps: Deps, o: { sealId: string; applier: SealApplier; lang: Language }): Promise<SealForSigning> {
  const { sealId, applier, lang } = o;
  const now = new Date(deps.clock.now());
  // The seal and the grant (or authorization) are read together: one round trip, not two.
  const [seal, allowed] = applier.enterpriseId
    ? await Promise.all([
        q.findOfEnterprise(deps.db, applier.enterpriseId, sealId),
        applier.by === 'member'
          ? hasLiveSealGrant({ db: deps.db, sealId, userId: applier.userId, now })
          : hasLiveAutoSignAuthorization({ db: deps.db, sealId, appId: applier.applicationId, now }),
      ])
    : [undefined, false];
  if (seal) {
    if (seal.status !== recordStatus.normal) throw fieldError('signingSealNotUsable', 'sealId', lang);
    if (!allowed) throw fieldError(applier.by === 'member' ? 'signingSealGrantRequired' : 'signingSealAutoSignRequired', 'sealId', lang);
    return {
      id: seal.id,
      kind: 'enterprise',
      png: await sealImage(deps, seal.image_path),
      label: seal.alias,
      used: seal.used_at !== null,
      applier: { ...applier, enterpriseId: seal.enterprise_id },
    };
  }
  if (applier.by === 'member') {
    const personal = await personalSignatureForSigning({ ...deps, userId: applier.userId, signatureId: sealId });
    if (personal) return { id: personal.id, kind: 'personal', png: personal.png, label: 'personal signature', used: false };
  }
  throw notFound();
}

/**
 * Records that signed documents carry the seal: from then on it is kept for verification, never
 * deleted; an enterprise seal's history gains one row per document (who, which, when, how).
 */
export async function markSealApplied(deps: Deps, seal: SealForSigning, application: SealApplication): Promise<void> {
  const now = deps.clock.now();
  if (seal.kind === 'personal') {
    if (!seal.used) await markPersonalSignatureUsed({ db: deps.db, signatureId: seal.id, now });
    return;
  }
  const a = seal.applier!;
  await insertSealUses(
    deps.db,
    application.documents.map((d) => ({
      id: newId(now),
      enterprise_id: a.enterpriseId,
      seal_id: seal.id,
      applier: a.by,
      user_id: a.by === 'member' ? a.userId : null,
      application_id: a.by === 'app' ? a.applicationId : null,
      document_name: d.name.slice(0, 200),
      document_sha256: d.sha256,
      channel: application.channel,
      created_at: now,
    })),
  );
  if (!seal.used) await markSealUsed(deps.db, seal.id, now);
}
