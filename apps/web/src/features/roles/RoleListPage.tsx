import type { RoleSummary } from '@console/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Input, Space, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAccess } from '../../app/access';
import { usePagePath } from '../../app/routing';
import { DataTable } from '../../components/DataTable';
import { HoldersCard } from './HoldersCard';
import { RoleName } from './RoleName';
import { rolesApi, rolesKey } from './api';

/** roleList (§2 rolemanage): the built-in roles, then the enterprise's own, with what may be done to each. */
export default function RoleListPage() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { canButton } = useAccess();
  const buildPath = usePagePath('roleBuild');
  const detailPath = usePagePath('roleDetail');
  const editPath = usePagePath('roleEdit');
  const canAdd = canButton('rolemanage:roleList:add') && buildPath;
  const canEdit = canButton('rolemanage:roleList:edit') && editPath;
  const canDelete = canButton('rolemanage:roleList:delete');
  const [keyword, setKeyword] = useState('');
  const roles = useInfiniteQuery({
    queryKey: [...rolesKey, 'list', keyword],
    queryFn: ({ pageParam }) => rolesApi.list({ keyword, after: pageParam }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next ?? undefined,
  });
  const remove = useMutation({
    mutationFn: (id: string) => rolesApi.remove(id),
    onSuccess: () => {
      void message.success(t('roles.list.deleted'));
      void client.invalidateQueries({ queryKey: rolesKey });
    },
  });
  const rows = roles.data?.pages.flatMap((p) => p.list) ?? [];

  const confirmDelete = (role: RoleSummary) =>
    modal.confirm({
      title: t('roles.list.deleteConfirm', { name: role.name }),
      okButtonProps: { danger: true },
      okText: t('roles.list.delete'),
      cancelText: t('roles.form.cancel'),
      onOk: () => remove.mutateAsync(role.id).catch(() => undefined),
    });

  const columns: TableColumnsType<RoleSummary> = [
    { key: 'name', title: t('roles.list.name'), width: 180, render: (_, r) => <RoleName role={r} /> },
    {
      key: 'description',
      title: t('roles.list.description'),
      ellipsis: true,
      render: (_, r) => (r.builtIn ? t(`roles.builtInDescription.${r.id as 'master'}`) : r.description),
    },
    {
      key: 'kind',
      title: t('roles.list.kind'),
      width: 100,
      render: (_, r) => <Tag color={r.builtIn ? 'blue' : 'green'}>{t(r.builtIn ? 'roles.list.builtInTag' : 'roles.list.customTag')}</Tag>,
    },
    { key: 'members', title: t('roles.list.members'), dataIndex: 'memberCount', width: 90, align: 'right' },
    {
      key: 'actions',
      title: t('roles.list.actions'),
      width: 200,
      render: (_, r) => (
        <Space size={0} wrap>
          {detailPath && (
            <Link to={`${detailPath}?id=${encodeURIComponent(r.id)}`}>
              <Button type="link" size="small">
                {t('roles.list.view')}
              </Button>
            </Link>
          )}
          {canEdit && !r.builtIn && (
            <Button
              type="link"
              size="small"
              onClick={() => void navigate(`${editPath}?id=${encodeURIComponent(r.id)}`)}
              data-testid="role-edit"
            >
              {t('roles.list.edit')}
            </Button>
          )}
          {canDelete && !r.builtIn && (
            <Button type="link" size="small" danger onClick={() => confirmDelete(r)} data-testid="role-delete">
              {t('roles.list.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card title={t('routes.roleList')}>
        <Flex justify="space-between" align="center" wrap gap={16} style={{ marginBottom: 16 }}>
          <Input.Search
            allowClear
            placeholder={t('roles.list.search')}
            aria-label={t('roles.list.search')}
            style={{ maxWidth: 280 }}
            onSearch={(value) => setKeyword(value.trim())}
            data-testid="role-search"
          />
          {canAdd && (
            <Button type="primary" onClick={() => void navigate(buildPath)} data-testid="role-add">
              {t('roles.list.add')}
            </Button>
          )}
        </Flex>
        {roles.error && <Alert type="error" showIcon title={roles.error.message} style={{ marginBottom: 16 }} />}
        <DataTable
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={rows}
          pagination={false}
          loading={roles.isFetching}
          scroll={{ x: 760 }}
          data-testid="role-list"
        />
        {roles.hasNextPage && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Button onClick={() => void roles.fetchNextPage()} loading={roles.isFetchingNextPage}>
              {t('roles.list.more')}
            </Button>
          </Flex>
        )}
      </Card>
      <HoldersCard />
    </Space>
  );
}
