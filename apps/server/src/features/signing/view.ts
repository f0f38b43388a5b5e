import type { SignedDocument } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskName } from '../../platform/personal-data.js';
import type { SignedDocumentRow } from './queries.js';

/** A person signer's name is masked (personal data); an enterprise's is not. */
export function signedDocumentView(deps: Pick<Deps, 'cipher'>, row: SignedDocumentRow): SignedDocument {
  const signer = deps.cipher.decrypt(row.signer_name);
  return {
    id: row.id,
    fileName: row.file_name,
    signMode: row.sign_mode,
    level: row.level,
    algorithm: row.algorithm,
    certificateSerial: row.certificate_serial,
    signer: row.cert_type === 1 ? signer : maskName(signer),
    digest: row.digest,
    size: Number(row.size),
    channel: row.channel as SignedDocument['channel'],
    createdAt: Number(row.created_at),
  };
}
