import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ErrorStatus } from './openapi';

export const statusColour = (status: number) =>
  status >= 500 ? 'red' : status === 401 || status === 403 ? 'gold' : status === 429 ? 'orange' : 'default';

/** The HTTP statuses an endpoint may answer with an error, each with the error keys (and codes) it carries. */
export function ErrorStatuses({ statuses }: { statuses: ErrorStatus[] }) {
  const { t } = useTranslation();
  if (statuses.length === 0) return null;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 12 }}>
        {t('site.apiref.errorStatuses')}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 6 }}>
        {t('site.apiref.errorStatusesHint')}
      </Typography.Text>
      <Flex vertical gap={4} data-testid="error-statuses">
        {statuses.map(({ status, errors }) => (
          <Flex key={status} gap={6} align="baseline" wrap data-testid="error-status">
            <Tag color={statusColour(status)} style={{ fontFamily: 'monospace', minWidth: 44, textAlign: 'center' }}>
              {status}
            </Tag>
            {errors.map(({ key, code }) => (
              <Typography.Text key={key} style={{ fontFamily: 'monospace', fontSize: 12 }}>
                {key}
                {code !== undefined && <Typography.Text type="secondary"> ({code})</Typography.Text>}
              </Typography.Text>
            ))}
          </Flex>
        ))}
      </Flex>
    </>
  );
}
