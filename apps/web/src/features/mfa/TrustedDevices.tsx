import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, List, Popconfirm, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { mfaApi, mfaDevicesKey } from './api';

const time = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm');

/** The browsers trusted for 30 days to skip the second sign-in step, each with its revoke. */
export function TrustedDevices() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const { data } = useQuery({ queryKey: mfaDevicesKey, queryFn: mfaApi.devices });
  const revoke = useMutation({
    mutationFn: mfaApi.deviceRevoke,
    onSuccess: () => {
      void message.success(t('mfa.devices.revoked'));
      void client.invalidateQueries({ queryKey: mfaDevicesKey });
    },
  });
  return (
    <div data-testid="trusted-devices">
      <Typography.Text strong>{t('mfa.devices.title')}</Typography.Text>
      <div>
        <Typography.Text type="secondary">{t('mfa.devices.intro')}</Typography.Text>
      </div>
      {data && data.devices.length === 0 && (
        <div>
          <Typography.Text type="secondary" data-testid="trusted-devices-none">
            {t('mfa.devices.none')}
          </Typography.Text>
        </div>
      )}
      {/* An empty list says so above, in the page's own secondary text (antd's empty text is too faint to read). */}
      {data && data.devices.length > 0 && (
        <List
          size="small"
          dataSource={data.devices}
          renderItem={(d) => (
            <List.Item
              data-testid="trusted-device"
              actions={[
                <Popconfirm key="revoke" title={t('mfa.devices.revokeConfirm')} onConfirm={() => revoke.mutateAsync(d.id)}>
                  <Button size="small" danger data-testid="trusted-device-revoke">
                    {t('mfa.devices.revoke')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text ellipsis={{ tooltip: d.device }} style={{ maxWidth: '100%' }}>
                  {d.current && <Tag color="processing">{t('mfa.devices.current')}</Tag>}
                  {d.device || d.ip}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {d.ip} · {t('mfa.devices.trusted', { time: time(d.createdAt) })} · {t('mfa.devices.expires', { time: time(d.expiresAt) })}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
