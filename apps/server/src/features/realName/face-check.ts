import type { FaceMode } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import type { UploadedFile } from '../../platform/route.js';
import { inspectVideo } from '../../platform/video.js';
import type { VerificationOutcome } from '../../providers/identity/types.js';
import { listApplicationsOf } from './queries.js';

/**
 * The face check against a person's passed real-name record, for another capability's act (a sign
 * flow's willingness check): the video judged by content like an authentication's (refusals name
 * `video`), then the identity provider compares it with the record's name and ID number. Nothing is
 * recorded here: no application, no stored video; the caller keeps what the act needs. Null when
 * the person has no passed record.
 */
export async function faceCheckOfPassed(
  deps: Deps,
  o: { userId: string; mode: FaceMode; file: UploadedFile | null; lang: Language },
): Promise<VerificationOutcome | null> {
  const passed = (await listApplicationsOf(deps.db, o.userId)).find((r) => r.status === 'passed');
  if (!passed) return null;
  const { bytes, facts } = inspectVideo(o.file, o.lang);
  return deps.providers.identity.checkFace({
    name: deps.cipher.decrypt(passed.name_cipher),
    idNumber: deps.cipher.decrypt(passed.id_number_cipher),
    mode: o.mode,
    video: bytes,
    videoType: facts.type,
  });
}
