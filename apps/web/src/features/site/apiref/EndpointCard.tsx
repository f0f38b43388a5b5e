import { DownOutlined, LockOutlined, RightOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type Endpoint,
  type HttpMethod,
  dataFields,
  errorStatuses,
  isNullData,
  parameterFields,
  requestBodySchema,
  schemaFields,
  successAnswer,
  summaryOf,
  typeName,
} from './openapi';
import { ErrorStatuses } from './ErrorStatuses';
import { SchemaFields } from './SchemaFields';

const methodColour: Record<HttpMethod, string> = { get: 'green', post: 'blue', put: 'orange', patch: 'cyan', delete: 'red' };

/** What a successful call answers: the fields of its data, a file, or a document of its own. */
function SuccessAnswerView({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  const answer = successAnswer(endpoint.operation);
  if (!answer) return null;
  const title = (
    <Typography.Title level={5} style={{ marginTop: 12 }}>
      {t('site.apiref.responseData')}
    </Typography.Title>
  );
  const note = (text: string) => (
    <>
      {title}
      <Typography.Text type="secondary" style={{ display: 'block' }} data-testid="response-note">
        {text}
      </Typography.Text>
    </>
  );
  if (answer.kind === 'file') return note(t('site.apiref.responseFile', { types: answer.contentTypes.join(', ') }));
  if (answer.kind === 'document') return note(t('site.apiref.responseDocument', { type: answer.contentType }));
  if (isNullData(answer.schema)) return note(t('site.apiref.responseNull'));
  const rows = dataFields(answer.schema);
  if (rows.length === 0) return note(t('site.apiref.responseValue', { type: typeName(answer.schema) ?? t('site.apiref.anyType') }));
  return (
    <>
      {title}
      <div data-testid="response-fields">
        <SchemaFields rows={rows} />
      </div>
    </>
  );
}

/** What an operation takes, answers and may fail with: rendered only once its card is opened. */
function EndpointDetails({ endpoint }: { endpoint: Endpoint }) {
  const { t } = useTranslation();
  const { operation } = endpoint;
  const parameters = parameterFields(operation.parameters ?? []);
  const body = requestBodySchema(operation);
  const bodyRows = body ? schemaFields(body) : [];
  return (
    <div data-testid="endpoint-details">
      {parameters.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('site.apiref.parameters')}
          </Typography.Title>
          <SchemaFields rows={parameters} showLocation />
        </>
      )}
      {bodyRows.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {t('site.apiref.requestBody')}
          </Typography.Title>
          <SchemaFields rows={bodyRows} />
        </>
      )}
      {parameters.length === 0 && bodyRows.length === 0 && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('site.apiref.noInput')}
        </Typography.Text>
      )}
      <SuccessAnswerView endpoint={endpoint} />
      <ErrorStatuses statuses={errorStatuses(operation)} />
    </div>
  );
}

/**
 * One operation: method and path, what it does and who may call it; its inputs, answer and errors open on demand —
 * the whole API rendered open is some 30,000 nodes and took a browser 12 s.
 */
export function EndpointCard({ endpoint, open, onToggle }: { endpoint: Endpoint; open: boolean; onToggle: () => void }) {
  const { t, i18n } = useTranslation();
  const { method, path, operation } = endpoint;
  const auth = operation['x-auth'];
  const summary = summaryOf(operation, i18n.language);
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="endpoint">
      <Flex align="center" gap={10} wrap>
        <Button
          type="text"
          size="small"
          icon={open ? <DownOutlined /> : <RightOutlined />}
          aria-expanded={open}
          aria-label={t(open ? 'site.apiref.hideDetails' : 'site.apiref.showDetails', { path })}
          onClick={onToggle}
        />
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
              title={t('site.apiref.access')}
            >
              {t(`site.apiref.auth.${auth}`)}
            </Tag>
          )}
          {operation['x-permission'] && (
            <Tag
              color="purple"
              title={t('site.apiref.permission')}
              // A button permission's code is long (parent:route:action): it wraps on a phone.
              style={{ fontFamily: 'monospace', whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%' }}
            >
              {t('site.apiref.permission')}: {operation['x-permission']}
            </Tag>
          )}
        </Flex>
      </Flex>
      {summary && (
        <Typography.Paragraph style={{ margin: '8px 0 0' }} data-testid="endpoint-summary">
          {summary}
        </Typography.Paragraph>
      )}
      {open && <EndpointDetails endpoint={endpoint} />}
    </Card>
  );
}
