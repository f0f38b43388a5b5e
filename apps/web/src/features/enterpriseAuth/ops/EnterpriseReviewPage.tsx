import {
  type EnterpriseApplicationStatus,
  type EnterpriseAuthMode,
  type EnterpriseReviewListItem,
  enterpriseApplicationStatuses,
  enterpriseAuthModes,
} from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Select, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime, useReasonText } from '../labels';
import { ApplicationDrawer } from './ApplicationDrawer';
import { enterpriseAuthOpsApi, enterpriseReviewKey } from './api';
import { EnterpriseApplicationStatusTag, useModeText } from './labels';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';

const pageSize = 10;
type StatusFilter = EnterpriseApplicationStatus | 'all';
type ModeFilter = EnterpriseAuthMode | 'all';

/** The operator's queue of enterprise applications; company documents under review first in view. */
export default function EnterpriseReviewPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const modeText = useModeText();
  const reasonText = useReasonText();
  const [status, setStatus] = useState<StatusFilter>('underReview');
  const [mode, setMode] = useState<ModeFilter>('all');
  const [openId, setOpenId] = useState<string | null>(null);
  const list = usePagedList({
    queryKey: [...enterpriseReviewKey, 'list', status, mode],
    filterKey: `${status}/${mode}`,
    pageSize,
    fetch: (after) =>
      enterpriseAuthOpsApi.applications({
        status: status === 'all' ? undefined : status,
        mode: mode === 'all' ? undefined : mode,
        after,
        pageSize,
      }),
    totalText: (total) => t('enterpriseAuth.ops.queue.total', { total }),
    emptyText: t('enterpriseAuth.ops.queue.empty'),
  });

  const decided = () => {
    setOpenId(null);
    void client.invalidateQueries({ queryKey: enterpriseReviewKey });
  };

  const columns: TableColumnsType<EnterpriseReviewListItem> = [
    { key: 'enterpriseName', title: t('enterpriseAuth.ops.queue.enterpriseName'), dataIndex: 'enterpriseName', width: 200, ellipsis: true },
    { key: 'code', title: t('enterpriseAuth.ops.queue.code'), width: 170, render: (_, a) => a.creditCode ?? a.orgCode ?? '—' },
    { key: 'mode', title: t('enterpriseAuth.ops.queue.mode'), width: 160, render: (_, a) => modeText(a.mode) },
    {
      key: 'status',
      title: t('enterpriseAuth.ops.queue.status'),
      width: 120,
      render: (_, a) => <EnterpriseApplicationStatusTag status={a.status} />,
    },
    { key: 'applicant', title: t('enterpriseAuth.ops.queue.applicant'), dataIndex: 'applicantName', width: 110, ellipsis: true },
    { key: 'submittedAt', title: t('enterpriseAuth.ops.queue.submittedAt'), width: 140, render: (_, a) => dateTime(a.submittedAt) },
    { key: 'reason', title: t('enterpriseAuth.ops.queue.reason'), ellipsis: true, render: (_, a) => reasonText(a.reason) ?? '—' },
    {
      key: 'open',
      title: '',
      width: 80,
      render: (_, a) => (
        <Button type="link" onClick={() => setOpenId(a.id)}>
          {t(a.status === 'underReview' && a.mode === 'documents' ? 'enterpriseAuth.ops.queue.open' : 'enterpriseAuth.ops.queue.view')}
        </Button>
      ),
    },
  ];

  const filterChanged =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
    };

  return (
    <Card title={t('enterpriseAuth.ops.queue.title')}>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('enterpriseAuth.ops.queue.intro')}</Typography.Text>
        <Flex gap={8} wrap>
          <Select<ModeFilter>
            value={mode}
            aria-label={t('enterpriseAuth.ops.queue.modeFilter')}
            style={{ width: 260 }}
            onChange={filterChanged(setMode)}
            options={[
              { value: 'all', label: t('enterpriseAuth.ops.queue.allModes') },
              ...enterpriseAuthModes.map((m) => ({ value: m, label: modeText(m) })),
            ]}
            data-testid="enterprise-mode-filter"
          />
          <Select<StatusFilter>
            value={status}
            aria-label={t('enterpriseAuth.ops.queue.statusFilter')}
            style={{ width: 240 }}
            onChange={filterChanged(setStatus)}
            options={[
              { value: 'all', label: t('enterpriseAuth.ops.queue.allStatuses') },
              ...enterpriseApplicationStatuses.map((s) => ({ value: s, label: t(`enterpriseAuth.status.${s}`) })),
            ]}
            data-testid="enterprise-status-filter"
          />
        </Flex>
      </Flex>
      <PagedListTable
        list={list}
        size="middle"
        columns={columns}
        scroll={{ x: 1080 }}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        data-testid="enterprise-review-queue"
      />
      <ApplicationDrawer id={openId} onClose={() => setOpenId(null)} onDecided={decided} />
    </Card>
  );
}
