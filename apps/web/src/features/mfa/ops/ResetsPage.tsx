import type { MfaResetItem } from '@console/contract';
import { mfaResetRoutes as r } from '@console/contract/mfa/routes';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http';
import { DataTable } from '../../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../../components/pagedTable';
import { ResetDialog } from './ResetDialog';

const pageSize = 20;
// Under ['ops'], so signing out forgets it with the rest of the back office.
const key = ['ops', 'mfa', 'resets'];
const colours: Record<MfaResetItem['status'], string> = { waiting: 'gold', done: 'success', declined: 'default', expired: 'error' };
const time = (ms: number | null) => (ms === null ? '—' : dayjs(ms).format('YYYY-MM-DD HH:mm'));

/** Back office: resets of people's second factors — file one with a reason, and see where each stands. */
export default function ResetsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const pager = useKeysetPager();
  const { data, isFetching } = useQuery({
    queryKey: [...key, pager.after],
    queryFn: () => call(r.opsResets, { query: { after: pager.after, pageSize } }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<MfaResetItem> = [
    { key: 'account', title: t('mfa.resets.account'), dataIndex: 'accountName' },
    {
      key: 'status',
      title: t('mfa.resets.status'),
      render: (_, i) => (
        <Tag color={colours[i.status]} data-testid="mfa-reset-status">
          {t(`mfa.resets.states.${i.status}`)}
        </Tag>
      ),
    },
    { key: 'reason', title: t('mfa.resets.reason'), dataIndex: 'reason', width: 260 },
    { key: 'operator', title: t('mfa.resets.operator'), dataIndex: 'operatorName' },
    { key: 'sentTo', title: t('mfa.resets.sentTo'), dataIndex: 'sentTo' },
    { key: 'createdAt', title: t('mfa.resets.createdAt'), render: (_, i) => time(i.createdAt) },
    { key: 'expiresAt', title: t('mfa.resets.expiresAt'), render: (_, i) => time(i.expiresAt) },
    { key: 'decidedAt', title: t('mfa.resets.decidedAt'), render: (_, i) => time(i.decidedAt) },
  ];
  return (
    <Card
      title={t('mfa.resets.title')}
      extra={
        <Button type="primary" onClick={() => setOpen(true)} data-testid="mfa-reset-new">
          {t('mfa.resets.file')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('mfa.resets.intro')}</Typography.Paragraph>
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => t('mfa.resets.total', { count: data?.total ?? 0, total }) })}
        loading={isFetching}
        scroll={{ x: 1100 }}
        locale={{
          emptyText: (
            <Flex vertical align="center" gap={8}>
              {t('mfa.resets.empty')}
              <Button onClick={() => setOpen(true)}>{t('mfa.resets.file')}</Button>
            </Flex>
          ),
        }}
        data-testid="mfa-resets-table"
      />
      <ResetDialog
        open={open}
        onClose={() => setOpen(false)}
        onFiled={() => {
          setOpen(false);
          void client.invalidateQueries({ queryKey: key });
        }}
      />
    </Card>
  );
}
