import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { statusColour } from './ErrorStatuses';
import type { ErrorCodeEntry } from './openapi';
import { DataTable } from '../../../components/DataTable';

interface ErrorRow extends ErrorCodeEntry {
  key: string;
}

/** A message as sent, its `{{name}}` slots (filled by the server) shown as the names of what goes there. */
function MessageTemplate({ text }: { text: string }) {
  return (
    <>
      {text.split(/\{\{\s*(\w+)\s*\}\}/).map((part, i) =>
        i % 2 === 1 ? (
          <Typography.Text key={i} code type="secondary">
            {part}
          </Typography.Text>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** The error catalogue as the server publishes it, each entry with its message in the current language. */
export function ErrorCodeTable({ codes }: { codes: Record<string, ErrorCodeEntry> }) {
  const { t, i18n } = useTranslation();
  const rows: ErrorRow[] = Object.entries(codes)
    .map(([key, entry]) => ({ key, ...entry }))
    .sort((a, b) => a.code - b.code || a.key.localeCompare(b.key));
  const columns: ColumnsType<ErrorRow> = [
    {
      title: t('site.apiref.errorColumns.code'),
      dataIndex: 'code',
      width: 100,
      render: (code: number) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t('site.apiref.errorColumns.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: number) => <Tag color={statusColour(status)}>{status}</Tag>,
    },
    {
      title: t('site.apiref.errorColumns.key'),
      dataIndex: 'key',
      width: '32%',
      render: (key: string) => <Typography.Text style={{ fontFamily: 'monospace' }}>{key}</Typography.Text>,
    },
    {
      title: t('site.apiref.errorColumns.message'),
      key: 'message',
      // The server may know a code newer than this console's phrases; then there is no text to show.
      render: (_, row) => (i18n.exists(`errors.${row.key}`) ? <MessageTemplate text={t(`errors.${row.key}` as 'errors.notFound')} /> : '—'),
    },
  ];
  return (
    <DataTable<ErrorRow>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={rows}
      pagination={false}
      bordered
      data-testid="error-codes"
    />
  );
}
