import { PlusOutlined } from '@ant-design/icons';
import type { TemplateSummary } from '@console/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Space, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../../app/store';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { templatesApi, templatesKey } from './api';
import { BulkSendDialog } from './bulk/BulkSendDialog';
import { CreateTemplateDialog } from './CreateTemplateDialog';

const pageSize = 10;
const time = (ms: number) => new Date(ms).toLocaleString();

/**
 * The tenant's templates, newest first, searched by a part of the name; each row edits, starts a flow,
 * sends it in bulk (with the catalogue's bulkSend button), enables or disables.
 */
export function TemplateList({
  onEdit,
  onStart,
  onOpenBatch,
  views,
}: {
  onEdit: (id: string) => void;
  onStart: (id: string) => void;
  onOpenBatch: (id: string) => void;
  /** The switch to the bulk sends, above the list. */
  views?: ReactNode;
}) {
  const { t } = useTranslation();
  const canBulk = useConsole((s) => s.permissions?.buttons.has('serviceManage:myTemplates:bulkSend') ?? false);
  const [bulk, setBulk] = useState<TemplateSummary | null>(null);
  const { message } = App.useApp();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const pager = useKeysetPager(keyword);
  const { data, isFetching, error } = useQuery({
    queryKey: [...templatesKey, 'list', keyword, pager.after],
    queryFn: () => templatesApi.list({ after: pager.after, pageSize, keyword: keyword || undefined }),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: (x: TemplateSummary) => (x.enabled ? templatesApi.disable(x.id) : templatesApi.enable(x.id)),
    onSuccess: (x) => {
      void message.success(t(x.enabled ? 'templates.enabledNotice' : 'templates.disabledNotice'));
      void client.invalidateQueries({ queryKey: templatesKey });
    },
  });
  const columns: TableColumnsType<TemplateSummary> = [
    {
      key: 'name',
      title: t('templates.list.name'),
      render: (_, x) => (
        <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => onEdit(x.id)}>
          {x.name}
        </Button>
      ),
    },
    { key: 'version', title: t('templates.list.version'), render: (_, x) => `v${x.version}` },
    {
      key: 'status',
      title: t('templates.list.status'),
      render: (_, x) => <Tag color={x.enabled ? 'green' : 'default'}>{t(x.enabled ? 'templates.enabled' : 'templates.disabled')}</Tag>,
    },
    {
      key: 'updated',
      title: t('templates.list.updatedAt'),
      render: (_, x) => <span style={{ whiteSpace: 'nowrap' }}>{time(x.updatedAt)}</span>,
    },
    {
      key: 'actions',
      title: '',
      render: (_, x) => (
        <Space size={4} wrap>
          <Button size="small" type="primary" disabled={!x.enabled} onClick={() => onStart(x.id)} data-testid={`template-start-${x.id}`}>
            {t('templates.list.use')}
          </Button>
          {canBulk && (
            <Button size="small" disabled={!x.enabled} onClick={() => setBulk(x)} data-testid={`template-bulk-${x.id}`}>
              {t('templates.bulk.action')}
            </Button>
          )}
          <Button size="small" onClick={() => onEdit(x.id)}>
            {t('templates.list.edit')}
          </Button>
          <Button
            size="small"
            loading={toggle.isPending && toggle.variables?.id === x.id}
            onClick={() => toggle.mutate(x)}
            data-testid={`template-toggle-${x.id}`}
          >
            {t(x.enabled ? 'templates.list.disable' : 'templates.list.enable')}
          </Button>
        </Space>
      ),
    },
  ];
  const empty = !keyword && data?.total === 0;
  return (
    <Card
      title={t('routes.myTemplates')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="template-new">
          {t('templates.list.create')}
        </Button>
      }
    >
      {views}
      <Flex wrap gap={12} style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          aria-label={t('templates.list.search')}
          placeholder={t('templates.list.search')}
          onSearch={(v) => setKeyword(v.trim())}
          style={{ maxWidth: 320 }}
          data-testid="template-search"
        />
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <DataTable
        rowKey="id"
        columns={columns}
        {...pagedTable(data, pager, { pageSize, totalText: (total) => `${total}` })}
        loading={isFetching}
        scroll={{ x: 640 }}
        locale={{
          emptyText: empty ? (
            <Button type="link" onClick={() => setCreating(true)}>
              {t('templates.list.empty')}
            </Button>
          ) : undefined,
        }}
        data-testid="template-table"
      />
      <CreateTemplateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          void client.invalidateQueries({ queryKey: templatesKey });
          onEdit(id);
        }}
      />
      {bulk && <BulkSendDialog template={bulk} onClose={() => setBulk(null)} onOpenBatch={onOpenBatch} />}
    </Card>
  );
}
