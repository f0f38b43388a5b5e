import type { EnterpriseListItem } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Input, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../labels';
import { SuperiorDialog } from './SuperiorDialog';
import { enterpriseOpsApi, enterprisesKey } from './api';
import { EnterpriseRealNameTag } from './labels';
import { PagedListTable } from '../../../components/PagedListTable';
import { usePagedList } from '../../../components/usePagedList';

const pageSize = 20;

/** Every enterprise, searchable by name or enterprise ID, with its superior company and a way to set it. */
export default function EnterpriseListPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<EnterpriseListItem | null>(null);
  const list = usePagedList({
    queryKey: [...enterprisesKey, 'list', keyword],
    filterKey: keyword,
    pageSize,
    fetch: (after) => enterpriseOpsApi.enterprises({ keyword, after, pageSize }),
    totalText: (total) => t('enterprise.ops.list.total', { total }),
    emptyText: t('enterprise.ops.list.empty'),
  });
  const columns: TableColumnsType<EnterpriseListItem> = [
    { key: 'enterpriseNo', title: t('enterprise.ops.list.enterpriseNo'), dataIndex: 'enterpriseNo', width: 150 },
    { key: 'name', title: t('enterprise.ops.list.name'), dataIndex: 'name', width: 240, ellipsis: true },
    {
      key: 'realNameStatus',
      title: t('enterprise.ops.list.realNameStatus'),
      width: 110,
      render: (_, e) => <EnterpriseRealNameTag status={e.realNameStatus} />,
    },
    {
      key: 'superior',
      title: t('enterprise.ops.list.superior'),
      ellipsis: true,
      render: (_, e) => e.superior?.name ?? <Typography.Text type="secondary">{t('enterprise.ops.list.none')}</Typography.Text>,
    },
    { key: 'subordinates', title: t('enterprise.ops.list.subordinates'), dataIndex: 'subordinateCount', width: 100, align: 'right' },
    { key: 'createdAt', title: t('enterprise.ops.list.createdAt'), width: 140, render: (_, e) => dateTime(e.createdAt) },
    {
      key: 'action',
      title: '',
      width: 160,
      render: (_, e) => (
        <Button type="link" onClick={() => setEditing(e)} data-testid="set-superior">
          {t('enterprise.ops.list.setSuperior')}
        </Button>
      ),
    },
  ];
  const saved = () => {
    setEditing(null);
    void client.invalidateQueries({ queryKey: enterprisesKey });
  };
  return (
    <Card title={t('enterprise.ops.list.title')}>
      <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
        <Typography.Text type="secondary">{t('enterprise.ops.list.intro')}</Typography.Text>
        <Input.Search
          allowClear
          placeholder={t('enterprise.ops.list.search')}
          aria-label={t('enterprise.ops.list.search')}
          style={{ width: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
          }}
          data-testid="enterprise-search"
        />
      </Flex>
      <PagedListTable list={list} size="middle" columns={columns} scroll={{ x: 1060 }} data-testid="enterprise-list" />
      {editing && <SuperiorDialog company={editing} onClose={() => setEditing(null)} onSaved={saved} />}
    </Card>
  );
}
