import { createHash } from 'node:crypto';
import { translate } from '@console/phrases';
import type { Deps } from '../../platform/context.js';
import { messageTime } from '../../platform/delivery.js';
import { newId } from '../../platform/ids.js';
import { maskName } from '../../platform/personal-data.js';
import { readSealedFile, storeSealedFile } from '../../platform/sealed-files.js';
import { eventCertificateWithKey } from '../certificates/index.js';
import { passedRealNameOf } from '../realName/index.js';
import { type SignatureFacts, signatureFactsOf, signFlowRevision } from '../signing/index.js';
import { type Block, signatureBox } from './certificate-pdf.js';
import { layoutCertificateOffThread } from './certificate-workers.js';
import * as c from './completion-queries.js';
import type * as q from './queries.js';
import { enterpriseNameOf } from './parties.js';
import { contactOf } from './view.js';
import { allEventsOf } from './events.js';

/**
 * The completion certificate (签署报告) of a completed flow: the flow, its documents with the
 * original's and the signed file's SHA-256, each signer masked as on every screen (name, phone or
 * e-mail) with how it proved its identity and its willingness, when, from which address, its
 * certificate's serial and its timestamps' serials and times read back from the signed files, the
 * event history, and the evidence deposit's verification code with the public page's address.
 *
 * Printed **bilingual** (中文 / English on every label), not in one reader's language: it is one
 * signed file for every party — the initiator, signers who each chose their language, a court —
 * and a signed file cannot be re-rendered per reader without becoming another document.
 *
 * It is itself a PAdES B-T signature (our TSA's token) by a certificate the platform's CA issues
 * for the act — the platform's name as its subject, one per certificate, held by the key store —
 * and sealed into the file store.
 */

const both = (key: string, params?: Record<string, string | number>) =>
  `${translate('zh', `signFlowCertificate.${key}` as never, params)} / ${translate('en', `signFlowCertificate.${key}` as never, params)}`;
const label = (key: string) => both(key);
const at = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? both('unknown') : `${messageTime(Number(ms))} · ${new Date(Number(ms)).toISOString()}`;

async function initiatorOf(deps: Deps, flow: q.FlowRow): Promise<string> {
  if (flow.enterprise_id) return (await enterpriseNameOf(deps, flow.enterprise_id)) ?? flow.enterprise_id;
  const passed = await passedRealNameOf(deps, flow.user_id);
  return passed ? maskName(passed.name) : both('unknown');
}

/**
 * A completed flow's rows, read once by the completion job for every step: a completed flow's signers, documents and CC
 * recipients no longer change, and of the flow itself only the evidence code, which the completion job writes.
 */
export interface CompletedFlow {
  flow: q.FlowRow;
  documents: q.DocumentRow[];
  signers: q.SignerRow[];
  ccs: q.CcRow[];
}

/** The certificate's blocks, from the flow's rows and the signed files. */
async function blocksOf(deps: Deps, { flow, documents, signers, ccs }: CompletedFlow): Promise<Block[]> {
  const signatures = await c.signaturesOf(deps.db, flow.id);
  const files = await Promise.all(documents.map((d) => readSealedFile(deps, d.signed_path ?? d.file_path)));
  const facts: SignatureFacts[] = (await Promise.all(files.map((f) => signatureFactsOf(deps, f)))).flat();
  const blocks: Block[] = [
    { kind: 'title', text: both('title'), sub: both('subtitle') },
    { kind: 'heading', text: label('flow') },
    { kind: 'row', label: label('flowId'), value: flow.id },
    { kind: 'row', label: label('subject'), value: flow.title },
    { kind: 'row', label: label('initiator'), value: await initiatorOf(deps, flow) },
    { kind: 'row', label: label('started'), value: at(flow.started_at) },
    { kind: 'row', label: label('completed'), value: at(flow.finished_at) },
    { kind: 'heading', text: label('documents') },
  ];
  documents.forEach((d, i) => {
    blocks.push(
      { kind: 'row', label: `${i + 1}.`, value: d.name },
      { kind: 'row', label: label('pages'), value: String(d.pages) },
      { kind: 'row', label: label('originalHash'), value: d.sha256 },
      { kind: 'row', label: label('signedHash'), value: createHash('sha256').update(files[i]!).digest('hex') },
      { kind: 'gap' },
    );
  });
  blocks.push({ kind: 'heading', text: label('signers') });
  for (const s of signers) {
    const how = signatures.find((r) => r.signer_id === s.id);
    const method = how?.auth_method ?? 'code';
    const stamps = facts.filter((f) => s.certificate_serial && f.certificateSerial === s.certificate_serial && f.timestampSerial);
    blocks.push(
      { kind: 'row', label: label('signer'), value: maskName(deps.cipher.decrypt(s.name_cipher)) },
      ...(s.enterprise_name ? [{ kind: 'row' as const, label: label('enterprise'), value: s.enterprise_name }] : []),
      { kind: 'row', label: label('contact'), value: contactOf(deps, s) || both('unknown') },
      { kind: 'row', label: label('group'), value: String(s.group_no) },
      { kind: 'row', label: label('authentication'), value: both(`authMethods.${method}`) },
      {
        kind: 'row',
        label: label('willingness'),
        value: both(`willingnessMethods.${method === 'auto' ? 'none' : (how?.willingness ?? 'code')}`),
      },
      { kind: 'row', label: label('signedAt'), value: at(s.signed_at) },
      { kind: 'row', label: label('address'), value: how?.ip ?? both('unknown') },
      { kind: 'row', label: label('certificate'), value: s.certificate_serial ?? both('unknown') },
      {
        kind: 'row',
        label: label('timestamp'),
        value: stamps.length ? stamps.map((f) => `${f.timestampSerial}, ${at(f.timestampAt)}`).join('\n') : both('unknown'),
      },
      { kind: 'gap' },
    );
  }
  // The flow's events table, oldest first: what, about whom, by whom (masked) and from where.
  const events = (await allEventsOf(deps, flow.id, { signers, ccs })).map((e) => ({
    at: e.at,
    text: [
      both(`event.${e.kind}`, { name: e.signerName ?? '' }),
      ...(e.actor ? [both('eventActor', { actor: e.actor })] : []),
      ...(e.address ? [both('eventAddress', { address: e.address })] : []),
    ].join('\n'),
  }));
  blocks.push({ kind: 'heading', text: label('events') }, ...events.map((e) => ({ kind: 'row' as const, label: at(e.at), value: e.text })));
  blocks.push(
    { kind: 'heading', text: label('evidence') },
    { kind: 'row', label: label('evidenceCode'), value: flow.evidence_code ?? both('unknown') },
    {
      kind: 'row',
      label: label('verifyAt'),
      value: flow.evidence_code ? `${deps.config.publicUrl}/evidence/verify?code=${flow.evidence_code}` : both('unknown'),
    },
  );
  return blocks;
}

/**
 * Makes, signs and keeps a completed flow's certificate (once: a flow that has one keeps it).
 * Called by the completion job (`completion.ts`) with the rows it read, after the evidence deposit,
 * whose code it carries.
 */
export async function makeCompletionCertificate(deps: Deps, completed: CompletedFlow): Promise<void> {
  const { flow } = completed;
  if (flow.status !== 2 || (await c.reportOf(deps.db, flow.id))) return;
  const { certificate, key } = await eventCertificateWithKey(deps, {
    name: `${translate('zh', 'common.appName')} ${translate('zh', 'signFlowCertificate.signerName')}`,
    userId: flow.user_id,
    enterpriseId: flow.enterprise_id,
  });
  // Laid out and written in the certificate's thread; signed here (the key store's threads sign).
  const layout = await layoutCertificateOffThread({
    blocks: await blocksOf(deps, completed),
    footer: `${both('footer', { serial: certificate.serial })}    ${flow.id}`,
    reserve: signatureBox.height + 14,
    title: `${translate('zh', 'signFlowCertificate.title')} ${flow.title}`,
  });
  const { bytes } = await signFlowRevision(deps, {
    certificate,
    keyRead: key,
    pdf: layout.bytes,
    fields: [{ kind: 'signature', page: layout.lastPage, ...signatureBox }],
    // Short, so the appearance's lines fit its box; the title is in the certificate itself.
    reason: both('title'),
    lang: 'zh',
  });
  const now = deps.clock.now();
  const path = await storeSealedFile(deps, { folder: 'sign-flows', id: newId(now), bytes });
  await c.insertReport(deps.db, {
    flow_id: flow.id,
    enterprise_id: flow.enterprise_id,
    user_id: flow.user_id,
    path,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    size: bytes.length,
    created_at: now,
  });
}

/**
 * A completed flow's certificate for a download (console, open API, the hosted page after completion):
 * null until the completion job has made it (a download never makes it: that is the job's, under its lease).
 */
export async function completionCertificateOf(deps: Deps, flow: q.FlowRow): Promise<{ bytes: Buffer; name: string } | null> {
  if (flow.status !== 2) return null;
  const report = await c.reportOf(deps.db, flow.id);
  if (!report) return null;
  return { bytes: await readSealedFile(deps, report.path), name: `${flow.title}-签署报告-certificate.pdf` };
}
