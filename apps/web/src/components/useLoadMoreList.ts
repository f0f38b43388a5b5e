import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A list read a page at a time by a "more" button, as its table shows it: the rows so far, the button and the words. */
export interface LoadMoreList<T> {
  rows: T[];
  error: Error | null;
  isFetching: boolean;
  /** The button under the table while the server has more rows. */
  more: { available: boolean; loading: boolean; load: () => void; text: string };
  emptyText: ReactNode;
}

/** Reads the first page of a keyset-paged list, and each next one on "more" (`fetch` gets the cursor, undefined first). */
export function useLoadMoreList<T>({
  queryKey,
  fetch,
  emptyText,
  moreText,
}: {
  queryKey: QueryKey;
  fetch: (after: string | undefined) => Promise<{ list: T[]; next: string | null }>;
  emptyText: ReactNode;
  moreText: string;
}): LoadMoreList<T> {
  const { data, error, isFetching, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetch(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
  return {
    rows: data?.pages.flatMap((p) => p.list) ?? [],
    error,
    isFetching,
    more: { available: hasNextPage, loading: isFetchingNextPage, load: () => void fetchNextPage(), text: moreText },
    emptyText,
  };
}
