import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Endpoint, type HttpMethod, parameterFields, requestBodySchema, schemaFields } from './openapi';
import { SchemaFields } from './SchemaFields';

const methodColour: Record<HttpMethod, string> = { get: 'green', post: 'blue', put: 'orange', patch: 'cyan', delete: 'red' };

/** One operation: method and path, what it does, who may call it, and what it takes. */
export function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  const { method, path, operation } = endpoint;
  const auth = operation['x-auth'];
  const parameters = parameterFields(operation.parameters ?? []);
  const body = requestBodySchema(operation);
  const bodyRows = body ? schemaFields(body) : [];
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="endpoint">
      <Flex align="center" gap={10} wrap>
        <Tag
          color={methodColour[method]}
          style={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 64, textAlign: 'center', marginInlineEnd: 0 }}
        >
          {method.toUpperCase()}
        </Tag>
        <Typography.Text strong copyable={{ text: path }} style={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {path}
        </Typography.Text>
        <Flex gap={6} wrap style={{ marginInlineStart: 'auto' }}>
          {auth && (
            <Tag
              icon={auth === 'public' ? <UnlockOutlined /> : <LockOutlined />}
              color={auth === 'public' ? 'default' : 'gold'}
              title={t('apiref.access')}
            >
              {t(`apiref.auth.${auth}`)}
            </Tag>
          )}
          {operation['x-permission'] && (
            <Tag color="purple" title={t('apiref.permission')} style={{ fontFamily: 'monospace' }}>
              {t('apiref.permission')}: {operation['x-permission']}
            </Tag>
          )}
        </Flex>
      </Flex>
      {operation.summary && <Typography.Paragraph style={{ margin: '8px 0 0' }}>{operation.summary}</Typography.Paragraph>}
      {parameters.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('apiref.parameters')}
          </Typography.Title>
          <SchemaFields rows={parameters} showLocation />
        </>
      )}
      {bodyRows.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('apiref.requestBody')}
          </Typography.Title>
          <SchemaFields rows={bodyRows} />
        </>
      )}
      {parameters.length === 0 && bodyRows.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('apiref.noInput')}
        </Typography.Text>
      )}
    </Card>
  );
}
