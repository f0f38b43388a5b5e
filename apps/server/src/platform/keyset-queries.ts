import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { listTotalCap } from '@console/contract';
import type { Db } from '../db/database.js';
import type { KeyValues, ListOrder, ListPosition } from './keyset.js';

/**
 * The SQL half of keyset paging: continue after a key in the list's order, and count up to the cap.
 * The predicate for (a, b) ascending after (x, y) is `a >= x and (a > x or b > y)`: the leading
 * `a >= x` is a range both SQLite and PostgreSQL start an index scan at (a row-value or a plain OR
 * would make SQLite scan from the first row), the rest skips the ties already shown.
 */
function after(columns: readonly string[], values: KeyValues, op: '>' | '<'): Expression<SqlBool> {
  const [first, ...rest] = columns;
  const ref = sql.ref(first!);
  const value = values[0]!;
  if (rest.length === 0) return sql<SqlBool>`${ref} ${sql.raw(op)} ${value}`;
  return sql<SqlBool>`(${ref} ${sql.raw(`${op}=`)} ${value} and (${ref} ${sql.raw(op)} ${value} or ${after(rest, values.slice(1), op)}))`;
}

/** Orders a list's query by its key, continues after the position and reads one row more than the page. */
export function keysetPage<DB, TB extends keyof DB, O, Row>(
  query: SelectQueryBuilder<DB, TB, O>,
  order: ListOrder<Row>,
  position: ListPosition,
): SelectQueryBuilder<DB, TB, O> {
  const refs = order.columns.map((c) => c.ref);
  let q = query;
  if (position.after) q = q.where(after(refs, position.after, order.direction === 'asc' ? '>' : '<'));
  for (const ref of refs) q = q.orderBy(sql.ref(ref), order.direction);
  return q.limit(position.limit);
}

/**
 * How many rows a filtered query has, counting no further than one past `listTotalCap` (an index-only
 * walk of at most that many entries, whatever the table's size).
 */
export async function countUpTo<DB, TB extends keyof DB, O>(db: Db, query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  const capped = query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(listTotalCap + 1);
  const row = await db
    .selectFrom(capped.as('capped'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
