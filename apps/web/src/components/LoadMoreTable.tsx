import { Alert, Button, Flex, type TableColumnsType, type TableProps } from 'antd';
import { DataTable } from './DataTable';
import type { LoadMoreList } from './useLoadMoreList';

interface LoadMoreTableProps<T> {
  /** The list (`useLoadMoreList`): its rows, its read's error, its "more" button and its empty text. */
  list: LoadMoreList<T>;
  columns: TableColumnsType<T>;
  /** The width past which the table scrolls sideways. */
  scrollX: number;
  testId: string;
  size?: TableProps<T>['size'];
}

/** A list read a page at a time by a button under it ("more"), for lists a person scrolls rather than pages (contacts, members, apps). */
export function LoadMoreTable<T extends { id: string }>({ list, columns, scrollX, testId, size = 'middle' }: LoadMoreTableProps<T>) {
  const { rows, error, isFetching, more, emptyText } = list;
  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable<T>
        rowKey="id"
        size={size}
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={isFetching}
        scroll={{ x: scrollX }}
        locale={{ emptyText }}
        data-testid={testId}
      />
      {more.available && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button onClick={more.load} loading={more.loading}>
            {more.text}
          </Button>
        </Flex>
      )}
    </>
  );
}
