import { createHash } from 'node:crypto';
import { type Page, listTotalCap } from '@console/contract';
import type { Language } from '@console/phrases';
import { fieldError } from './errors.js';

/**
 * Keyset paging: every list is read in the order of an index that matches its filter and
 * sort, continuing after the sort key of the last row shown, so page 5,000 costs what page 1 costs.
 * The cursor is opaque to callers: base64url of `[binding, ...key values]`, where the binding is a
 * hash of the list's name and its scope (the filter and the tenant), so a cursor of another list,
 * another filter or another tenant is refused naming `after` instead of positioning this one.
 * The SQL half (`keysetAfter`, `countUpTo`) lives in `keyset-queries.ts`.
 */

export interface KeyColumn<Row> {
  /** The column as the query names it (`a.submitted_at`). */
  ref: string;
  /** Where the row read carries its value. */
  field: keyof Row & string;
  type: 'number' | 'string';
}

/** A list's order: its name (part of every cursor) and its sort key, the last column unique (the id). */
export interface ListOrder<Row> {
  list: string;
  direction: 'asc' | 'desc';
  columns: readonly KeyColumn<Row>[];
}

export type KeyValues = readonly (string | number)[];

/** The position a query continues after, or undefined for the first page. */
export interface ListPosition {
  after: KeyValues | undefined;
  /** Rows to read: one more than the page, to know whether a next page exists. */
  limit: number;
}

export function defineListOrder<Row>(list: string, direction: 'asc' | 'desc', columns: readonly KeyColumn<Row>[]): ListOrder<Row> {
  return { list, direction, columns };
}

function binding(list: string, scope: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(scope)
      .sort()
      .map((k) => [k, scope[k] ?? null]),
  );
  return createHash('sha256').update(`${list}\0${canonical}`).digest('base64url').slice(0, 11);
}

export function encodeCursor(order: Pick<ListOrder<unknown>, 'list'>, scope: Record<string, unknown>, values: KeyValues): string {
  return Buffer.from(JSON.stringify([binding(order.list, scope), ...values])).toString('base64url');
}

/**
 * Reads a cursor for a list under a scope: undefined for the first page, the key values otherwise.
 * Anything else (not ours, another list, filter or tenant, values of the wrong type) is `pageCursorInvalid` on `after`.
 */
export function readCursor<Row>(
  order: ListOrder<Row>,
  scope: Record<string, unknown>,
  after: string | undefined,
  lang: Language,
): KeyValues | undefined {
  if (!after) return undefined;
  const refuse = () => fieldError('pageCursorInvalid', 'after', lang);
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(decoded) || decoded.length !== order.columns.length + 1 || decoded[0] !== binding(order.list, scope)) throw refuse();
  const values = decoded.slice(1) as unknown[];
  order.columns.forEach((column, i) => {
    const value = values[i];
    const ok = column.type === 'number' ? Number.isSafeInteger(value) : typeof value === 'string' && value.length <= 128;
    if (!ok) throw refuse();
  });
  return values as KeyValues;
}

/** Where a page starts and how many rows its query reads. */
export function listPosition<Row>(
  order: ListOrder<Row>,
  input: { scope: Record<string, unknown>; after: string | undefined; pageSize: number; lang: Language },
): ListPosition {
  return { after: readCursor(order, input.scope, input.after, input.lang), limit: input.pageSize + 1 };
}

/** A page from the rows a keyset query read (pageSize + 1 of them at most) and the capped count. */
export function pageFrom<Row, Item>(
  order: ListOrder<Row>,
  input: { scope: Record<string, unknown>; pageSize: number; rows: Row[]; total: number; view: (row: Row) => Item },
): Page<Item> {
  const rows = input.rows.slice(0, input.pageSize);
  const last = rows.at(-1);
  const next =
    input.rows.length > input.pageSize && last
      ? encodeCursor(
          order,
          input.scope,
          order.columns.map((c) => last[c.field] as string | number),
        )
      : null;
  return {
    list: rows.map(input.view),
    next,
    total: Math.min(input.total, listTotalCap),
    totalCapped: input.total > listTotalCap,
  };
}
