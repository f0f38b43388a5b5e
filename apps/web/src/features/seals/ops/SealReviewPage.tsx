import { recordStatus, type SealReviewItem, type SealStatusName, sealStatusNames } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Drawer, Flex, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';
import { DecisionForm } from '../../../components/DecisionForm';
import { SealStatusTag } from '../labels';
import '../seals.css';
import { reviewImageUrl, sealReviewApi, sealReviewKey } from './api';

const pageSize = 10;

/** The operators' queue of uploaded seal images: look at each, approve it or reject it with a reason. */
export default function SealReviewPage() {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [filter, setFilter] = useState<SealStatusName>('inApproval');
  const [open, setOpen] = useState<SealReviewItem | null>(null);
  const list = usePagedList({
    queryKey: [...sealReviewKey, filter],
    filterKey: filter,
    pageSize,
    fetch: (after) => sealReviewApi.list({ status: filter, after, pageSize }),
    totalText: (total) => t('seals.ops.total', { total }),
    emptyText: t('seals.ops.empty'),
  });
  const decided = () => {
    setOpen(null);
    void client.invalidateQueries({ queryKey: sealReviewKey });
  };
  const texts = {
    pass: t('seals.ops.decision.pass'),
    reject: t('seals.ops.decision.reject'),
    reasonHint: t('seals.ops.decision.reasonHint'),
    reasonPlaceholder: t('seals.ops.decision.reasonPlaceholder'),
    submit: t('seals.ops.decision.submit'),
    passed: t('seals.ops.decision.passed'),
    rejected: t('seals.ops.decision.rejected'),
  };
  const columns: TableColumnsType<SealReviewItem> = [
    {
      key: 'image',
      title: t('seals.ops.image'),
      width: 96,
      render: (_, s) => (
        <img
          src={reviewImageUrl(s.id)}
          alt={t('seals.imageAlt', { alias: s.alias })}
          width={72}
          height={72}
          style={{ objectFit: 'contain' }}
        />
      ),
    },
    { key: 'enterprise', title: t('seals.ops.enterprise'), dataIndex: 'enterpriseName' },
    { key: 'alias', title: t('seals.ops.alias'), dataIndex: 'alias' },
    { key: 'status', title: t('seals.ops.status'), render: (_, s) => <SealStatusTag status={s.status} /> },
    { key: 'uploadedAt', title: t('seals.ops.uploadedAt'), render: (_, s) => new Date(s.createdAt).toLocaleString(i18n.language) },
    { key: 'reason', title: t('seals.ops.reason'), render: (_, s) => s.rejectReason ?? '—' },
    {
      key: 'open',
      title: '',
      width: 90,
      render: (_, s) =>
        s.status === recordStatus.inApproval && (
          <Button type="link" onClick={() => setOpen(s)} data-testid="seal-review-open">
            {t('seals.ops.review')}
          </Button>
        ),
    },
  ];
  return (
    <Card title={t('seals.ops.title')}>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('seals.ops.intro')}</Typography.Text>
        <Select<SealStatusName>
          value={filter}
          aria-label={t('seals.statusFilter')}
          style={{ width: 160 }}
          onChange={setFilter}
          options={sealStatusNames.map((s) => ({ value: s, label: t(`seals.statusName.${s}`) }))}
        />
      </Flex>
      <PagedListTable list={list} size="middle" columns={columns} scroll={{ x: 860 }} data-testid="seal-review-queue" />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title={open?.alias} size="large" destroyOnHidden>
        {open && (
          <Flex vertical gap={16}>
            <Typography.Text>{open.enterpriseName}</Typography.Text>
            <Flex justify="center" className="seal-card-image" style={{ height: 'auto', minHeight: 200 }}>
              <img
                src={reviewImageUrl(open.id)}
                alt={t('seals.imageAlt', { alias: open.alias })}
                style={{ maxWidth: '100%', maxHeight: 320 }}
              />
            </Flex>
            <DecisionForm decide={(body) => sealReviewApi.decide(open.id, body)} onDecided={decided} texts={texts} testIdPrefix="seal-" />
          </Flex>
        )}
      </Drawer>
    </Card>
  );
}
