import type { Page } from '@console/contract';
import { Alert, type TableProps } from 'antd';
import { DataTable } from './DataTable';
import { type KeysetPager, pagedTable } from './pagedTable';

/**
 * A server-paged list: the read's error above the table, then the rows of one
 * `Page` with the cursor pager under them. Rows are keyed by their id.
 */
export function PagedListTable<T extends { id: string }>({
  error,
  page,
  pager,
  paging,
  ...table
}: {
  error: Error | null;
  page: Page<T> | undefined;
  pager: KeysetPager;
  paging: Parameters<typeof pagedTable>[2];
} & Omit<TableProps<T>, 'dataSource' | 'pagination' | 'rowKey'>) {
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable<T> rowKey="id" {...table} {...pagedTable(page, pager, paging)} />
    </>
  );
}
