import { type RawBuilder, sql } from 'kysely';
import type { Tenant } from './tenant.js';

/**
 * The tenant filter of a table that carries `enterprise_id` (and `user_id` for personal rows):
 * `.where(ownedBy(tenant))`, or `ownedBy(tenant, 'orders')` when the query joins other tables.
 * A personal tenant's rows are the person's own rows outside any enterprise.
 */
export function ownedBy(tenant: Tenant, table?: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(table ? `${table}.${name}` : name);
  return tenant.kind === 'enterprise'
    ? sql<boolean>`${column('enterprise_id')} = ${tenant.enterpriseId}`
    : sql<boolean>`(${column('enterprise_id')} is null and ${column('user_id')} = ${tenant.userId})`;
}

/** The filter of a table whose rows always belong to one enterprise. */
export function ofEnterprise(enterpriseId: string, table?: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.ref(table ? `${table}.enterprise_id` : 'enterprise_id')} = ${enterpriseId}`;
}
