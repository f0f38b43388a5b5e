import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import type { Evidence } from '@console/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../components/PagedListTable';
import { usePagedList } from '../../components/usePagedList';
import { saveFile } from '../../components/saveFile';
import { evidenceApi, evidenceKey } from './api';
import { DepositDialog } from './DepositDialog';

const pageSize = 10;
const day = (ms: number) => new Date(ms).toLocaleDateString();

/** The tenant's deposits: new deposit, status, verification code, certificate download. */
export default function EvidencePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [depositing, setDepositing] = useState(false);
  const list = usePagedList({
    queryKey: [...evidenceKey, 'list'],
    pageSize,
    fetch: (after) => evidenceApi.list({ after, pageSize }),
    emptyText: t('evidence.empty'),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: evidenceKey });
  const deposit = useMutation({ mutationFn: evidenceApi.deposit, onSuccess: () => message.success(t('evidence.deposited')) });
  const save = (e: Evidence) => void evidenceApi.certificate(e.id).then((file) => saveFile(file, `evidence-${e.verificationCode}.pdf`));

  const columns: TableColumnsType<Evidence> = [
    { key: 'title', title: t('evidence.columns.title'), render: (_, e) => e.title },
    { key: 'kind', title: t('evidence.columns.kind'), render: (_, e) => t(`evidence.kinds.${e.kind as 1 | 2}`) },
    {
      key: 'code',
      title: t('evidence.columns.code'),
      render: (_, e) => (
        <Typography.Text code copyable data-testid="evidence-code">
          {e.verificationCode}
        </Typography.Text>
      ),
    },
    {
      key: 'status',
      title: t('evidence.columns.status'),
      render: (_, e) => (
        <Tag color={e.status === 'anchored' ? 'green' : 'gold'} data-testid="evidence-status">
          {t(`evidence.status.${e.status}`)}
        </Tag>
      ),
    },
    {
      key: 'keepUntil',
      title: t('evidence.columns.keepUntil'),
      render: (_, e) => <span style={{ whiteSpace: 'nowrap' }}>{day(e.keepUntil)}</span>,
    },
    {
      key: 'createdAt',
      title: t('evidence.columns.createdAt'),
      render: (_, e) => <span style={{ whiteSpace: 'nowrap' }}>{day(e.createdAt)}</span>,
    },
    {
      key: 'actions',
      title: t('evidence.columns.actions'),
      render: (_, e) =>
        e.status === 'anchored' && (
          <Button type="link" size="small" onClick={() => save(e)} data-testid="evidence-certificate">
            {t('evidence.certificate')}
          </Button>
        ),
    },
  ];
  return (
    <Card
      title={t('routes.myEvidence')}
      extra={
        <Flex gap={8} wrap>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void refresh()}
            aria-label={t('evidence.refresh')}
            data-testid="evidence-refresh"
          />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDepositing(true)} data-testid="evidence-deposit">
            {t('evidence.deposit')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('evidence.intro')}</Typography.Paragraph>
      <PagedListTable list={list} columns={columns} scroll={{ x: 900 }} data-testid="evidence-table" />
      <DepositDialog
        open={depositing}
        onCancel={() => setDepositing(false)}
        onSubmit={async (body) => {
          await deposit.mutateAsync(body);
          setDepositing(false);
          await refresh();
        }}
      />
    </Card>
  );
}
