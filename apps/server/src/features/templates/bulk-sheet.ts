import {
  type TemplateField,
  type TemplateParty,
  type TemplateStart,
  emailPattern,
  fillValueProblem,
  isFillKind,
  phonePattern,
} from '@console/contract';
import { type Language, translate } from '@console/phrases';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../platform/errors.js';
import type { Deps } from '../../platform/context.js';
import type { ColumnHeader, ImportColumn, ImportKind, RowIssue } from '../../platform/imports.js';
import { rowIssue } from '../../platform/imports.js';
import { readSealedFile } from '../../platform/sealed-files.js';
import { yieldToRequests } from '../../platform/workers.js';
import { type FillField, fillItemOf, fillMeasure, fitsBox } from '../../platform/pdf-fill.js';
import type { Measure } from '../../platform/text-layout.js';
import { insertStartedFlow, prepareStartedFlow, type StartedFlowRows } from '../signFlows/index.js';
import { inlineNoticeGraceMs, rowNotices } from './bulk-notices.js';
import * as bq from './bulk-queries.js';
import * as q from './queries.js';
import { fillFieldOf, prepareFlow } from './start.js';

/**
 * A bulk send's spreadsheet, as an import kind of the platform's engine (`platform/imports.ts`):
 * its columns come from the template's version — one per initiator fill-in field (headed by the
 * field's label), then per role the signer's type, name, enterprise name and phone or e-mail — and a
 * row is checked by the rules a flow from the template passes (`fillValueProblem`, a signer for
 * every role, each value fitting its box by the drawing's own layout), each problem naming its
 * column and the rule. A confirmed row is drawn and stored
 * before its transaction (`prepare`), then written with its flow started and its (bulk, row) record
 * in one transaction (`apply`); its first signers are told after the commit (`applied`), within
 * their send budgets — a notice over them waits for the notice job (decision 45), not waited for:
 * a few at a time beside the next rows (`bulk-notices.ts`, decision 50).
 */

export interface BulkHead {
  /** The batch's id (absent while previewing: the engine makes it). */
  bulkId: string | null;
  template: q.TemplateRow;
  version: q.VersionRow;
  title: string;
  message: string | undefined;
  deadlineAt: number;
}

interface BulkValue {
  row: number;
  input: TemplateStart;
  rows?: StartedFlowRows;
  /** The first notice's due time, written with the row (`apply`). */
  noticeDueAt?: number;
}

/** A bulk send's import kind, with `drained`: every notice its rows started has been attempted. */
export type BulkKind = ImportKind<BulkValue, ColumnHeader> & { drained(): Promise<void> };

const kindNames = (lang: Language) => ({
  person: translate(lang, 'templates.start.person').toLowerCase(),
  enterprise: translate(lang, 'templates.start.enterprise').toLowerCase(),
});

/** A cell of the signer's type: empty or a person's word in either language, or an enterprise's. */
function signerKind(cell: string): 'person' | 'enterprise' | null {
  const t = cell.trim().toLowerCase();
  if (!t || t === 'person') return 'person';
  if (t === 'enterprise') return 'enterprise';
  for (const lang of ['en', 'zh'] as const) {
    const names = kindNames(lang);
    if (t === names.person) return 'person';
    if (t === names.enterprise) return 'enterprise';
  }
  return null;
}

const fillFields = (version: q.VersionRow) =>
  (JSON.parse(version.fields) as TemplateField[]).filter((f) => isFillKind(f.kind) && f.role === null);
const rolesOf = (version: q.VersionRow) => JSON.parse(version.roles) as string[];

const roleColumn = (role: string, part: 'kind' | 'name' | 'enterpriseName' | 'contact') => (lang: Language) =>
  `${role} · ${translate(lang, `imports.templateBulk.column.${part}`)}`;

export function bulkColumns(version: q.VersionRow): ImportColumn[] {
  return [
    ...fillFields(version).map((f) => ({ field: `v:${f.key}`, header: () => f.label, width: 20 })),
    ...rolesOf(version).flatMap((role, i) => [
      { field: `r${i}:kind`, header: roleColumn(role, 'kind'), width: 12 },
      { field: `r${i}:name`, header: roleColumn(role, 'name'), width: 16 },
      { field: `r${i}:enterpriseName`, header: roleColumn(role, 'enterpriseName'), width: 24 },
      { field: `r${i}:contact`, header: roleColumn(role, 'contact'), width: 24 },
    ]),
  ];
}

const sampleValue: Record<string, string> = {
  number: '12',
  date: '2026-12-31',
  checkbox: 'true',
  idNumber: '11010519491231002X',
  phone: '13800138000',
  email: 'li.lei@example.com',
  amount: '1000.00',
};

const tooLong = (field: string, maximum: number): RowIssue => ({
  field,
  issue: { code: 'custom', path: [field], message: 'tooLong', maximum },
});

/** What every row of a batch is checked against, read from the version once. */
interface RowRules {
  fields: FillField[];
  roles: string[];
  /** The embedded font's measure, when a field holds text. */
  measure: Measure | null;
}

/**
 * A row's cells checked: per initiator field its rule and its box (the drawing's layout: a value too
 * wide or too tall is reported here, not first when the row is sent), per role a signer whose type,
 * name and contact hold.
 */
function checkRow(head: BulkHead, rules: RowRules, cells: Record<string, string>, row: number): BulkValue | RowIssue[] {
  const issues: RowIssue[] = [];
  const values: Record<string, string> = {};
  for (const f of rules.fields) {
    const raw = cells[`v:${f.key}`] ?? '';
    const rule = fillValueProblem(f, raw);
    if (rule) {
      issues.push(rowIssue(`v:${f.key}`, `templates.rule.${rule}`));
      continue;
    }
    // The rule holds, so this only shapes the value as it would be drawn (no refusal in any language).
    const item = fillItemOf(f, raw, { lang: 'en', name: `values.${f.key}` });
    if (item && rules.measure && !fitsBox(item, rules.measure))
      issues.push(rowIssue(`v:${f.key}`, 'imports.templateBulk.problem.overflow'));
    else if (raw.trim()) values[f.key] = raw;
  }
  const parties: TemplateParty[] = [];
  rules.roles.forEach((role, i) => {
    const cell = (part: string) => (cells[`r${i}:${part}`] ?? '').trim();
    const kind = signerKind(cell('kind'));
    const name = cell('name');
    const enterpriseName = cell('enterpriseName');
    const contact = cell('contact');
    const before = issues.length;
    if (!kind) issues.push(rowIssue(`r${i}:kind`, 'imports.templateBulk.problem.kind'));
    if (!name) issues.push(rowIssue(`r${i}:name`, 'imports.templateBulk.problem.roleEmpty', { role }));
    else if ([...name].length > 50) issues.push(tooLong(`r${i}:name`, 50));
    if (kind === 'enterprise' && !enterpriseName)
      issues.push(rowIssue(`r${i}:enterpriseName`, 'imports.templateBulk.problem.enterpriseName'));
    else if ([...enterpriseName].length > 100) issues.push(tooLong(`r${i}:enterpriseName`, 100));
    const phone = phonePattern.test(contact) ? contact : undefined;
    const email = !phone && contact.length <= 100 && emailPattern.test(contact) ? contact : undefined;
    if (!phone && !email)
      issues.push(
        rowIssue(`r${i}:contact`, contact ? 'imports.templateBulk.problem.contact' : 'imports.templateBulk.problem.contactEmpty'),
      );
    if (issues.length > before) return;
    parties.push({
      role,
      kind: kind!,
      name,
      enterpriseName: kind === 'enterprise' ? enterpriseName : undefined,
      phone,
      email,
      language: 'zh',
    });
  });
  if (issues.length) return issues;
  return { row, input: { title: head.title, message: head.message, deadlineAt: head.deadlineAt, values, parties } };
}

/** A refusal of the flow's own checks (a value that does not fit its box, …) as the row's issue on its column. */
function issueOf(error: AppError): RowIssue[] {
  const field = error.data?.fields?.[0]?.field ?? '';
  const value = /^values\.(\w+)$/.exec(field);
  const party = /^parties\.(\d+)\.(\w+)/.exec(field);
  const part = party
    ? (({ phone: 'contact', email: 'contact', enterpriseName: 'enterpriseName', kind: 'kind' } as Record<string, string>)[party[2]!] ??
      'name')
    : '';
  const column = value ? `v:${value[1]}` : party ? `r${party[1]}:${part}` : 'row';
  // The column names the field already: its own words, without the error's "<field>: " prefix.
  if (error.key === 'templateTextOverflow') return [rowIssue(column, 'imports.templateBulk.problem.overflow')];
  return [rowIssue(column, `errors.${error.key}`, error.params)];
}

export function bulkKind(head: BulkHead): BulkKind {
  const { template, version } = head;
  const tenant = { kind: 'enterprise', enterpriseId: template.enterprise_id! } as const;
  // A version never changes once written: its PDF is read and unsealed once per batch, not per row.
  let versionPdf: Promise<Buffer> | null = null;
  const pdfOf = (deps: Deps) => {
    versionPdf ??= readSealedFile(deps, version.file_path);
    versionPdf.catch(() => (versionPdf = null));
    return versionPdf;
  };
  const notices = rowNotices(() => head.bulkId!);
  const fields = fillFields(version).map(fillFieldOf);
  let rules: RowRules | undefined;
  return {
    drained: () => notices.drained(),
    kind: 'templateBulk',
    service: 'templates',
    // Each row is its own flow, checked against the version alone: the next is drawn while this one is written.
    rowsStandAlone: true,
    columns: bulkColumns(version),
    sample: (l) => [
      ...fillFields(version).map((f) => sampleValue[f.kind] ?? translate(l, 'imports.templateBulk.sample.text')),
      ...rolesOf(version).flatMap(() => [
        translate(l, 'templates.start.person'),
        translate(l, 'imports.members.sampleName'),
        '',
        '13800138000',
      ]),
    ],
    notes: (l) =>
      ['values', 'kind', 'contact', 'oneFlow']
        .map((n) => translate(l, `imports.templateBulk.notes.${n}` as 'imports.templateBulk.notes.values'))
        .concat(translate(l, 'imports.common.limits')),
    // Each row is its own flow: the same people may well appear twice, so no key makes two rows duplicates.
    async check(_deps, _ctx, cells, row) {
      rules ??= { fields, roles: rolesOf(version), measure: fields.some((f) => f.kind !== 'checkbox') ? await fillMeasure() : null };
      const checked = checkRow(head, rules, cells, row);
      return Array.isArray(checked) ? checked : { value: checked, key: randomUUID(), keyField: 'row' };
    },
    async prepare(deps, ctx, value) {
      const origin = { enterpriseId: template.enterprise_id, userId: ctx.userId, applicationId: null };
      // The template as it is now, read while the row is drawn (from the version, which never changes):
      // disabled since the preview, it starts nothing — the row is reported before anything is stored.
      const [current, drawn] = await Promise.allSettled([
        q.findTemplate(deps.db, tenant, template.id),
        pdfOf(deps).then((pdf) =>
          prepareFlow(deps, { template, version, input: value.input, lang: ctx.lang, origin, pdf, background: true }),
        ),
      ]);
      if (current.status === 'rejected') throw current.reason;
      if (!current.value || current.value.enabled !== 1) return [rowIssue('row', 'errors.templateDisabled')];
      try {
        if (drawn.status === 'rejected') throw drawn.reason;
        // Resumed by the drawing thread's answer: requests that arrived meanwhile go before the row's rows are built.
        await yieldToRequests();
        return { ...value, rows: await prepareStartedFlow(deps, drawn.value) };
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return issueOf(error);
        throw error;
      }
    },
    async apply(trx, deps, ctx, value) {
      const rows = value.rows!;
      const now = deps.clock.now();
      await insertStartedFlow(trx, rows);
      await q.insertTemplateFlow(trx, {
        flow_id: rows.flow.id,
        template_id: template.id,
        version_id: version.id,
        enterprise_id: template.enterprise_id,
        user_id: ctx.userId,
        created_at: now,
      });
      await bq.insertBulkFlow(trx, {
        bulk_id: head.bulkId!,
        row: value.row,
        flow_id: rows.flow.id,
        enterprise_id: template.enterprise_id,
        notice_due_at: now + inlineNoticeGraceMs,
        created_at: now,
      });
      value.noticeDueAt = now + inlineNoticeGraceMs;
      return null;
    },
    async applied(deps, ctx, value) {
      await notices.send(deps, ctx.log, { row: value.row, flowId: value.rows!.flow.id, seen: value.noticeDueAt! });
    },
  };
}
