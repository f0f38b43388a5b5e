import type { Page } from '@console/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setLanguage } from '../app/i18n';
import { PagedListTable } from './PagedListTable';
import { useKeysetPager } from './pagedTable';
import type { PagedList } from './usePagedList';

beforeAll(async () => {
  await act(async () => {
    await setLanguage('en', false);
  });
});
afterEach(() => cleanup());

const rows = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];

function Orders({ error }: { error: Error | null }) {
  const pager = useKeysetPager();
  const page: Page<(typeof rows)[number]> =
    pager.pageNum === 1
      ? { list: rows, total: 3, next: 'c', totalCapped: false }
      : { list: [{ id: 'c', name: 'Gamma' }], total: 3, next: null, totalCapped: false };
  const list: PagedList<(typeof rows)[number]> = {
    page,
    error,
    isFetching: false,
    pager,
    pageSize: 2,
    totalText: (total) => `${total} orders`,
    emptyText: 'No orders',
  };
  return <PagedListTable list={list} columns={[{ key: 'name', title: 'Name', dataIndex: 'name' }]} data-testid="orders" />;
}

describe('PagedListTable', { timeout: 60_000 }, () => {
  it('shows the rows of the page, walks to the next by its cursor, and says why a read failed', async () => {
    const { rerender } = render(<Orders error={null} />);
    expect(await screen.findByText('Alpha')).toBeTruthy();
    expect(screen.getByText('3 orders')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    expect(await screen.findByText('Gamma')).toBeTruthy();
    expect(screen.queryByText('Alpha')).toBeNull();
    rerender(<Orders error={new Error('The list could not be read')} />);
    expect(screen.getByText('The list could not be read')).toBeTruthy();
  });
});
