import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Popconfirm, Result, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';
import { AppAutoSignsCard } from '../seals';
import { ServiceStatusTag, useServiceLabels } from '../services';
import { CallbacksCard, CallsCard } from './ActivityCards';
import { SecretsCard } from './SecretsCard';
import { appKey, appsApi, appsKey } from './api';
import { AppStatusTag, EnvironmentTag } from './tags';
import { useAppId } from './useAppId';

/** §2 myAppDetail: settings, services, secrets, recent calls and callback deliveries. */
export default function AppDetailPage() {
  const { t } = useTranslation();
  const id = useAppId();
  const client = useQueryClient();
  const label = useServiceLabels();
  const editPath = usePagePath('myAppEdit');
  const authorizePath = usePagePath('myAppAuthorize');
  const { data: app, error } = useQuery({ queryKey: appKey(id), queryFn: () => appsApi.detail(id), enabled: Boolean(id) });
  if (error) return <Result status="warning" title={error.message} />;
  if (!app)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const setStatus = async (status: 1 | 2) => {
    await appsApi.setStatus(app.id, status);
    await client.invalidateQueries({ queryKey: appsKey });
  };
  const none = <Typography.Text type="secondary">{t('apps.none')}</Typography.Text>;
  return (
    <>
      <Card
        title={app.name}
        extra={
          <Space wrap>
            {editPath && <Link to={`${editPath}?id=${app.id}`}>{t('apps.edit')}</Link>}
            {authorizePath && <Link to={`${authorizePath}?id=${app.id}`}>{t('apps.authorize')}</Link>}
            {app.status === 1 ? (
              <Popconfirm title={t('apps.disableConfirm')} onConfirm={() => setStatus(2)}>
                <Button size="small">{t('apps.disable')}</Button>
              </Popconfirm>
            ) : (
              <Button size="small" onClick={() => void setStatus(1)}>
                {t('apps.enable')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'appId',
              label: t('apps.appId'),
              children: (
                <Typography.Text code copyable>
                  {app.appId}
                </Typography.Text>
              ),
            },
            { key: 'abbr', label: t('fields.appAbbreviation'), children: app.appAbbreviation },
            { key: 'env', label: t('apps.environment'), children: <EnvironmentTag environment={app.environment} /> },
            { key: 'status', label: t('apps.status'), children: <AppStatusTag status={app.status} /> },
            {
              key: 'ip',
              label: t('fields.ipWhitelist'),
              children: (
                <>
                  {app.ipWhitelist || none}
                  <br />
                  <Typography.Text type="secondary">{app.ipRestrict ? t('apps.restricted') : t('apps.notRestricted')}</Typography.Text>
                </>
              ),
            },
            { key: 'android', label: t('fields.androidPackage'), children: app.androidPackage ?? none },
            { key: 'ios', label: t('fields.iosBundle'), children: app.iosBundle ?? none },
            { key: 'callback', label: t('fields.callbackUrl'), children: app.callbackUrl ?? none },
            { key: 'evidence', label: t('fields.evidenceCallbackUrl'), children: app.evidenceCallbackUrl ?? none },
            { key: 'created', label: t('apps.createdAt'), children: dayjs(app.createdAt).format('YYYY-MM-DD HH:mm') },
            {
              key: 'services',
              label: t('apps.services'),
              span: 'filled',
              children: (
                <Space direction="vertical" size={4} data-testid="app-services">
                  {app.services.map((s) => (
                    <span key={s.id}>
                      {label.service(s)} · {s.productName} <ServiceStatusTag status={s.status} /> {t('services.remaining')}{' '}
                      {label.count(s.remaining)}
                    </span>
                  ))}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <SecretsCard app={app} />
      <CallsCard appId={app.id} />
      <CallbacksCard appId={app.id} hasUrl={Boolean(app.callbackUrl)} />
      <AppAutoSignsCard applicationId={app.id} />
    </>
  );
}
