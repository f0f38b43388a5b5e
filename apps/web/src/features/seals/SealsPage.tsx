import { type Seal, type SealStatusName, sealStatusNames } from '@console/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { CreateSealDialog } from './CreateSealDialog';
import { SealCard } from './SealCard';
import { useSealGrants } from './SealGrantsSection';
import { UploadSealDialog } from './UploadSealDialog';
import { sealsApi, sealsKey } from './api';
import './seals.css';

type Filter = SealStatusName | 'all';

/** sealManage/sealList: the enterprise's seals as cards with their images; create by style, upload, enable, disable, delete. */
export default function SealsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const [filter, setFilter] = useState<Filter>('all');
  const [dialog, setDialog] = useState<'create' | 'upload' | null>(null);
  const grants = useSealGrants();
  const status = filter === 'all' ? undefined : filter;
  const seals = useInfiniteQuery({
    queryKey: [...sealsKey, filter],
    queryFn: ({ pageParam }) => sealsApi.list({ status, after: pageParam }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: sealsKey });
  const saved = (_: Seal) => {
    setDialog(null);
    refresh();
  };
  const list = seals.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Card title={t('seals.title')}>
      <Typography.Paragraph type="secondary">{grants.managing ? t('seals.intro') : t('seals.grants.mine')}</Typography.Paragraph>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex gap={8} wrap>
          {canButton('sealManage:sealList:add') && (
            <Button type="primary" onClick={() => setDialog('create')} data-testid="seal-create">
              {t('seals.create')}
            </Button>
          )}
          {canButton('sealManage:sealList:upload') && (
            <Button onClick={() => setDialog('upload')} data-testid="seal-upload">
              {t('seals.upload')}
            </Button>
          )}
        </Flex>
        <Select<Filter>
          value={filter}
          aria-label={t('seals.statusFilter')}
          style={{ width: 160 }}
          onChange={setFilter}
          options={[
            { value: 'all', label: t('seals.all') },
            ...sealStatusNames.map((s) => ({ value: s, label: t(`seals.statusName.${s}`) })),
          ]}
          data-testid="seal-status-filter"
        />
      </Flex>
      {seals.error && <Alert type="error" showIcon title={seals.error.message} style={{ marginBottom: 16 }} />}
      {list.length === 0 && !seals.isFetching ? (
        <Empty description={t('seals.empty')} />
      ) : (
        <div className="seal-grid" data-testid="seal-grid">
          {list.map((seal) => (
            <SealCard key={seal.id} seal={seal} onChanged={refresh} extra={grants.actionsFor(seal)} />
          ))}
        </div>
      )}
      {seals.hasNextPage && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={seals.isFetchingNextPage} onClick={() => void seals.fetchNextPage()}>
            {t('seals.loadMore')}
          </Button>
        </Flex>
      )}
      {grants.section}
      <CreateSealDialog open={dialog === 'create'} onClose={() => setDialog(null)} onSaved={saved} />
      <UploadSealDialog open={dialog === 'upload'} onClose={() => setDialog(null)} onSaved={saved} />
    </Card>
  );
}
