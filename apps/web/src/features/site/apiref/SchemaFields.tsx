import { Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { FieldRow } from './openapi';
import { DataTable } from '../../../components/DataTable';

/** Parameters or body fields as a table: name, where, type, required, and the schema's constraints. */
export function SchemaFields({ rows, showLocation = false }: { rows: FieldRow[]; showLocation?: boolean }) {
  const { t } = useTranslation();
  const columns: ColumnsType<FieldRow> = [
    {
      title: t('site.apiref.columns.name'),
      dataIndex: 'name',
      width: '26%',
      render: (name: string, row) => (
        <span style={{ paddingInlineStart: row.depth * 16 }}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {name}
          </Typography.Text>
        </span>
      ),
    },
    ...(showLocation
      ? [
          {
            title: t('site.apiref.columns.location'),
            dataIndex: 'location',
            width: 70,
            render: (l: FieldRow['location']) => (l ? t(`site.apiref.location.${l}`) : ''),
          },
        ]
      : []),
    {
      title: t('site.apiref.columns.type'),
      dataIndex: 'type',
      width: 110,
      render: (type: string | undefined) => <Typography.Text type="secondary">{type ?? t('site.apiref.anyType')}</Typography.Text>,
    },
    {
      title: t('site.apiref.columns.required'),
      dataIndex: 'required',
      width: 80,
      render: (required: boolean) =>
        required ? (
          <Tag color="red">{t('site.apiref.required')}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('site.apiref.optional')}</Typography.Text>
        ),
    },
    {
      title: t('site.apiref.columns.constraints'),
      key: 'constraints',
      render: (_, row) => (
        <>
          {row.description && <div>{row.description}</div>}
          {row.constraints.map((c) => (
            <Tag
              key={c.kind}
              style={{
                whiteSpace: 'normal',
                wordBreak: 'break-all',
                marginBlock: 2,
                fontFamily: c.kind === 'pattern' ? 'monospace' : undefined,
              }}
            >
              {t(`site.apiref.constraint.${c.kind}`, { value: c.value })}
            </Tag>
          ))}
        </>
      ),
    },
  ];
  return <DataTable<FieldRow> size="small" rowKey="name" columns={columns} dataSource={rows} pagination={false} bordered />;
}
