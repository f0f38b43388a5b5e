import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography, type TableColumnsType } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { DataTable } from './DataTable';

/**
 * A short list on a card of its own (invoice titles, the catalogue's products and packages): an add
 * button in the card's corner, a line saying what the list is, the read's error if it failed, the
 * whole list in one table, and the add dialog (children).
 */
export function AddableListCard<T extends { id: string }>({
  title,
  intro,
  addText,
  addTestId,
  addPrimary = true,
  onAdd,
  style,
  error,
  columns,
  rows,
  loading,
  scrollX,
  emptyText,
  tableTestId,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  addText: ReactNode;
  addTestId: string;
  /** The page's main act; a section under another list's card is a plain button. */
  addPrimary?: boolean;
  onAdd: () => void;
  style?: CSSProperties;
  /** Undefined where the page shows no read error of its own (the HTTP client toasts it). */
  error?: Error | null;
  columns: TableColumnsType<T>;
  rows: T[] | undefined;
  loading: boolean;
  scrollX: number;
  emptyText: ReactNode;
  tableTestId: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={title}
      style={style}
      extra={
        <Button type={addPrimary ? 'primary' : undefined} icon={<PlusOutlined />} onClick={onAdd} data-testid={addTestId}>
          {addText}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        scroll={{ x: scrollX }}
        locale={{ emptyText }}
        data-testid={tableTestId}
      />
      {children}
    </Card>
  );
}
