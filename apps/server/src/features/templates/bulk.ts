import {
  type ImportBatch,
  type TemplateBulk,
  type TemplateBulkCounts,
  type TemplateBulkFlow,
  type TemplateBulkPreview,
  type TemplateBulkSummary,
  signFlowStatus,
} from '@console/contract';
import { csvLine, csvText } from '@console/contract/csv';
import type { UserCaller } from '../../platform/caller.js';
import type { Job } from '../../platform/capability.js';
import type { Deps } from '../../platform/context.js';
import { AppError, fieldError, notFound } from '../../platform/errors.js';
import {
  type ColumnHeader,
  type ImportKind,
  confirmImport,
  importBatchesOf,
  importErrorTable,
  importJob,
  importStatus,
  importTemplate,
  previewImport,
} from '../../platform/imports.js';
import { listPosition, pageFrom } from '../../platform/keyset.js';
import type { UploadedFile } from '../../platform/route.js';
import { enterpriseOf } from '../../platform/tenant.js';
import { countFlowsByStatus, flowSummaries } from '../signFlows/index.js';
import * as bq from './bulk-queries.js';
import { sendRowNotice } from './bulk-notices.js';
import { type BulkHead, type BulkKind, bulkKind } from './bulk-sheet.js';
import * as q from './queries.js';
import { templateOf } from './templates.js';

/**
 * Bulk send (a template's flows started from a spreadsheet, one per row): the template's xlsx, the
 * dry run, confirm, the batches and their flows, the error report — the spreadsheet import's engine
 * with the kind of `bulk-sheet.ts`. A bulk send
 * is an enterprise's (as every import); another enterprise's batch or template is not found.
 */

const tenantOfCaller = (caller: UserCaller) => ({ kind: 'enterprise', enterpriseId: enterpriseOf(caller.user) }) as const;

async function headOf(deps: Deps, bulk: bq.BulkRow): Promise<BulkHead | null> {
  const template = await q.findTemplate(deps.db, { kind: 'enterprise', enterpriseId: bulk.enterprise_id! }, bulk.template_id);
  const version = template && (await q.findVersion(deps.db, template.id, bulk.version_id));
  if (!template || !version) return null;
  return {
    bulkId: bulk.id,
    template,
    version,
    title: bulk.title,
    message: bulk.message ?? undefined,
    deadlineAt: Number(bulk.deadline_at),
  };
}

async function bulkOf(deps: Deps, caller: UserCaller, id: string): Promise<{ bulk: bq.BulkRow; head: BulkHead }> {
  const bulk = await bq.findBulk(deps.db, enterpriseOf(caller.user), id);
  const head = bulk && (await headOf(deps, bulk));
  if (!bulk || !head) throw notFound();
  return { bulk, head };
}

/** The batch's flows now, by status, and its notices still waiting: queries at read time, never stored counters. */
async function countsOf(deps: Deps, bulkId: string): Promise<TemplateBulkCounts> {
  const [byStatus, dueByStatus] = await Promise.all([
    countFlowsByStatus(deps.db, bq.flowIdsOf(deps.db, bulkId)),
    countFlowsByStatus(deps.db, bq.noticeDueFlowIdsOf(deps.db, bulkId)),
  ]);
  const n = (s: number) => byStatus.get(s) ?? 0;
  return {
    waiting: n(signFlowStatus.inProgress),
    signed: n(signFlowStatus.completed),
    rejected: n(signFlowStatus.rejected),
    ended: n(signFlowStatus.revoked) + n(signFlowStatus.expired),
    // Only a flow still in progress has signers waiting to be told (one signed meanwhile does not).
    noticesPending: dueByStatus.get(signFlowStatus.inProgress) ?? 0,
  };
}

async function viewOf(deps: Deps, bulk: bq.BulkRow, head: BulkHead, batch: ImportBatch): Promise<TemplateBulk> {
  return {
    ...batch,
    templateId: head.template.id,
    templateName: head.template.name,
    templateVersion: head.version.version,
    title: bulk.title,
    deadlineAt: Number(bulk.deadline_at),
    createdAt: Number(bulk.created_at),
    counts: await countsOf(deps, bulk.id),
  };
}

/** The xlsx of the template's current version: its columns, a sample row, the notes. */
export async function bulkTemplate(
  deps: Deps,
  { caller, id }: { caller: UserCaller; id: string },
): Promise<{ bytes: Buffer; name: string }> {
  const { template, version } = await templateOf(deps, tenantOfCaller(caller), id);
  const kind = bulkKind({ bulkId: null, template, version, title: '', message: undefined, deadlineAt: 0 });
  return { bytes: await importTemplate(kind, caller.lang), name: `bulk-${template.id}-v${version.version}.xlsx` };
}

/** The dry run: every row checked against the template's current version; the batch and its head recorded, no flow. */
export async function bulkPreview(
  deps: Deps,
  { caller, id, file, ...shared }: TemplateBulkPreview & { caller: UserCaller; id: string; file: UploadedFile | null },
): Promise<TemplateBulk> {
  const { template, version } = await templateOf(deps, tenantOfCaller(caller), id);
  if (template.enabled !== 1) throw new AppError('templateDisabled');
  const now = deps.clock.now();
  if (shared.deadlineAt <= now) throw fieldError('signFlowDeadlineInvalid', 'deadlineAt', caller.lang);
  const head: BulkHead = { bulkId: null, template, version, title: shared.title, message: shared.message, deadlineAt: shared.deadlineAt };
  const batch = await previewImport(deps, bulkKind(head), {
    caller,
    file,
    alsoWrite: (trx, bulkId) =>
      bq.insertBulk(trx, {
        id: bulkId,
        enterprise_id: template.enterprise_id,
        user_id: caller.user.userId,
        template_id: template.id,
        version_id: version.id,
        version: version.version,
        title: shared.title,
        message: shared.message ?? null,
        deadline_at: shared.deadlineAt,
        lang: caller.lang,
        created_at: now,
      }),
  });
  const bulk = (await bq.bulkById(deps.db, batch.id))!;
  return viewOf(deps, bulk, { ...head, bulkId: bulk.id }, batch);
}

/** Sends the valid rows: inline up to 1,000, else queued for the job; refused while the template is disabled. */
export async function bulkConfirm(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<TemplateBulk> {
  const { bulk, head } = await bulkOf(deps, caller, id);
  if (head.template.enabled !== 1) throw new AppError('templateDisabled');
  const kind = bulkKind(head);
  await confirmImport(deps, kind, { caller, id });
  // The rows' last notices are still going out: the answer counts them once they have been tried.
  await kind.drained();
  return viewOf(deps, bulk, head, await importStatus(deps, kind, { caller, id }));
}

export async function bulkDetail(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<TemplateBulk> {
  const { bulk, head } = await bulkOf(deps, caller, id);
  return viewOf(deps, bulk, head, await importStatus(deps, bulkKind(head), { caller, id }));
}

export async function bulkList(
  deps: Deps,
  {
    caller,
    templateId,
    after,
    pageSize,
  }: { caller: UserCaller; templateId?: string | undefined; after?: string | undefined; pageSize: number },
): Promise<{ list: TemplateBulkSummary[]; next: string | null; total: number; totalCapped: boolean }> {
  const enterpriseId = enterpriseOf(caller.user);
  const scope = { enterpriseId, templateId: templateId ?? null };
  const position = listPosition(bq.bulkOrder, { scope, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([
    bq.bulkPage(deps.db, enterpriseId, templateId, position),
    bq.bulkCount(deps.db, enterpriseId, templateId),
  ]);
  const page = rows.slice(0, pageSize);
  const [batches, counts] = await Promise.all([
    importBatchesOf(deps, { enterpriseId, kind: 'templateBulk', ids: page.map((r) => r.id) }),
    Promise.all(page.map(async (r) => [r.id, await countsOf(deps, r.id)] as const)).then((pairs) => new Map(pairs)),
  ]);
  return pageFrom(bq.bulkOrder, {
    scope,
    pageSize,
    rows: rows.map((r) => ({ ...r, created_at: Number(r.created_at) })),
    total,
    view: (r) => ({
      ...batches.get(r.id)!,
      templateId: r.template_id,
      templateName: r.template_name,
      templateVersion: r.version,
      title: r.title,
      deadlineAt: Number(r.deadline_at),
      createdAt: r.created_at,
      counts: counts.get(r.id)!,
    }),
  });
}

/** A batch's flows in row order, each with its sign flow's summary. */
export async function bulkFlows(
  deps: Deps,
  { caller, id, after, pageSize }: { caller: UserCaller; id: string; after?: string | undefined; pageSize: number },
): Promise<{ list: TemplateBulkFlow[]; next: string | null; total: number; totalCapped: boolean }> {
  const { bulk } = await bulkOf(deps, caller, id);
  const scope = { bulk: bulk.id };
  const position = listPosition(bq.flowOrder, { scope, after, pageSize, lang: caller.lang });
  const [rows, total] = await Promise.all([bq.flowsPage(deps.db, bulk.id, position), bq.flowsCount(deps.db, bulk.id)]);
  const summaries = await flowSummaries(
    deps.db,
    rows.map((r) => r.flow_id),
  );
  return pageFrom(bq.flowOrder, {
    scope,
    pageSize,
    rows,
    total,
    view: (r) => {
      const summary = summaries.get(r.flow_id)!;
      return { ...summary, row: r.row, noticePending: r.notice_due_at !== null && summary.status === signFlowStatus.inProgress };
    },
  });
}

/** The error report as CSV (UTF-8 with a BOM for Excel), every cell through the project's formula guard. */
export async function bulkErrors(deps: Deps, { caller, id }: { caller: UserCaller; id: string }): Promise<{ csv: string; name: string }> {
  const { head } = await bulkOf(deps, caller, id);
  const { header, rows } = await importErrorTable(deps, bulkKind(head), { caller, id });
  return { csv: csvText([csvLine(header), ...rows.map((r) => csvLine(r))], { bom: true }), name: `bulk-${id}-errors.csv` };
}

/** The job running queued (or crashed) bulk sends, each with its own batch's kind; a run ends once its rows' notices were tried. */
const kindsRunning = new Set<BulkKind>();
const bulkImportJob = importJob({ kind: 'templateBulk' }, async (deps, batchId) => {
  const bulk = await bq.bulkById(deps.db, batchId);
  const head = bulk && (await headOf(deps, bulk));
  if (!head) return null;
  const kind = bulkKind(head);
  kindsRunning.add(kind);
  return kind as unknown as ImportKind<never, ColumnHeader>;
});
export const templateBulkJob: Job = {
  ...bulkImportJob,
  run: async (deps, log) => {
    try {
      await bulkImportJob.run(deps, log);
    } finally {
      for (const kind of kindsRunning) await kind.drained().finally(() => kindsRunning.delete(kind));
    }
  },
};

/**
 * The notice job (decision 45): rows whose first signers' notice is due — an inline attempt that
 * never finished (a crash) or a recipient whose send budget refused it — tried again, oldest first.
 */
export async function sendDueNotices(deps: Deps, log: Parameters<Job['run']>[1]): Promise<number> {
  const due = await bq.dueNotices(deps.db, deps.clock.now(), 200);
  for (const r of due) await sendRowNotice(deps, log, { bulkId: r.bulk_id, row: r.row, flowId: r.flow_id, seen: Number(r.notice_due_at) });
  return due.length;
}

export const templateBulkNoticeJob: Job = {
  name: 'templateBulkNotices',
  everyMs: 10_000,
  run: async (deps, log) => void (await sendDueNotices(deps, log)),
};
