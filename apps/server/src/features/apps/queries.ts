import { type Insertable, PostgresAdapter, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ApplicationTable, AppSecretTable, CallbackAttemptTable, CallbackDeliveryTable } from '../../db/schema.js';
import { type ListPosition, defineListOrder } from '../../platform/keyset.js';
import { countUpTo, keysetPage } from '../../platform/keyset-queries.js';

/** The application's enterprise, read in the statement that writes a row of it: its tenant key (0067). */
export const enterpriseOf = (db: Db, applicationId: string) =>
  db.selectFrom('applications').select('enterprise_id').where('id', '=', applicationId);

/** SQL of applications: settings, secrets, authorizations, callbacks (their calls are services' usage.ts). */

export type ApplicationRow = Selectable<ApplicationTable>;
export type SecretRow = Selectable<AppSecretTable>;
export type DeliveryRow = Selectable<CallbackDeliveryTable>;

export const insertApplication = (db: Db, row: Insertable<ApplicationTable>) => db.insertInto('applications').values(row).execute();

export const findApplication = (db: Db, enterpriseId: string, id: string) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).where('enterprise_id', '=', enterpriseId).executeTakeFirst();

export const findByAppId = (db: Db, appId: string) =>
  db.selectFrom('applications').selectAll().where('app_id', '=', appId).executeTakeFirst();

export const updateApplication = (db: Db, id: string, set: Updateable<ApplicationTable>) =>
  db.updateTable('applications').set(set).where('id', '=', id).execute();

export type ApplicationListRow = ApplicationRow & { service_count: number | string | null };

/** An enterprise's applications, newest first, over (enterprise_id, created_at, id). */
export const applicationOrder = defineListOrder<ApplicationListRow>('apps.applications', 'desc', [
  { ref: 'applications.created_at', field: 'created_at', type: 'number' },
  { ref: 'applications.id', field: 'id', type: 'string' },
]);

/** One enterprise's, or (the back office without a filter) every enterprise's. */
export async function pageApplications(db: Db, enterpriseId: string | undefined, position: ListPosition) {
  const all = db.selectFrom('applications');
  const base = enterpriseId ? all.where('enterprise_id', '=', enterpriseId) : all;
  const query = base
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('app_services')
        .whereRef('app_services.application_id', '=', 'applications.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('service_count'),
    );
  const [rows, total] = await Promise.all([keysetPage(query, applicationOrder, position).execute(), countUpTo(db, base.select('id'))]);
  return { rows: rows as ApplicationListRow[], total };
}

export type ServiceAppRow = ApplicationListRow & { authorized: number | string | null };

/**
 * The enterprise's applications in the list's order, each with whether it may call one subscription
 * (a probe of the app_services primary key per row).
 */
export async function pageServiceApps(db: Db, enterpriseId: string, subscriptionId: string, position: ListPosition) {
  const base = db.selectFrom('applications').where('enterprise_id', '=', enterpriseId);
  const query = base
    .selectAll()
    .select((eb) => [
      eb
        .selectFrom('app_services')
        .whereRef('app_services.application_id', '=', 'applications.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('service_count'),
      eb
        .selectFrom('app_services')
        .whereRef('app_services.application_id', '=', 'applications.id')
        .where('app_services.subscription_id', '=', subscriptionId)
        .select(eb.fn.countAll<number>().as('n'))
        .as('authorized'),
    ]);
  const [rows, total] = await Promise.all([keysetPage(query, applicationOrder, position).execute(), countUpTo(db, base.select('id'))]);
  return { rows: rows as ServiceAppRow[], total };
}

export const authorizedIds = async (db: Db, applicationId: string) =>
  (await db.selectFrom('app_services').select('subscription_id').where('application_id', '=', applicationId).execute()).map(
    (r) => r.subscription_id,
  );

/** Replaces the application's authorized subscriptions. */
export async function setAuthorized(db: Db, applicationId: string, ids: readonly string[], now: number): Promise<void> {
  await db.deleteFrom('app_services').where('application_id', '=', applicationId).execute();
  if (ids.length)
    await db
      .insertInto('app_services')
      .values(
        ids.map((subscription_id) => ({
          application_id: applicationId,
          enterprise_id: enterpriseOf(db, applicationId),
          subscription_id,
          created_at: now,
        })),
      )
      .execute();
}

export const secretsOf = (db: Db, applicationId: string) =>
  db.selectFrom('app_secrets').selectAll().where('application_id', '=', applicationId).orderBy('created_at', 'desc').limit(20).execute();

export const activeSecretsOf = (db: Db, applicationId: string) =>
  db.selectFrom('app_secrets').selectAll().where('application_id', '=', applicationId).where('revoked_at', 'is', null).execute();

export const insertSecret = (db: Db, row: Omit<Insertable<AppSecretTable>, 'enterprise_id'>) =>
  db
    .insertInto('app_secrets')
    .values({ ...row, enterprise_id: enterpriseOf(db, row.application_id) })
    .execute();

export async function revokeSecret(db: Db, applicationId: string, id: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('app_secrets')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const secretExists = async (db: Db, applicationId: string, id: string) =>
  Boolean(
    await db.selectFrom('app_secrets').select('id').where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst(),
  );

/** "Last used at / from", written at most once a minute per secret so busy callers do not write on every call. */
export const markSecretUsed = (db: Db, id: string, now: number, ip: string) =>
  db
    .updateTable('app_secrets')
    .set({ last_used_at: now, last_used_ip: ip })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', now - 60_000), eb('last_used_ip', '!=', ip)]))
    .execute();

export const insertDelivery = (db: Db, row: Omit<Insertable<CallbackDeliveryTable>, 'enterprise_id'>) =>
  db
    .insertInto('callback_deliveries')
    .values({ ...row, enterprise_id: enterpriseOf(db, row.application_id) })
    .execute();

export const findDelivery = (db: Db, applicationId: string, id: string) =>
  db.selectFrom('callback_deliveries').selectAll().where('id', '=', id).where('application_id', '=', applicationId).executeTakeFirst();

export const updateDelivery = (db: Db, id: string, set: Updateable<CallbackDeliveryTable>) =>
  db.updateTable('callback_deliveries').set(set).where('id', '=', id).execute();

/**
 * Claims up to `limit` due deliveries for one try each: their next attempt moves to `leaseUntil`, so
 * no other run takes them meanwhile (a process that dies mid-try leaves them due again once the lease
 * ends). On PostgreSQL the due rows are locked in the claim's transaction and those another process
 * is claiming are skipped (FOR UPDATE SKIP LOCKED); SQLite has one writer. The update takes only rows
 * still pending and due, so a row claimed elsewhere meanwhile is never returned twice.
 */
export function claimDueDeliveries(db: Db, o: { now: number; leaseUntil: number; limit: number }): Promise<DeliveryRow[]> {
  return db.transaction().execute(async (trx) => {
    const due = trx
      .selectFrom('callback_deliveries')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', o.now)
      .orderBy('next_attempt_at')
      .limit(o.limit);
    const ids = (await (trx.getExecutor().adapter instanceof PostgresAdapter ? due.forUpdate().skipLocked() : due).execute()).map(
      (r) => r.id,
    );
    if (ids.length === 0) return [];
    return trx
      .updateTable('callback_deliveries')
      .set({ next_attempt_at: o.leaseUntil, updated_at: o.now })
      .where('id', 'in', ids)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', o.now)
      .returningAll()
      .execute();
  });
}

/** An application's callback deliveries, newest first, over (application_id, created_at, id). */
export const deliveryOrder = defineListOrder<DeliveryRow>('apps.deliveries', 'desc', [
  { ref: 'callback_deliveries.created_at', field: 'created_at', type: 'number' },
  { ref: 'callback_deliveries.id', field: 'id', type: 'string' },
]);

export async function pageDeliveries(db: Db, applicationId: string, position: ListPosition) {
  const base = db.selectFrom('callback_deliveries').where('application_id', '=', applicationId);
  const [rows, total] = await Promise.all([
    keysetPage(base.selectAll(), deliveryOrder, position).execute(),
    countUpTo(db, base.select('id')),
  ]);
  return { rows, total };
}

export const insertAttempt = (db: Db, row: Omit<Insertable<CallbackAttemptTable>, 'enterprise_id'>) =>
  db
    .insertInto('callback_attempts')
    .values({
      ...row,
      enterprise_id: db.selectFrom('callback_deliveries').select('enterprise_id').where('id', '=', row.delivery_id),
    })
    .execute();

/** The attempts of some deliveries, oldest first (at most 50 each are shown). */
export const attemptsOf = (db: Db, deliveryIds: readonly string[]) =>
  deliveryIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('callback_attempts')
        .selectAll()
        .where('delivery_id', 'in', [...deliveryIds])
        .orderBy('at')
        .execute();

export const findApplicationById = (db: Db, id: string) =>
  db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
