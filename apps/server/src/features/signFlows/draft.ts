import { createHash } from 'node:crypto';
import { type SignFlowCreate, type SignFlowDetail, type SignFlowSignerInput, signFlowRules } from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { UserCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError } from '../../platform/errors.js';
import { newId } from '../../platform/ids.js';
import { phoneHash, sealPhone } from '../../platform/personal-data.js';
import type { UploadedFile } from '../../platform/route.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { tenantOf } from '../../platform/tenant.js';
import { FlowPdfError, findKeyword, readFlowPdf } from './pdf.js';
import { initiatorFlowOf } from './initiator.js';
import * as q from './queries.js';
import { emailHash } from './recipients.js';
import { detailOf } from './view.js';
import { flowEvent, initiatorActor } from './events.js';

/** A deadline in the future and at most a year ahead, else refused beside `deadlineAt`. */
export function checkDeadline(deps: Deps, deadlineAt: number, lang: Language): void {
  const now = deps.clock.now();
  if (deadlineAt <= now || deadlineAt > now + signFlowRules.maxDeadlineMs) throw fieldError('signFlowDeadlineInvalid', 'deadlineAt', lang);
}

/** A PDF judged by content: its page sizes, else `signFlowPdfInvalid` naming `field` in the caller's language. */
export async function judgePdf(bytes: Buffer, field: string, lang: Language) {
  try {
    return (await readFlowPdf(bytes)).pages;
  } catch (error) {
    if (!(error instanceof FlowPdfError)) throw error;
    throw fieldError('signFlowPdfInvalid', field, lang, { problem: translate(lang, `signFlows.pdfProblem.${error.problem}`) });
  }
}

/** A judged PDF's row, not yet stored (its id and the flow's keys), so every check can run before anything is written. */
export function documentRow(deps: Deps, o: { flow: q.FlowRow; bytes: Buffer; pages: number; fileName: string }): q.DocumentRow {
  const now = deps.clock.now();
  return {
    id: newId(now),
    flow_id: o.flow.id,
    enterprise_id: o.flow.enterprise_id,
    user_id: o.flow.user_id,
    name: o.fileName.slice(0, 200),
    pages: o.pages,
    size: o.bytes.length,
    sha256: createHash('sha256').update(o.bytes).digest('hex'),
    file_path: '',
    signed_path: null,
    revision: 0,
    created_at: now,
  };
}

/** The PDF sealed into the file store under its row's id, then its row written. */
export async function saveDocument(deps: Deps, row: q.DocumentRow, bytes: Buffer): Promise<void> {
  const filePath = await storeSealedFile(deps, { folder: 'sign-flows', id: row.id, bytes });
  await q.insertDocument(deps.db, { ...row, file_path: filePath });
}

/** The upload judged by content and sealed into the file store; nothing is stored for a refused one. */
async function storeDocument(deps: Deps, o: { caller: UserCaller; flow: q.FlowRow; file: UploadedFile | null; fileName: string }) {
  const { caller, flow, file } = o;
  if (!file?.bytes.length) throw fieldError('signFlowPdfRequired', 'file', caller.lang);
  const pages = await judgePdf(file.bytes, 'file', caller.lang);
  await saveDocument(deps, documentRow(deps, { flow, bytes: file.bytes, pages: pages.length, fileName: o.fileName }), file.bytes);
}

/** A new draft's row: a member's (its tenant) or an application's (its enterprise, its owner as the initiator). */
export function newFlowRow(
  deps: Deps,
  o: { enterpriseId: string | null; userId: string; applicationId: string | null; title: string; message?: string; deadlineAt: number },
): q.FlowRow {
  const now = deps.clock.now();
  return {
    id: newId(now),
    enterprise_id: o.enterpriseId,
    user_id: o.userId,
    application_id: o.applicationId,
    title: o.title,
    message: o.message ?? null,
    status: 0,
    current_group: 0,
    deadline_at: o.deadlineAt,
    started_at: null,
    finished_at: null,
    end_reason: null,
    evidence_code: null,
    completion_due_at: null,
    completion_tries: 0,
    created_at: now,
    updated_at: now,
  };
}

/** A draft flow with its first PDF (the PDF is judged before anything is written). */
export async function createFlow(
  deps: Deps,
  { caller, file, ...form }: SignFlowCreate & { caller: UserCaller; file: UploadedFile | null },
): Promise<SignFlowDetail> {
  if (!file?.bytes.length) throw fieldError('signFlowPdfRequired', 'file', caller.lang);
  checkDeadline(deps, form.deadlineAt, caller.lang);
  // Judged before the flow row exists: a refused upload leaves nothing behind.
  try {
    await readFlowPdf(file.bytes);
  } catch (error) {
    if (!(error instanceof FlowPdfError)) throw error;
    throw fieldError('signFlowPdfInvalid', 'file', caller.lang, {
      problem: translate(caller.lang, `signFlows.pdfProblem.${error.problem}`),
    });
  }
  const tenant = tenantOf(caller.user);
  const flow = newFlowRow(deps, {
    enterpriseId: tenant.kind === 'enterprise' ? tenant.enterpriseId : null,
    userId: caller.user.userId,
    applicationId: null,
    ...form,
  });
  await q.insertFlow(deps.db, flow, [flowEvent(deps, flow, 'created', { actor: initiatorActor(deps, caller), at: flow.created_at })]);
  await storeDocument(deps, { caller, flow, file, fileName: form.fileName });
  await writeOperationLog(deps, {
    userId: caller.user.userId,
    enterpriseId: flow.enterprise_id,
    service: 'signFlows',
    action: 'create',
    phrase: { key: 'signFlows.create', params: { title: flow.title } },
    content: `sign flow ${flow.id}`,
    ip: caller.ip,
    device: caller.userAgent,
  });
  return detailOf(deps, flow);
}

/** The tenant's draft, else not found (another tenant's) or `signFlowNotDraft`. */
async function draftOf(deps: Deps, caller: UserCaller, id: string): Promise<q.FlowRow> {
  const flow = await initiatorFlowOf(deps, caller, id);
  if (flow.status !== 0 || !(await q.touchDraft(deps.db, id, deps.clock.now()))) throw new AppError('signFlowNotDraft');
  return flow;
}

export async function addDocument(
  deps: Deps,
  { caller, id, file, fileName }: { caller: UserCaller; id: string; file: UploadedFile | null; fileName: string },
): Promise<SignFlowDetail> {
  const flow = await draftOf(deps, caller, id);
  if ((await q.documentsOf(deps.db, id)).length >= signFlowRules.maxDocuments) throw new AppError('signFlowTooMany');
  await storeDocument(deps, { caller, flow, file, fileName });
  return detailOf(deps, flow);
}

/**
 * A signer and its fields. A field by keyword is placed where pdf.js finds the keyword's text (the
 * box's lower-left corner at the text's start, on its page); a field by position must lie inside its
 * page. Refusals name the field's input (`fields.N.page`, `fields.N.keyword`, …).
 */
export async function addSigner(deps: Deps, { caller, id, ...input }: SignFlowSignerInput & { caller: UserCaller; id: string }) {
  const { lang } = caller;
  const flow = await draftOf(deps, caller, id);
  checkSignerContact(input, '', lang);
  if ((await q.signersOf(deps.db, id)).length >= signFlowRules.maxSigners) throw new AppError('signFlowTooMany');
  const { signer, fields } = await signerRows(deps, { flow, input, documents: await q.documentsOf(deps.db, id), lang });
  await q.insertSigner(deps.db, signer, fields);
  return detailOf(deps, flow);
}

/** A phone or an e-mail, and an enterprise signer's enterprise name; refusals name `${at}phone`, `${at}enterpriseName`. */
export function checkSignerContact(
  input: Pick<SignFlowSignerInput, 'kind' | 'phone' | 'email' | 'enterpriseName'>,
  at: string,
  lang: Language,
) {
  if (!input.phone && !input.email) throw fieldError('signFlowContactRequired', `${at}phone`, lang);
  if (input.kind === 'enterprise' && !input.enterpriseName) throw fieldError('fieldInvalid', `${at}enterpriseName`, lang);
}

/** A new signer's row as the draft writes it: every column but those its database defaults fill later. */
type SignerDraft = Omit<
  q.SignerRow,
  'proof_hash' | 'proven_by' | 'proven_user_id' | 'proven_at' | 'opened_at' | 'fill_fields' | 'fill_values_cipher' | 'auto_seal_id'
> &
  Partial<Pick<q.SignerRow, 'auto_seal_id' | 'fill_fields'>>;

/**
 * A signer's row and its fields' rows, each field checked against its document: by keyword, placed
 * where pdf.js finds the keyword's text (the box's lower-left corner at the text's start, on its
 * page); by position, inside its page. Refusals name the input (`${at}fields.N.page`, …). `pdfs`
 * holds documents not stored yet (the open API's create checks everything before writing); `sizes`
 * their page sizes when the caller has them, and keeps each document's once read (one parse per
 * document, not one per field).
 */
export async function signerRows(
  deps: Deps,
  o: {
    flow: q.FlowRow;
    input: SignFlowSignerInput;
    documents: q.DocumentRow[];
    lang: Language;
    at?: string;
    pdfs?: Map<string, Buffer>;
    sizes?: Map<string, { width: number; height: number }[]>;
  },
): Promise<{ signer: SignerDraft; fields: q.FieldRow[] }> {
  const { flow, input, documents, lang } = o;
  const at = o.at ?? '';
  const id = flow.id;
  const now = deps.clock.now();
  const signerId = newId(now);
  const pdfs = o.pdfs ?? new Map<string, Buffer>();
  const sizes = o.sizes ?? new Map<string, { width: number; height: number }[]>();
  const fields: q.FieldRow[] = [];
  for (const [i, f] of input.fields.entries()) {
    const doc = documents.find((d) => d.id === f.documentId);
    const problem = (p: 'page' | 'box' | 'document') => translate(lang, `signFlows.fieldProblem.${p}`);
    if (!doc) throw fieldError('signFlowFieldInvalid', `${at}fields.${i}.documentId`, lang, { problem: problem('document') });
    if (!pdfs.has(doc.id)) pdfs.set(doc.id, await readSealedFile(deps, doc.file_path));
    const bytes = pdfs.get(doc.id)!;
    let place = { page: f.page ?? 1, x: f.x ?? 0, y: f.y ?? 0 };
    if (f.keyword) {
      const found = await findKeyword(bytes, f.keyword);
      if (!found) throw fieldError('signFlowKeywordNotFound', `${at}fields.${i}.keyword`, lang, { keyword: f.keyword });
      place = found;
    }
    if (!sizes.has(doc.id)) sizes.set(doc.id, (await readFlowPdf(bytes)).pages);
    const size = sizes.get(doc.id)![place.page - 1];
    if (!size) throw fieldError('signFlowFieldInvalid', `${at}fields.${i}.page`, lang, { problem: problem('page') });
    if (place.x + f.width > size.width || place.y + f.height > size.height)
      throw fieldError('signFlowFieldInvalid', `${at}fields.${i}.x`, lang, { problem: problem('box') });
    fields.push({
      id: newId(now),
      flow_id: id,
      signer_id: signerId,
      document_id: doc.id,
      enterprise_id: flow.enterprise_id,
      user_id: flow.user_id,
      kind: f.kind,
      page: place.page,
      x: place.x,
      y: place.y,
      width: f.width,
      height: f.height,
      keyword: f.keyword ?? null,
      created_at: now,
    });
  }
  const signer = {
    id: signerId,
    flow_id: id,
    enterprise_id: flow.enterprise_id,
    user_id: flow.user_id,
    kind: input.kind,
    name_cipher: deps.cipher.encrypt(input.name),
    enterprise_name: input.kind === 'enterprise' ? input.enterpriseName! : null,
    phone_cipher: input.phone ? sealPhone(deps, input.phone) : null,
    phone_hash: input.phone ? phoneHash(deps, input.phone) : null,
    email_cipher: input.email ? deps.cipher.encrypt(input.email) : null,
    email_hash: input.email ? emailHash(deps, input.email) : null,
    language: input.language,
    group_no: input.group,
    status: 'waiting',
    link_hash: null,
    reminded_at: null,
    signed_at: null,
    reject_reason: null,
    signer_user_id: null,
    certificate_serial: null,
    created_at: now,
  } satisfies SignerDraft;
  return { signer, fields };
}

export async function addCc(
  deps: Deps,
  { caller, id, ...input }: { caller: UserCaller; id: string; name: string; phone?: string; email?: string; language: 'en' | 'zh' },
): Promise<SignFlowDetail> {
  const flow = await draftOf(deps, caller, id);
  if (!input.phone && !input.email) throw fieldError('signFlowContactRequired', 'phone', caller.lang);
  if ((await q.ccsOf(deps.db, id)).length >= signFlowRules.maxSigners) throw new AppError('signFlowTooMany');
  await q.insertCc(deps.db, {
    id: newId(deps.clock.now()),
    flow_id: id,
    enterprise_id: flow.enterprise_id,
    user_id: flow.user_id,
    name_cipher: deps.cipher.encrypt(input.name),
    phone_cipher: input.phone ? sealPhone(deps, input.phone) : null,
    phone_hash: input.phone ? phoneHash(deps, input.phone) : null,
    email_cipher: input.email ? deps.cipher.encrypt(input.email) : null,
    email_hash: input.email ? emailHash(deps, input.email) : null,
    language: input.language,
    created_at: deps.clock.now(),
  });
  return detailOf(deps, flow);
}
