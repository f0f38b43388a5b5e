import type { Page } from '@console/contract';
import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type KeysetPager, useKeysetPager } from './pagedTable';

/** One server-paged list as its table shows it: the current page, its cursor pager and its words. */
export interface PagedList<T> {
  page: Page<T> | undefined;
  error: Error | null;
  isFetching: boolean;
  pager: KeysetPager;
  pageSize: number;
  /** "N orders" under the table; the bare number when not given. */
  totalText: (total: string) => string;
  /** What an empty list says; the table's default when not given. */
  emptyText?: ReactNode;
}

/**
 * Reads one page of a keyset-paged list at a time: the query's key is `queryKey` plus the page's
 * cursor (so invalidating `queryKey` reloads every page), a new `filterKey` starts again at the first
 * page, and the last page stays on screen while the next one loads.
 */
export function usePagedList<T>({
  queryKey,
  filterKey = '',
  pageSize,
  fetch,
  totalText = (total) => total,
  emptyText,
}: {
  queryKey: QueryKey;
  filterKey?: string;
  pageSize: number;
  fetch: (after: string | undefined) => Promise<Page<T>>;
  totalText?: (total: string) => string;
  emptyText?: ReactNode;
}): PagedList<T> {
  const pager = useKeysetPager(filterKey);
  const { data, error, isFetching } = useQuery({
    queryKey: [...queryKey, pager.after ?? ''],
    queryFn: () => fetch(pager.after),
    placeholderData: keepPreviousData,
  });
  return { page: data, error, isFetching, pager, pageSize, totalText, emptyText };
}
