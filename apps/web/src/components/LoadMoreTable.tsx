import { Button, Flex, type TableColumnsType } from 'antd';
import { DataTable } from './DataTable';

interface LoadMoreTableProps<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  loading: boolean;
  /** The width past which the table scrolls sideways. */
  scrollX: number;
  emptyText: string;
  testId: string;
  /** The button under the table while the server has more rows. */
  more: { available: boolean; loading: boolean; load: () => void; text: string };
}

/** A list read a page at a time by a button under it ("more"), for lists a person scrolls rather than pages (contacts, members). */
export function LoadMoreTable<T extends { id: string }>({
  rows,
  columns,
  loading,
  scrollX,
  emptyText,
  testId,
  more,
}: LoadMoreTableProps<T>) {
  return (
    <>
      <DataTable<T>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        loading={loading}
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
