import type { AppDetail } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { SecretDialog } from './SecretDialog';
import { appKey, appsApi } from './api';

type Secret = AppDetail['secrets'][number];
const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The application's secrets: never their values; a new one through the dialog, revoke at once. */
export function SecretsCard({ app }: { app: AppDetail }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: appKey(app.id) });
  const columns: TableColumnsType<Secret> = [
    { key: 'hint', title: t('apps.secrets.hint'), render: (_, s) => <Typography.Text code>…{s.hint}</Typography.Text> },
    {
      key: 'state',
      title: t('apps.status'),
      render: (_, s) => (s.active ? <Tag color="success">{t('apps.secrets.active')}</Tag> : <Tag>{t('apps.secrets.revoked')}</Tag>),
    },
    { key: 'created', title: t('apps.createdAt'), render: (_, s) => when(s.createdAt) },
    {
      key: 'used',
      title: t('apps.secrets.lastUsed'),
      render: (_, s) => (s.lastUsedAt ? `${when(s.lastUsedAt)} · ${s.lastUsedFrom ?? ''}` : t('apps.secrets.never')),
    },
    {
      key: 'actions',
      title: t('apps.actions'),
      render: (_, s) =>
        s.active && (
          <Popconfirm title={t('apps.secrets.revokeConfirm')} onConfirm={() => appsApi.revokeSecret(app.id, s.id).then(refresh)}>
            <Button danger size="small">
              {t('apps.secrets.revoke')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Card
      title={t('apps.secrets.title')}
      style={{ marginTop: 16 }}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="secret-new">
          {t('apps.secrets.newSecret')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('apps.secrets.intro')}</Typography.Paragraph>
      <DataTable rowKey="id" columns={columns} dataSource={app.secrets} pagination={false} scroll={{ x: 640 }} size="small" />
      <SecretDialog
        appId={app.id}
        open={open}
        onClose={() => {
          setOpen(false);
          refresh();
        }}
      />
    </Card>
  );
}
