import type { Page } from '@console/contract';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pagedTable, useKeysetPager } from './pagedTable';

const page = (ids: string[], next: string | null, total = 25, totalCapped = false): Page<{ id: string }> => ({
  list: ids.map((id) => ({ id })),
  next,
  total,
  totalCapped,
});

describe('keyset paging in a table', () => {
  it('walks forward by the next cursor, back along the cursors seen, and starts again when the filter changes', () => {
    const { result, rerender } = renderHook(({ filter }) => useKeysetPager(filter), { initialProps: { filter: 'underReview' } });
    expect(result.current).toMatchObject({ pageNum: 1, after: undefined });
    act(() => result.current.go(2, page(['a', 'b'], 'c2')));
    expect(result.current).toMatchObject({ pageNum: 2, after: 'c2' });
    act(() => result.current.go(3, page(['c', 'd'], 'c3')));
    expect(result.current).toMatchObject({ pageNum: 3, after: 'c3' });
    // A page whose cursor was never seen cannot be jumped to.
    act(() => result.current.go(7, page(['e'], 'c4')));
    expect(result.current.pageNum).toBe(3);
    act(() => result.current.go(2, undefined));
    expect(result.current).toMatchObject({ pageNum: 2, after: 'c2' });
    rerender({ filter: 'passed' });
    expect(result.current).toMatchObject({ pageNum: 1, after: undefined });
  });

  it('offers a next page only while the server gave a cursor, and says a capped total with a plus', () => {
    const { result } = renderHook(() => useKeysetPager());
    const last = pagedTable(page(['a', 'b'], null, 2), result.current, { pageSize: 10, totalText: (t) => `${t} rows` });
    expect(last.pagination).toMatchObject({ current: 1, total: 2 });
    const more = pagedTable(page(['a', 'b'], 'c2', 1000, true), result.current, { pageSize: 2, totalText: (t) => `${t} rows` });
    expect(more.pagination).toMatchObject({ total: 1000 });
    const showTotal = (more.pagination as { showTotal: (total: number, range: [number, number]) => string }).showTotal;
    expect(showTotal(1000, [1, 2])).toBe('1000+ rows');
  });
});
