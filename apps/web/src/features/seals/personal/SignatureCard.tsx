import type { PersonalSignature } from '@console/contract';
import { App, Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { signatureImageUrl, signaturesApi } from './api';

/** One signature: its image on a checkerboard (so transparency shows), what it is, whether it is the default, and its actions. */
export function SignatureCard({ signature, onChanged }: { signature: PersonalSignature; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const kind = signature.style ? t(`seals.personal.style.${signature.style}`) : t('seals.personal.kind.handwritten');
  const actions = [
    !signature.isDefault && (
      <Button
        key="default"
        type="link"
        size="small"
        data-testid="signature-set-default"
        onClick={async () => {
          await signaturesApi.setDefault(signature.id);
          void message.success(t('seals.personal.defaultSet'));
          onChanged();
        }}
      >
        {t('seals.personal.setDefault')}
      </Button>
    ),
    !signature.used && (
      <Button
        key="delete"
        type="link"
        size="small"
        danger
        data-testid="signature-delete"
        onClick={() =>
          modal.confirm({
            title: t('seals.personal.deleteConfirm'),
            okButtonProps: { danger: true },
            okText: t('seals.personal.delete'),
            cancelText: t('common.cancel'),
            onOk: async () => {
              await signaturesApi.remove(signature.id);
              void message.success(t('seals.personal.deleted'));
              onChanged();
            },
          })
        }
      >
        {t('seals.personal.delete')}
      </Button>
    ),
  ].filter(Boolean);
  return (
    <Card
      size="small"
      className="signature-card"
      data-testid="signature-card"
      data-kind={signature.kind}
      cover={
        <Flex justify="center" align="center" className="seal-card-image">
          <img src={signatureImageUrl(signature.id)} alt={t('seals.personal.imageAlt', { kind })} />
        </Flex>
      }
      actions={actions.length > 0 ? actions : undefined}
    >
      <Flex vertical gap={4}>
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong ellipsis style={{ minWidth: 0, flex: '1 1 80px' }}>
            {signature.kind === 'nameSeal' ? t('seals.personal.kind.nameSeal') : t('seals.personal.kind.handwritten')}
          </Typography.Text>
          {signature.isDefault && (
            <Tag color="red" data-testid="signature-default">
              {t('seals.personal.default')}
            </Tag>
          )}
        </Flex>
        {signature.style && <Typography.Text type="secondary">{kind}</Typography.Text>}
        {signature.used && <Typography.Text type="secondary">{t('seals.personal.used')}</Typography.Text>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('seals.personal.createdAt', { time: new Date(signature.createdAt).toLocaleString(i18n.language) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}
