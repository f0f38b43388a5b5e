import type { Page } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, type TableColumnsType } from 'antd';
import { DataTable } from './DataTable';
import { pagedTable, useKeysetPager } from './pagedTable';

const pageSize = 10;

interface ApplicationHistoryCardProps<T> {
  title: string;
  /** The query key of one page (the cursor and the page size in it). */
  queryKey: (after: string | undefined, pageSize: number) => readonly unknown[];
  load: (after: string | undefined, pageSize: number) => Promise<Page<T>>;
  columns: TableColumnsType<T>;
  totalText: (total: string) => string;
  testId: string;
}

/** A person's or an enterprise's applications, newest first, ten a page: the results pages of real-name and enterprise authentication. */
export function ApplicationHistoryCard<T extends { id: string }>({
  title,
  queryKey,
  load,
  columns,
  totalText,
  testId,
}: ApplicationHistoryCardProps<T>) {
  const pager = useKeysetPager();
  const { data, isFetching, error } = useQuery({
    queryKey: queryKey(pager.after, pageSize),
    queryFn: () => load(pager.after, pageSize),
    placeholderData: keepPreviousData,
  });
  return (
    <Card title={title}>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable<T>
        rowKey="id"
        size="middle"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText, hideOnSinglePage: true })}
        loading={isFetching}
        scroll={{ x: 720 }}
        data-testid={testId}
      />
    </Card>
  );
}
