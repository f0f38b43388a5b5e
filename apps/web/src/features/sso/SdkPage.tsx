import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';

/** The SDK page, the default target of the console's SDK entry (§7 ssorand, uiSign=sdkopen). */
export default function SdkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Card style={{ maxWidth: 800, margin: '32px auto' }}>
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('sso.sdkTitle')}
      </Typography.Title>
      {params.get('ssorand') && (
        <Alert type="info" showIcon title={t('sso.arrived')} style={{ marginBottom: 16 }} data-testid="sso-arrived" />
      )}
      <Typography.Paragraph>{t('sso.sdkText')}</Typography.Paragraph>
      <Space wrap>
        <Link to="/apiReference">
          <Button type="primary">{t('routes.apiReference')}</Button>
        </Link>
        <Link to="/dashboard/home">
          <Button data-testid="sso-back">{t('sso.backToConsole')}</Button>
        </Link>
      </Space>
    </Card>
  );
}
