import { ClockCircleOutlined } from '@ant-design/icons';
import type { WebsiteConfigRecord } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { siteApi, websiteConfigKey } from '../api';
import { getState, setState } from '../../../app/store';
import { WebsiteConfigForm } from './WebsiteConfigForm';

function LastChanged({ record }: { record: WebsiteConfigRecord }) {
  const { t } = useTranslation();
  return (
    <Typography.Text type="secondary" data-testid="site-updated">
      <ClockCircleOutlined style={{ marginInlineEnd: 6 }} />
      {record.updatedAt && record.updatedBy
        ? t('site.ops.updatedAt', { time: dayjs(record.updatedAt).format('YYYY-MM-DD HH:mm'), by: record.updatedBy })
        : t('site.ops.neverUpdated')}
    </Typography.Text>
  );
}

export default function WebsiteConfigPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { data, isError, refetch } = useQuery({ queryKey: websiteConfigKey, queryFn: siteApi.opsConfig });

  const saved = (record: WebsiteConfigRecord) => {
    client.setQueryData(websiteConfigKey, record);
    const { updatedAt: _at, updatedBy: _by, ...config } = record;
    // This console wears the new theme at once; other visitors get it at their next page load.
    setState({ site: { ...getState().site, ...config } });
  };

  return (
    <Card title={t('site.ops.title')} extra={data && <LastChanged record={data} />} loading={!data && !isError}>
      <Typography.Paragraph type="secondary">{t('site.ops.intro')}</Typography.Paragraph>
      {isError && (
        <Result status="error" title={t('shell.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />
      )}
      {data && <WebsiteConfigForm record={data} onSaved={saved} />}
    </Card>
  );
}
