import { recordStatus, type Seal } from '@console/contract';
import { App, Button, Card, Flex, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { sealImageUrl, sealsApi } from './api';
import { SealHistoryDrawer } from './SealHistoryDrawer';
import { SealStatusTag } from './labels';

/** One seal: its image on a checkerboard (so transparency shows), what it is, its status, and what the viewer may do to it (`extra`: its grants). */
export function SealCard({ seal, onChanged, extra = [] }: { seal: Seal; onChanged: () => void; extra?: ReactNode[] }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const { canButton } = useAccess();
  const [history, setHistory] = useState(false);
  const act = async (action: 'enable' | 'disable', done: string) => {
    await sealsApi[action](seal.id);
    void message.success(done);
    onChanged();
  };
  const actions = [
    <Button key="history" type="link" size="small" onClick={() => setHistory(true)} data-testid="seal-history-open">
      {t('seals.history.open')}
    </Button>,
    seal.status === recordStatus.disabled && canButton('sealManage:sealList:enable') && (
      <Button key="enable" type="link" size="small" onClick={() => void act('enable', t('seals.enabled'))} data-testid="seal-enable">
        {t('seals.enable')}
      </Button>
    ),
    seal.status === recordStatus.normal && canButton('sealManage:sealList:disable') && (
      <Button key="disable" type="link" size="small" onClick={() => void act('disable', t('seals.disabled'))} data-testid="seal-disable">
        {t('seals.disable')}
      </Button>
    ),
    !seal.used && canButton('sealManage:sealList:delete') && (
      <Button
        key="delete"
        type="link"
        size="small"
        danger
        data-testid="seal-delete"
        onClick={() =>
          modal.confirm({
            title: t('seals.deleteConfirm', { alias: seal.alias }),
            okButtonProps: { danger: true },
            cancelText: t('common.cancel'),
            onOk: async () => {
              await sealsApi.remove(seal.id);
              void message.success(t('seals.deleted'));
              onChanged();
            },
          })
        }
      >
        {t('seals.delete')}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Card
      size="small"
      data-testid="seal-card"
      cover={
        <Flex justify="center" align="center" className="seal-card-image">
          <img src={sealImageUrl(seal.id)} alt={t('seals.imageAlt', { alias: seal.alias })} />
        </Flex>
      }
      actions={actions.length > 0 ? actions : undefined}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong ellipsis style={{ minWidth: 0, flex: '1 1 80px' }}>
            {seal.alias}
          </Typography.Text>
          <SealStatusTag status={seal.status} />
        </Flex>
        <Typography.Text type="secondary">
          {t(`seals.kind.${seal.kind}`)}
          {seal.sizeMm ? ` · ${t('seals.size', { size: seal.sizeMm })}` : ''}
          {seal.style ? ` · ${t(`seals.style.${seal.style}`)}` : ''}
        </Typography.Text>
        {seal.used && <Typography.Text type="secondary">{t('seals.used')}</Typography.Text>}
        {seal.status === recordStatus.rejected && seal.rejectReason && (
          <Typography.Text type="danger" data-testid="seal-reject-reason">
            {t('seals.rejectedBecause', { reason: seal.rejectReason })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('seals.createdAt', { time: new Date(seal.createdAt).toLocaleString(i18n.language) })}
        </Typography.Text>
        {extra.length > 0 && (
          <Flex wrap className="seal-card-grants">
            {extra}
          </Flex>
        )}
      </Flex>
      <SealHistoryDrawer seal={history ? seal : null} managing={canButton('sealManage:sealList:grant')} onClose={() => setHistory(false)} />
    </Card>
  );
}
