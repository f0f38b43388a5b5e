import { type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { SealAutoSignTable, SealGrantTable } from '../../../db/schema.js';
import { defineListOrder, type ListPosition } from '../../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../../platform/keyset-queries.js';
import { ofEnterprise } from '../../../platform/tenant-queries.js';

/**
 * SQL of seal grants and auto-sign authorizations. The applications they name are apps' to describe
 * (`appSummariesOf`, one read per page), the grantee's name organization's (member-directory.ts).
 */
export type GrantRow = Selectable<SealGrantTable>;
export type AutoSignRow = Selectable<SealAutoSignTable>;
const normal = 1;

export const grantOrder = defineListOrder<{ created_at: number; id: string }>('seals.grants', 'desc', [
  { ref: 'g.created_at', field: 'created_at', type: 'number' },
  { ref: 'g.id', field: 'id', type: 'string' },
]);
export const autoSignOrder = defineListOrder<{ created_at: number; id: string }>('seals.autoSigns', 'desc', [
  { ref: 'a.created_at', field: 'created_at', type: 'number' },
  { ref: 'a.id', field: 'id', type: 'string' },
]);
/** A member's own seals: their normal grants, newest first. */
export const mineOrder = defineListOrder<{ grant_created_at: number; grant_id: string }>('seals.mine', 'desc', [
  { ref: 'g.created_at', field: 'grant_created_at', type: 'number' },
  { ref: 'g.id', field: 'grant_id', type: 'string' },
]);

/** A grant's row with the seal's alias. */
export type GrantSealRow = GrantRow & { seal_alias: string };
/** A grant's row with the seal's alias and the member's name. */
export type GrantListRow = GrantSealRow & { member_name: string };

const grantsOf = (db: Db, enterpriseId: string, sealId: string | undefined) => {
  const q = db.selectFrom('seal_grants as g').innerJoin('seals as s', 's.id', 'g.seal_id').where(ofEnterprise(enterpriseId, 'g'));
  return sealId === undefined ? q : q.where('g.seal_id', '=', sealId);
};
const grantColumns = ['s.alias as seal_alias'] as const;

export const pageOfGrants = (db: Db, enterpriseId: string, sealId: string | undefined, position: ListPosition) =>
  keysetPage(grantsOf(db, enterpriseId, sealId).selectAll('g').select(grantColumns), grantOrder, position).execute() as Promise<
    GrantSealRow[]
  >;

export const countOfGrants = (db: Db, enterpriseId: string, sealId: string | undefined) => {
  const q = db.selectFrom('seal_grants as g').where(ofEnterprise(enterpriseId, 'g'));
  return countUpTo(db, (sealId === undefined ? q : q.where('g.seal_id', '=', sealId)).select('g.id'));
};

export const findGrant = (db: Db, enterpriseId: string, id: string) =>
  grantsOf(db, enterpriseId, undefined).selectAll('g').select(grantColumns).where('g.id', '=', id).executeTakeFirst() as Promise<
    GrantSealRow | undefined
  >;

/** The applications (internal ids) of grants limited to named ones. */
export const appsOfGrants = async (db: Db, grantIds: readonly string[]) =>
  grantIds.length === 0
    ? []
    : db
        .selectFrom('seal_grant_apps')
        .select(['grant_id', 'application_id'])
        .where('grant_id', 'in', [...grantIds])
        .execute();

/** The normal grant of a seal to a person (at most one: a partial unique index). */
export const normalGrantOf = (db: Db, sealId: string, userId: string) =>
  db
    .selectFrom('seal_grants')
    .selectAll()
    .where('seal_id', '=', sealId)
    .where('user_id', '=', userId)
    .where('status', '=', normal)
    .executeTakeFirst();

export async function insertGrant(db: Db, row: Insertable<SealGrantTable>, appIds: readonly string[]): Promise<void> {
  await db.insertInto('seal_grants').values(row).execute();
  if (appIds.length > 0)
    await db
      .insertInto('seal_grant_apps')
      .values(appIds.map((application_id) => ({ grant_id: row.id, application_id, enterprise_id: row.enterprise_id })))
      .execute();
}

/** Moves a grant out of normal (revoked, replaced); answers whether it did (one winner). */
export async function endGrant(db: Db, id: string, change: Updateable<SealGrantTable>): Promise<boolean> {
  const result = await db.updateTable('seal_grants').set(change).where('id', '=', id).where('status', '=', normal).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every normal grant of a person in an enterprise (their separation); answers how many. */
export async function endGrantsOfMember(db: Db, enterpriseId: string, userId: string, change: Updateable<SealGrantTable>): Promise<number> {
  const result = await db
    .updateTable('seal_grants')
    .set(change)
    .where(ofEnterprise(enterpriseId))
    .where('user_id', '=', userId)
    .where('status', '=', normal)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A live grant: normal, inside its period, of the user role, for every use or for the application. */
export async function liveGrantExists(db: Db, o: { sealId: string; userId: string; appId?: string; now: number }): Promise<boolean> {
  let q = db
    .selectFrom('seal_grants as g')
    .select('g.id')
    .where('g.seal_id', '=', o.sealId)
    .where('g.user_id', '=', o.userId)
    .where('g.status', '=', normal)
    .where('g.role', '=', 'user')
    .where('g.start_at', '<=', o.now)
    .where((eb) => eb.or([eb('g.end_at', 'is', null), eb('g.end_at', '>', o.now)]));
  q =
    o.appId === undefined
      ? q.where('g.scope', '=', 'all')
      : q.where((eb) =>
          eb.or([
            eb('g.scope', '=', 'all'),
            eb.exists(
              eb
                .selectFrom('seal_grant_apps as ga')
                .select('ga.grant_id')
                .whereRef('ga.grant_id', '=', 'g.id')
                .where('ga.application_id', '=', o.appId!),
            ),
          ]),
        );
  return Boolean(await q.executeTakeFirst());
}

// ---- a member's own seals ----

const mineOf = (db: Db, enterpriseId: string, userId: string, now: number, status: number | undefined) => {
  const q = db
    .selectFrom('seal_grants as g')
    .innerJoin('seals as s', 's.id', 'g.seal_id')
    .where(ofEnterprise(enterpriseId, 'g'))
    .where('g.user_id', '=', userId)
    .where('g.status', '=', normal)
    .where('g.start_at', '<=', now)
    .where((eb) => eb.or([eb('g.end_at', 'is', null), eb('g.end_at', '>', now)]));
  return status === undefined ? q : q.where('s.status', '=', status);
};

/** The seals a person holds a live grant of (newest grant first). */
export const pageOfMine = (db: Db, enterpriseId: string, userId: string, now: number, status: number | undefined, position: ListPosition) =>
  keysetPage(
    mineOf(db, enterpriseId, userId, now, status).selectAll('s').select(['g.created_at as grant_created_at', 'g.id as grant_id']),
    mineOrder,
    position,
  ).execute();

export const countOfMine = (db: Db, enterpriseId: string, userId: string, now: number, status: number | undefined) =>
  countUpTo(db, mineOf(db, enterpriseId, userId, now, status).select('g.id'));

/** Whether a person holds a live grant of a seal (to see its image). */
export const holdsLive = async (db: Db, enterpriseId: string, sealId: string, userId: string, now: number) =>
  Boolean(await mineOf(db, enterpriseId, userId, now, undefined).select('g.id').where('g.seal_id', '=', sealId).executeTakeFirst());

// ---- auto-sign authorizations ----

/** An authorization's row with the seal's alias. */
export type AutoSignSealRow = AutoSignRow & { seal_alias: string };
/** An authorization's row with the seal's alias and its application's appId and name. */
export type AutoSignListRow = AutoSignSealRow & { app_public_id: string; app_name: string };

const autoSignsOf = (db: Db, enterpriseId: string, f: { sealId?: string; applicationId?: string }) => {
  let q = db.selectFrom('seal_auto_signs as a').innerJoin('seals as s', 's.id', 'a.seal_id').where(ofEnterprise(enterpriseId, 'a'));
  if (f.sealId !== undefined) q = q.where('a.seal_id', '=', f.sealId);
  if (f.applicationId !== undefined) q = q.where('a.application_id', '=', f.applicationId);
  return q;
};
const autoSignColumns = ['s.alias as seal_alias'] as const;

export const pageOfAutoSigns = (db: Db, enterpriseId: string, f: { sealId?: string; applicationId?: string }, position: ListPosition) =>
  keysetPage(autoSignsOf(db, enterpriseId, f).selectAll('a').select(autoSignColumns), autoSignOrder, position).execute();

export const countOfAutoSigns = (db: Db, enterpriseId: string, f: { sealId?: string; applicationId?: string }) => {
  let q = db.selectFrom('seal_auto_signs as a').where(ofEnterprise(enterpriseId, 'a'));
  if (f.sealId !== undefined) q = q.where('a.seal_id', '=', f.sealId);
  if (f.applicationId !== undefined) q = q.where('a.application_id', '=', f.applicationId);
  return countUpTo(db, q.select('a.id'));
};

export const findAutoSign = (db: Db, enterpriseId: string, id: string) =>
  autoSignsOf(db, enterpriseId, {}).selectAll('a').select(autoSignColumns).where('a.id', '=', id).executeTakeFirst();

export const normalAutoSignOf = (db: Db, sealId: string, applicationId: string) =>
  db
    .selectFrom('seal_auto_signs')
    .selectAll()
    .where('seal_id', '=', sealId)
    .where('application_id', '=', applicationId)
    .where('status', '=', normal)
    .executeTakeFirst();

export const insertAutoSign = (db: Db, row: Insertable<SealAutoSignTable>) => db.insertInto('seal_auto_signs').values(row).execute();

export async function endAutoSign(db: Db, id: string, change: Updateable<SealAutoSignTable>): Promise<boolean> {
  const result = await db.updateTable('seal_auto_signs').set(change).where('id', '=', id).where('status', '=', normal).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function liveAutoSignExists(db: Db, o: { sealId: string; appId: string; now: number }): Promise<boolean> {
  const row = await db
    .selectFrom('seal_auto_signs')
    .select('id')
    .where('seal_id', '=', o.sealId)
    .where('application_id', '=', o.appId)
    .where('status', '=', normal)
    .where('start_at', '<=', o.now)
    .where('end_at', '>', o.now)
    .executeTakeFirst();
  return Boolean(row);
}
