import type { Deps } from '../../platform/context.js';
import { type OperationLogAct, writeOperationLog } from '../../platform/audit.js';
import { newId } from '../../platform/ids.js';
import { storeSealedFile } from '../../platform/sealed-files.js';
import type * as q from './queries.js';
import type { Signer } from './signer.js';

/** A signature made and not yet recorded: its row, and the log entry that carries it (written together). */
export interface SignatureRecord {
  row: q.SignedDocumentRow;
  act: OperationLogAct;
}

/**
 * Keeps a signature made: the row (the tenant's history), the signed PDF sealed under
 * DATA_DIR/sealed/signed-documents, and the act in the operation log (by certificate serial and
 * digest — the document's content and the signer's name stay out of the log).
 */
export async function recordSignature(
  deps: Deps,
  o: {
    signer: Signer;
    actor: { userId: string; enterpriseId: string | null; ip: string; device?: string; appId?: string };
    signMode: number;
    level: string;
    fileName: string;
    digest: string;
    signed?: Buffer;
    size: number;
    channel: 'console' | 'api';
    /** The seal the signature shows, named in the log entry beside the document's digest. */
    seal?: { id: string; kind: 'enterprise' | 'personal'; label: string };
  },
): Promise<q.SignedDocumentRow> {
  const { row, act } = await signatureRecord(deps, o);
  // The row and its log entry commit together (one statement on PostgreSQL, one transaction on SQLite).
  await writeOperationLog(deps, act.entry, { withRow: act.withRow });
  return row;
}

/**
 * The record of a signature for a caller that commits it with writes of its own (the open API's
 * unit): the sealed file is stored now, the row and log entry by the caller's writer (`act`).
 */
export async function signatureRecord(deps: Deps, o: Parameters<typeof recordSignature>[1]): Promise<SignatureRecord> {
  const now = deps.clock.now();
  const id = newId(now);
  const filePath = o.signed ? await storeSealedFile(deps, { folder: 'signed-documents', id, bytes: o.signed }) : null;
  const row: q.SignedDocumentRow = {
    id,
    enterprise_id: o.signer.row.enterprise_id,
    user_id: o.actor.userId,
    certificate_id: o.signer.row.id,
    certificate_serial: o.signer.row.serial,
    cert_type: o.signer.row.cert_type,
    signer_name: o.signer.row.owner_name,
    file_name: o.fileName.slice(0, 200),
    sign_mode: o.signMode,
    level: o.level,
    algorithm: o.signer.row.algorithm,
    digest: o.digest,
    size: o.size,
    channel: o.channel,
    file_path: filePath,
    created_at: now,
  };
  // The row rides in its log entry's statement (one round trip on PostgreSQL).
  const act: OperationLogAct = {
    entry: {
      userId: o.actor.userId,
      enterpriseId: o.signer.row.enterprise_id,
      service: 'signing',
      action: o.channel === 'api' ? `api:sign` : 'sign',
      phrase: o.seal
        ? {
            key: o.channel === 'api' ? 'signing.apiSignWithSeal' : 'signing.signWithSeal',
            params: { file: row.file_name, seal: o.seal.label, appId: o.actor.appId ?? '-' },
          }
        : { key: o.channel === 'api' ? 'signing.apiSign' : 'signing.sign', params: { file: row.file_name, appId: o.actor.appId ?? '-' } },
      content:
        `mode ${o.signMode} ${o.level} serial ${o.signer.row.serial} sha256 ${o.digest}${o.actor.appId ? ` (app ${o.actor.appId})` : ''}` +
        (o.seal ? ` ${o.seal.kind === 'enterprise' ? 'seal' : 'personal signature'} ${o.seal.id} (${o.seal.label})` : ''),
      ip: o.actor.ip,
      device: o.actor.device,
    },
    withRow: { table: 'signed_documents', row },
  };
  return { row, act };
}
