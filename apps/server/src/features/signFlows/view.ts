import { type SignFlowDetail, type SignFlowSummary, signFlowStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { maskEmail, maskName, maskPhone, openPhone } from '../../platform/personal-data.js';
import * as q from './queries.js';

type Status = SignFlowSummary['status'];
type SignerStatus = SignFlowDetail['signers'][number]['status'];

export const summaryOf = (f: q.FlowRow): SignFlowSummary => ({
  id: f.id,
  title: f.title,
  status: f.status as Status,
  deadlineAt: Number(f.deadline_at),
  createdAt: Number(f.created_at),
  finishedAt: f.finished_at === null ? null : Number(f.finished_at),
});

/** The masked phone, else the masked e-mail, of a signer or CC recipient. */
export function contactOf(deps: Pick<Deps, 'cipher'>, r: { phone_cipher: string | null; email_cipher: string | null }): string {
  const phone = openPhone(deps, r.phone_cipher);
  if (phone) return maskPhone(phone);
  return r.email_cipher ? maskEmail(deps.cipher.decrypt(r.email_cipher)) : '';
}

export const fieldView = (f: q.FieldRow) => ({
  id: f.id,
  documentId: f.document_id,
  kind: f.kind as 'seal' | 'signature' | 'date',
  page: f.page,
  x: Number(f.x),
  y: Number(f.y),
  width: Number(f.width),
  height: Number(f.height),
  keyword: f.keyword,
});

export const documentView = (d: q.DocumentRow) => ({ id: d.id, name: d.name, pages: d.pages, size: Number(d.size), sha256: d.sha256 });

/** A flow's rows its caller holds already, as their reads order them (`detailOf` reads only the others). */
export interface KnownRows {
  documents?: q.DocumentRow[];
  signers?: q.SignerRow[];
  fields?: q.FieldRow[];
  ccs?: q.CcRow[];
}

/** A flow with its parts, personal data masked. */
export async function detailOf(deps: Deps, f: q.FlowRow, known: KnownRows = {}): Promise<SignFlowDetail> {
  const [documents, signers, fields, ccs] = await Promise.all([
    known.documents ?? q.documentsOf(deps.db, f.id),
    known.signers ?? q.signersOf(deps.db, f.id),
    known.fields ?? q.fieldsOf(deps.db, f.id),
    known.ccs ?? q.ccsOf(deps.db, f.id),
  ]);
  return {
    ...summaryOf(f),
    message: f.message,
    startedAt: f.started_at === null ? null : Number(f.started_at),
    endReason: f.end_reason,
    evidenceCode: f.evidence_code,
    documents: documents.map(documentView),
    signers: signers.map((s) => ({
      id: s.id,
      kind: s.kind as 'person' | 'enterprise',
      name: maskName(deps.cipher.decrypt(s.name_cipher)),
      enterpriseName: s.enterprise_name,
      contact: contactOf(deps, s),
      group: s.group_no,
      status: s.status as SignerStatus,
      signedAt: s.signed_at === null ? null : Number(s.signed_at),
      rejectReason: s.reject_reason,
      remindedAt: s.reminded_at === null ? null : Number(s.reminded_at),
      unnotified: f.status === signFlowStatus.inProgress && s.status === 'toSign' && s.link_hash === null,
      fields: fields.filter((x) => x.signer_id === s.id).map(fieldView),
    })),
    ccs: ccs.map((c) => ({ id: c.id, name: maskName(deps.cipher.decrypt(c.name_cipher)), contact: contactOf(deps, c) })),
  };
}
