import { ApiOutlined, LinkOutlined } from '@ant-design/icons';
import { apiBase, requiredHeaders } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Empty, Flex, Input, Result, Select, Skeleton, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteApi } from './api';
import { EndpointCard } from './apiref/EndpointCard';
import { EndpointGroup } from './apiref/EndpointGroup';
import { ErrorCodeTable } from './apiref/ErrorCodeTable';
import { OpenApiGuide } from './apiref/OpenApiGuide';
import { SignFlowGuide } from './apiref/SignFlowGuide';
import { groupByTag, listEndpoints, matchesSearch } from './apiref/openapi';
import { useTagLabel } from './apiref/useTagLabel';

const openWhenAtMost = 5;
/** Beyond this many endpoints shown, each group starts as its heading alone. */
const groupsOpenWhenAtMost = 40;

/** The API reference: the server's OpenAPI document, grouped by tag, with the error catalogue. */
export default function ApiReferencePage() {
  const { t, i18n } = useTranslation();
  const tagLabel = useTagLabel();
  const { data: doc, error, isLoading, refetch } = useQuery({ queryKey: ['openapi'], queryFn: siteApi.openApi, staleTime: 60_000 });
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string>();
  // The endpoints whose card the reader opened (or, when all are open, closed).
  const [flipped, setFlipped] = useState<ReadonlySet<string>>(new Set());
  const [openGroups, setOpenGroups] = useState<ReadonlySet<string>>(new Set());
  const flip = (setKeys: typeof setFlipped, key: string) =>
    setKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const endpoints = useMemo(() => (doc ? listEndpoints(doc) : []), [doc]);
  const tags = useMemo(() => groupByTag(endpoints).map((g) => g.tag), [endpoints]);
  const groups = useMemo(
    // The search also finds the summary as the reader sees it (in Chinese in zh).
    () => groupByTag(endpoints.filter((e) => (!tag || e.tag === tag) && matchesSearch(e, search, i18n.language))),
    [endpoints, tag, search, i18n.language],
  );
  const shown = groups.reduce((n, g) => n + g.endpoints.length, 0);
  // A search narrowed to a handful shows their details at once; a longer list stays a list of summaries.
  const openAll = shown <= openWhenAtMost;
  const groupsFolded = shown > groupsOpenWhenAtMost;

  if (isLoading)
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 12 }} />
      </Card>
    );
  if (error || !doc) {
    return (
      <Result
        status="error"
        title={t('site.apiref.loadFailed')}
        subTitle={error?.message}
        extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}
      />
    );
  }

  const headers = { ...requiredHeaders, 'Accept-Language': 'en | zh' };
  return (
    <div data-testid="api-reference">
      <Card style={{ marginBottom: 16 }}>
        <Flex justify="space-between" align="flex-start" gap={16} wrap>
          <Typography.Title level={2} style={{ marginTop: 0 }}>
            <ApiOutlined style={{ marginInlineEnd: 10 }} />
            {t('site.apiref.title')}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Tag color="blue">{t('site.apiref.version', { version: doc.info.version })}</Tag>
            <Typography.Link href={`${apiBase}/openapi.json`} target="_blank" rel="noreferrer">
              <LinkOutlined /> {t('site.apiref.openApiDocument')}
            </Typography.Link>
          </Flex>
        </Flex>
        <Typography.Paragraph>{t('site.apiref.intro')}</Typography.Paragraph>
        <Descriptions
          size="small"
          bordered
          column={1}
          styles={{ label: { width: 'min(220px, 40%)' } }}
          title={<Typography.Text strong>{t('site.apiref.headersTitle')}</Typography.Text>}
          items={Object.entries(headers).map(([name, value]) => ({
            key: name,
            label: <Typography.Text code>{name}</Typography.Text>,
            children: <Typography.Text code>{value}</Typography.Text>,
          }))}
        />
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('site.apiref.headersHint')}
        </Typography.Text>
      </Card>

      <OpenApiGuide />
      <SignFlowGuide />

      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('site.apiref.searchPlaceholder')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ flex: '1 1 320px' }}
          aria-label={t('site.apiref.searchPlaceholder')}
        />
        <Select
          allowClear
          placeholder={t('site.apiref.allGroups')}
          aria-label={t('site.apiref.allGroups')}
          value={tag}
          onChange={setTag}
          style={{ minWidth: 220 }}
          options={tags.map((value) => ({ value, label: tagLabel(value) }))}
        />
        <Typography.Text type="secondary" style={{ alignSelf: 'center' }}>
          {t('site.apiref.endpointCount', { count: shown })}
        </Typography.Text>
      </Flex>

      {groups.length === 0 && (
        <Card>
          <Empty description={t('site.apiref.noMatch')} />
        </Card>
      )}
      {groups.map((group) => (
        <EndpointGroup
          key={group.tag}
          label={tagLabel(group.tag)}
          count={group.endpoints.length}
          open={groupsFolded ? openGroups.has(group.tag) : undefined}
          onToggle={() => flip(setOpenGroups, group.tag)}
        >
          {group.endpoints.map((e) => {
            const key = `${e.method} ${e.path}`;
            return <EndpointCard key={key} endpoint={e} open={openAll !== flipped.has(key)} onToggle={() => flip(setFlipped, key)} />;
          })}
        </EndpointGroup>
      ))}

      <Card title={t('site.apiref.errorsTitle')} id="error-codes">
        <Alert type="info" showIcon title={t('site.apiref.errorsIntro')} style={{ marginBottom: 16 }} />
        <ErrorCodeTable codes={doc['x-error-codes'] ?? {}} />
      </Card>
    </div>
  );
}
