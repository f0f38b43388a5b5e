import type { SignFlowSignerInput } from '@console/contract';
import type { Language } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { fieldError } from '../../platform/errors.js';
import type { FillField } from '../../platform/pdf-fill.js';
import { checkDeadline, checkSignerContact, documentRow, newFlowRow, saveDocument, signerRows } from './draft.js';
import { type Actor, flowEvent } from './events.js';
import * as q from './queries.js';

/**
 * A draft flow from a PDF another capability prepared (a template's, its values drawn in): one
 * document, signers with their fields on it. Everything is checked before anything is written — the
 * deadline, each signer's contact (`${at(i)}phone`), the order groups without a gap, each field on
 * its page — so a refusal leaves nothing behind. Answers the draft's id; the caller starts it (the
 * console's `startFlow` or the metered `apiStartFlow`).
 */
export interface PreparedFlow {
  origin: { enterpriseId: string | null; userId: string; applicationId: string | null };
  title: string;
  message?: string | undefined;
  deadlineAt: number;
  /** `pageSizes`: the document's pages as readFlowPdf reads them, when the preparer has them (saves parsing it again). */
  document: { bytes: Buffer; fileName: string; pages: number; pageSizes?: { width: number; height: number }[] | undefined };
  signers: (Omit<SignFlowSignerInput, 'fields'> & {
    fields: Omit<SignFlowSignerInput['fields'][number], 'documentId'>[];
    /** Fill-in fields on the document this signer fills on the hosted page before it signs. */
    fills?: FillField[];
  })[];
  lang: Language;
  /** Where signer `i`'s refusals point in the caller's input (`parties.0.`). */
  at: (i: number) => string;
}

export async function createPreparedDraft(deps: Deps, o: PreparedFlow): Promise<string> {
  const { lang } = o;
  checkDeadline(deps, o.deadlineAt, lang);
  o.signers.forEach((s, i) => checkSignerContact(s, o.at(i), lang));
  const groups = new Set(o.signers.map((s) => s.group));
  for (let g = 1; g <= Math.max(...groups); g++) {
    if (groups.has(g)) continue;
    throw fieldError('signFlowGroupEmpty', `${o.at(o.signers.findIndex((s) => s.group > g))}group`, lang, { group: g });
  }
  const flow = newFlowRow(deps, { ...o.origin, title: o.title, message: o.message, deadlineAt: o.deadlineAt });
  const doc = documentRow(deps, { flow, bytes: o.document.bytes, pages: o.document.pages, fileName: o.document.fileName });
  const pdfs = new Map([[doc.id, o.document.bytes]]);
  const sizes = new Map(o.document.pageSizes ? [[doc.id, o.document.pageSizes]] : []);
  const signers = [];
  for (const [i, s] of o.signers.entries()) {
    const { fills, ...signer } = s;
    const input = { ...signer, fields: s.fields.map((f) => ({ ...f, documentId: doc.id })) };
    const rows = await signerRows(deps, { flow, input, documents: [doc], lang, at: o.at(i), pdfs, sizes });
    if (fills?.length) rows.signer.fill_fields = JSON.stringify(fills);
    signers.push(rows);
  }
  // Its first event, as every flow's (the template's caller is named by the flow's origin: an application, else the initiator).
  const actor: Actor = o.origin.applicationId
    ? { actor_kind: 'application', actor: o.origin.applicationId, ip: null }
    : { actor_kind: 'initiator', actor: null, ip: null };
  await q.insertFlow(deps.db, flow, [flowEvent(deps, flow, 'created', { actor, at: flow.created_at })]);
  await saveDocument(deps, doc, o.document.bytes);
  for (const s of signers) await q.insertSigner(deps.db, s.signer, s.fields);
  return flow.id;
}
