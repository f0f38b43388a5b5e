import { PlusOutlined } from '@ant-design/icons';
import type { SsoSystemItem } from '@console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Modal, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { ssoApi } from '../api';
import { SystemDialog } from './SystemDialog';

const pageSize = 20;
const listKey = ['sso', 'systems'] as const;

/** Back office: the trusted systems of single sign-on, their entries and shared secrets (shown once). */
export default function TrustedSystemsPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const pager = useKeysetPager();
  const [editing, setEditing] = useState<SsoSystemItem | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const { data, isFetching, error } = useQuery({
    queryKey: [...listKey, pager.after],
    queryFn: () => ssoApi.systems({ after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: listKey });
  const rotate = useMutation({
    mutationFn: (id: string) => ssoApi.rotate(id),
    onSuccess: (made) => {
      setSecret(made.secret);
      refresh();
    },
  });
  const columns: TableColumnsType<SsoSystemItem> = [
    {
      key: 'name',
      title: t('sso.ops.name'),
      render: (_, s) => (
        <Space>
          {s.name}
          <Typography.Text code>{s.code}</Typography.Text>
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('sso.ops.status'),
      render: (_, s) => <Tag color={s.status === 'enabled' ? 'green' : 'default'}>{t(`sso.ops.statuses.${s.status}`)}</Tag>,
    },
    { key: 'outSign', title: t('sso.ops.outSign'), render: (_, s) => t(`sso.ops.outSigns.${s.outSign ?? 'none'}`) },
    {
      key: 'target',
      title: t('sso.ops.targetUrl'),
      render: (_, s) => <span style={{ overflowWrap: 'anywhere' }}>{s.targetUrl ?? '—'}</span>,
    },
    { key: 'hint', title: t('sso.ops.secretHint'), render: (_, s) => <Typography.Text code>…{s.secretHint}</Typography.Text> },
    {
      key: 'actions',
      title: '',
      render: (_, s) => (
        <Space>
          <Button size="small" onClick={() => setEditing(s)}>
            {t('sso.ops.edit')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() => void modal.confirm({ title: t('sso.ops.rotateConfirm'), onOk: () => rotate.mutateAsync(s.id) })}
          >
            {t('sso.ops.rotate')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={t('sso.ops.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="system-add">
          {t('sso.ops.add')}
        </Button>
      }
    >
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('sso.ops.total', { total }) })}
        loading={isFetching}
        scroll={{ x: 900 }}
        data-testid="systems-table"
      />
      <SystemDialog
        system={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          refresh();
        }}
        onSecret={setSecret}
      />
      <Modal open={secret !== null} title={t('sso.ops.secret')} onCancel={() => setSecret(null)} footer={null}>
        <Alert type="warning" showIcon title={t('sso.ops.secretOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable code data-testid="system-secret" style={{ overflowWrap: 'anywhere' }}>
          {secret}
        </Typography.Paragraph>
      </Modal>
    </Card>
  );
}
