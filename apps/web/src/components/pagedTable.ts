import type { Page } from '@console/contract';
import type { TableProps } from 'antd';
import { useState } from 'react';

/**
 * Keyset paging in the console: the server pages by an opaque `after` cursor, so the table
 * walks forward one page at a time and back along the cursors it has seen. The pager is antd's simple
 * one ("‹ 3 / 120 ›"); a page number is never sent.
 */
export interface KeysetPager {
  /** 1 for the first page. */
  pageNum: number;
  /** The cursor to send for the current page (undefined on the first). */
  after: string | undefined;
  /** Moves to a page next to one already seen (the next one needs the current page's `next`). */
  go(pageNum: number, page: Page<unknown> | undefined): void;
}

/**
 * The cursors of the pages seen under one filter; a new `filterKey` (another status, keyword…) starts
 * again at the first page.
 */
export function useKeysetPager(filterKey = ''): KeysetPager {
  const [state, setState] = useState<{ key: string; cursors: (string | undefined)[] }>({ key: filterKey, cursors: [undefined] });
  const cursors = state.key === filterKey ? state.cursors : [undefined];
  const pageNum = cursors.length;
  return {
    pageNum,
    after: cursors[pageNum - 1],
    go(to, page) {
      if (to >= 1 && to < pageNum) setState({ key: filterKey, cursors: cursors.slice(0, to) });
      else if (to === pageNum + 1 && page?.next) setState({ key: filterKey, cursors: [...cursors, page.next] });
    },
  };
}

/** A page's total as people read it: "10000+" when the server stopped counting. */
export function totalOf(page: Pick<Page<unknown>, 'total' | 'totalCapped'> | undefined): string {
  if (!page) return '0';
  return page.totalCapped ? `${page.total}+` : String(page.total);
}

/** The props every server-paged table shares: the rows of one `Page`, and the cursor pager. */
export function pagedTable<T>(
  page: Page<T> | undefined,
  pager: KeysetPager,
  options: { pageSize: number; totalText: (total: string) => string; hideOnSinglePage?: boolean },
): Pick<TableProps<T>, 'dataSource' | 'pagination'> {
  const rows = page?.list ?? [];
  const seen = (pager.pageNum - 1) * options.pageSize + rows.length;
  // The pager enables "next" from the total: exact at the last page, at least one more row while a next cursor exists.
  const total = !page ? 0 : page.next ? Math.max(page.total, seen + 1) : seen;
  return {
    dataSource: rows,
    pagination: {
      current: pager.pageNum,
      pageSize: options.pageSize,
      total,
      simple: { readOnly: true },
      showSizeChanger: false,
      hideOnSinglePage: options.hideOnSinglePage,
      showTotal: () => options.totalText(totalOf(page)),
      onChange: (to) => pager.go(to, page),
    },
  };
}
