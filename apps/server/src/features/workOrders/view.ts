import {
  type WorkOrderAttachment,
  type WorkOrderRecord,
  type WorkOrderSummary,
  workOrderCategories,
  workOrderRecordKinds,
  workOrderServices,
} from '@console/contract';
import type { Db } from '../../db/database.js';
import { accountNamesOf } from '../account/index.js';
import { operatorNamesOf } from '../ops/index.js';
import { businessMsBetween, slaTargets } from './business-hours.js';
import * as q from './queries.js';
import { statusName } from './status.js';

/** Rows of work orders as the console and the back office see them. */

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

export function summaryOf(row: q.WorkOrderRow): WorkOrderSummary {
  return {
    id: row.id,
    number: row.number,
    service: oneOf(workOrderServices, row.service, 'other'),
    category: oneOf(workOrderCategories, row.category, 'other'),
    title: row.title,
    status: statusName(row.status),
    expedited: row.expedited === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** The records of an order with their attachments; operators' names only for the back office. */
export async function recordsView(db: Db, workOrderId: string, audience: 'user' | 'operator'): Promise<WorkOrderRecord[]> {
  const [records, files] = await Promise.all([q.recordsOf(db, workOrderId), q.attachmentsOf(db, workOrderId)]);
  const [people, operators] = await Promise.all([
    accountNamesOf({ db }, { userIds: records.flatMap((r) => (r.by_kind === 'user' ? [r.author_id] : [])) }),
    // Operators' names only for the back office: the person sees none, so none is read.
    audience === 'operator'
      ? operatorNamesOf({ db }, { operatorIds: records.flatMap((r) => (r.by_kind === 'operator' ? [r.author_id] : [])) })
      : new Map<string, string>(),
  ]);
  const byRecord = new Map<string, WorkOrderAttachment[]>();
  for (const f of files) {
    if (!f.record_id) continue;
    const list = byRecord.get(f.record_id) ?? [];
    list.push({ id: f.id, name: f.name, contentType: f.content_type, bytes: Number(f.bytes) });
    byRecord.set(f.record_id, list);
  }
  return records.map((r) => {
    const by = oneOf(['user', 'operator', 'system'] as const, r.by_kind, 'system');
    return {
      id: r.id,
      kind: oneOf(workOrderRecordKinds, r.kind, 'reply'),
      by,
      authorName:
        by === 'user'
          ? (people.get(r.author_id ?? '') ?? null)
          : by === 'operator' && audience === 'operator'
            ? (operators.get(r.author_id ?? '') ?? null)
            : null,
      status: r.status === null ? null : statusName(Number(r.status)),
      content: r.content,
      attachments: byRecord.get(r.id) ?? [],
      createdAt: Number(r.created_at),
    };
  });
}

/** SLA timers in business hours: first response and resolution, running until they are met. */
export function slaOf(row: q.WorkOrderRow, now: number) {
  const resolvedAt = row.resolved_at ?? row.closed_at;
  return {
    firstResponseMs: businessMsBetween(row.created_at, row.first_response_at ?? now),
    firstResponseDone: row.first_response_at !== null,
    resolutionMs: businessMsBetween(row.created_at, resolvedAt ?? now),
    resolutionDone: resolvedAt !== null,
    firstResponseTargetMs: slaTargets.firstResponseMs,
    resolutionTargetMs: slaTargets.resolutionMs,
  };
}
