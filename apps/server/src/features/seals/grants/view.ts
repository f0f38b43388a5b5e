import { recordStatus, type SealAutoSign, type SealGrant, type SealGrantEnding, type SealGrantRole } from '@console/contract';
import type { AutoSignListRow, GrantListRow } from './grant-queries.js';

/**
 * A grant's or an authorization's §3 status as of `now`: a normal row whose period has ended reads
 * expired (5) without a job having written it.
 */
export function statusAt(row: { status: number; end_at: number | null }, now: number): SealGrant['status'] {
  if (row.status === recordStatus.normal && row.end_at !== null && row.end_at <= now) return recordStatus.expired;
  return row.status as SealGrant['status'];
}

export const grantView = (row: GrantListRow, apps: { id: string; name: string }[], now: number): SealGrant => ({
  id: row.id,
  sealId: row.seal_id,
  sealAlias: row.seal_alias,
  userId: row.user_id,
  memberName: row.member_name,
  role: row.role as SealGrantRole,
  apps,
  startAt: row.start_at,
  endAt: row.end_at,
  status: statusAt(row, now),
  endedReason: row.ended_reason as SealGrantEnding | null,
  createdAt: row.created_at,
});

export const autoSignView = (row: AutoSignListRow, now: number): SealAutoSign => ({
  id: row.id,
  sealId: row.seal_id,
  sealAlias: row.seal_alias,
  applicationId: row.application_id,
  appId: row.app_public_id,
  appName: row.app_name,
  startAt: row.start_at,
  endAt: row.end_at,
  status: statusAt(row, now),
  endedReason: row.ended_reason as SealGrantEnding | null,
  createdAt: row.created_at,
});
