import type { Seal, SealUse } from '@console/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Empty, Flex, Grid, Skeleton, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { sealsApi, sealsKey } from './api';
import './seals.css';

/** A digest shown as its first and last characters; the copy button copies all of it. */
const short = (hex: string) => (hex.length > 16 ? `${hex.slice(0, 8)}…${hex.slice(-8)}` : hex);

function UseItem({ use }: { use: SealUse }) {
  const { t } = useTranslation();
  return (
    <li data-testid="seal-use" className="seal-use">
      <Flex vertical gap={2} style={{ minWidth: 0, width: '100%' }}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong ellipsis style={{ minWidth: 0, flex: '1 1 160px' }} title={use.documentName}>
            {use.documentName}
          </Typography.Text>
          <Tag>{t(`seals.history.channels.${use.channel}`)}</Tag>
        </Flex>
        <Typography.Text type="secondary">
          {t('seals.history.who')}: {use.applier === 'app' ? t('seals.history.app', { name: use.applierName }) : use.applierName}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('seals.history.time')}: {dayjs(use.createdAt).format('YYYY-MM-DD HH:mm:ss')}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('seals.history.digest')}:{' '}
          <Typography.Text code copyable={{ text: use.documentSha256 }} data-testid="seal-use-digest">
            {short(use.documentSha256)}
          </Typography.Text>
        </Typography.Text>
      </Flex>
    </li>
  );
}

/** A seal's history (使用记录): each signature it was applied to, newest first, a page at a time. */
export function SealHistoryDrawer({ seal, managing, onClose }: { seal: Seal | null; managing: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const uses = useInfiniteQuery({
    queryKey: [...sealsKey, 'uses', seal?.id],
    queryFn: ({ pageParam }) => sealsApi.uses(seal!.id, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(seal),
  });
  const list = uses.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Drawer
      open={Boolean(seal)}
      onClose={onClose}
      title={seal ? t('seals.history.title', { alias: seal.alias }) : ''}
      size={screens.md ? 520 : '100%'}
      destroyOnHidden
      data-testid="seal-history"
    >
      <Typography.Paragraph type="secondary">{managing ? t('seals.history.intro') : t('seals.history.introMine')}</Typography.Paragraph>
      {uses.error && <Alert type="error" showIcon title={uses.error.message} />}
      {uses.isLoading && <Skeleton active />}
      {uses.data && list.length === 0 && <Empty description={t('seals.history.empty')} />}
      {list.length > 0 && (
        <ul className="seal-uses" data-testid="seal-uses">
          {list.map((use) => (
            <UseItem key={use.id} use={use} />
          ))}
        </ul>
      )}
      {uses.hasNextPage && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button loading={uses.isFetchingNextPage} onClick={() => void uses.fetchNextPage()} data-testid="seal-history-more">
            {t('seals.loadMore')}
          </Button>
        </Flex>
      )}
    </Drawer>
  );
}
