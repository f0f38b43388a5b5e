import { type Insertable, type Selectable, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { TemplateFlowTable, TemplateTable, TemplateVersionTable } from '../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';
import type { Tenant } from '../../platform/tenant.js';
import { ownedBy } from '../../platform/tenant-queries.js';

/** SQL of templates: every read filtered by the tenant (`ownedBy`), versions by their template. */

export type TemplateRow = Selectable<TemplateTable>;
export type VersionRow = Selectable<TemplateVersionTable>;

export const listOrder = defineListOrder<{ created_at: number; id: string }>('templates.list', 'desc', [
  { ref: 'created_at', field: 'created_at', type: 'number' },
  { ref: 'id', field: 'id', type: 'string' },
]);

const ofTenant = (db: Db, tenant: Tenant, keyword: string | undefined) => {
  let q = db.selectFrom('templates').where(ownedBy(tenant));
  if (keyword) {
    const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where(sql<SqlBool>`lower(name) like ${pattern} escape '\\'`);
  }
  return q;
};

export const listPage = (db: Db, tenant: Tenant, keyword: string | undefined, position: ListPosition) =>
  keysetPage(ofTenant(db, tenant, keyword).selectAll(), listOrder, position).execute();

export const listCount = (db: Db, tenant: Tenant, keyword: string | undefined) => countUpTo(db, ofTenant(db, tenant, keyword).select('id'));

export const findTemplate = (db: Db, tenant: Tenant, id: string) =>
  db.selectFrom('templates').selectAll().where(ownedBy(tenant)).where('id', '=', id).executeTakeFirst();

export const findVersion = (db: Db, templateId: string, versionId: string) =>
  db.selectFrom('template_versions').selectAll().where('template_id', '=', templateId).where('id', '=', versionId).executeTakeFirst();

export async function insertTemplate(
  db: Db,
  template: Insertable<TemplateTable>,
  version: Insertable<TemplateVersionTable>,
): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await tx.insertInto('templates').values(template).execute();
    await tx.insertInto('template_versions').values(version).execute();
  });
}

/**
 * A new version becomes current only over the version the edit started from (a conditional update):
 * of two edits from one version, one wins and the other is told the template moved on. The unique
 * (template, version) index holds the same rule for the version rows. Answers whether it won.
 */
export async function addVersion(
  db: Db,
  o: { version: Insertable<TemplateVersionTable>; base: number; name: string; description: string | null; enabled: number; now: number },
): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const moved = await tx
      .updateTable('templates')
      .set({
        version: o.version.version,
        version_id: o.version.id,
        name: o.name,
        description: o.description,
        enabled: o.enabled,
        updated_at: o.now,
      })
      .where('id', '=', o.version.template_id)
      .where('version', '=', o.base)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return false;
    await tx.insertInto('template_versions').values(o.version).execute();
    return true;
  });
}

export async function setEnabled(db: Db, id: string, enabled: number, now: number): Promise<void> {
  await db.updateTable('templates').set({ enabled, updated_at: now }).where('id', '=', id).execute();
}

export async function insertTemplateFlow(db: Db, row: Insertable<TemplateFlowTable>): Promise<void> {
  await db.insertInto('template_flows').values(row).execute();
}

export const templateOfFlow = (db: Db, flowId: string) =>
  db.selectFrom('template_flows').selectAll().where('flow_id', '=', flowId).executeTakeFirst();
