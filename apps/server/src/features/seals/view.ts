import type { Seal, SealKind } from '@console/contract';
import type { SealRow } from './queries.js';

export const sealView = (row: SealRow): Seal => ({
  id: row.id,
  kind: row.kind as SealKind,
  alias: row.alias,
  sizeMm: row.size_mm,
  style: (row.style as Seal['style']) ?? null,
  status: row.status as Seal['status'],
  rejectReason: row.reject_reason,
  width: row.width,
  height: row.height,
  used: row.used_at !== null,
  createdAt: row.created_at,
});
