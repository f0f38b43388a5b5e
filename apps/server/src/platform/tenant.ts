import { AppError } from './errors.js';
import type { UserSession } from './session.js';

/**
 * Whose rows a request may see: the person's own (personal context) or one enterprise's. It comes
 * from the session, never from the request; queries filter by it with `ownedBy` (tenant-queries.ts),
 * and a row of another tenant is answered as not found.
 */
export type Tenant = { kind: 'enterprise'; enterpriseId: string } | { kind: 'personal'; userId: string };

export function tenantOf(user: UserSession): Tenant {
  return user.context.kind === 'enterprise' && user.enterpriseId
    ? { kind: 'enterprise', enterpriseId: user.enterpriseId }
    : { kind: 'personal', userId: user.userId };
}

/** The session's enterprise; the personal context has no enterprise center (§2), so it is refused. */
export function enterpriseOf(user: UserSession): string {
  if (user.context.kind !== 'enterprise' || !user.enterpriseId) throw new AppError('noPermission');
  return user.enterpriseId;
}
