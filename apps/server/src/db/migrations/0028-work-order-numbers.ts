import { type Kysely, sql } from 'kysely';

/**
 * Work-order numbers from a per-day counter instead of six random digits, which collided (about one
 * creation in 80 at 20,000 a day answered an error). Each day of China time has one row holding the
 * last number handed out; a day that already has randomly numbered orders continues above the highest
 * of them, so no new number can meet an old one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('work_order_number_days')
    // yyyymmdd, China time, as in the number itself.
    .addColumn('day', 'varchar(8)', (c) => c.primaryKey())
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
  // Numbers so far are "WO" + yyyymmdd + six digits.
  await sql`insert into work_order_number_days (day, last)
    select substr(number, 3, 8), max(cast(substr(number, 11) as integer))
      from work_orders
     where number like 'WO%' and length(number) = 16
     group by substr(number, 3, 8)`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are append-only: fix forward with a new migration.');
}
