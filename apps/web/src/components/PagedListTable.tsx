import { Alert, type TableProps } from 'antd';
import { DataTable } from './DataTable';
import { pagedTable } from './pagedTable';
import type { PagedList } from './usePagedList';

/**
 * A server-paged list (`usePagedList`): the read's error above the table, then the rows of one
 * page with the cursor pager under them. Rows are keyed by their id.
 */
export function PagedListTable<T extends { id: string }>({
  list,
  ...table
}: { list: PagedList<T> } & Omit<TableProps<T>, 'dataSource' | 'pagination' | 'rowKey' | 'loading'>) {
  const { page, error, isFetching, pager, pageSize, totalText, emptyText } = list;
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable<T>
        rowKey="id"
        loading={isFetching}
        locale={emptyText === undefined ? undefined : { emptyText }}
        {...table}
        {...pagedTable(page, pager, { pageSize, totalText })}
      />
    </>
  );
}
