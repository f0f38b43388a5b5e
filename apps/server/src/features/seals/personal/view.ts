import type { PersonalSignature } from '@console/contract';
import type { PersonalSignatureRow } from './queries.js';

export const signatureView = (row: PersonalSignatureRow, defaultId: string | undefined): PersonalSignature => ({
  id: row.id,
  kind: row.kind as PersonalSignature['kind'],
  style: (row.style as PersonalSignature['style']) ?? null,
  width: row.width,
  height: row.height,
  isDefault: row.id === defaultId,
  used: row.used_at !== null,
  createdAt: row.created_at,
});
