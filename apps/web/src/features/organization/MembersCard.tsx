import { type Member, memberStatus } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { LoadMoreTable } from '../../components/LoadMoreTable';
import { useLoadMoreList } from '../../components/useLoadMoreList';
import { ListToolbar } from '../../components/ListToolbar';
import { useConfirmedAct } from '../../components/useConfirmedAct';
import { ImportDialog } from './ImportDialog';
import { RoleName } from '../roles';
import { MemberDialog } from './MemberDialog';
import { SeparateDialog } from './SeparateDialog';

import { membersExportPath, membersImportCalls, organizationApi, organizationKey } from './api';

/** Members of the selected department (or all), by status, name or employee number, a page at a time. */
export function MembersCard({ department }: { department: { nodeCode: string; name: string } }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const canAdd = canButton('organization:organizationList:add');
  const canEdit = canButton('organization:organizationList:edit');
  const canDelete = canButton('organization:organizationList:delete');
  const [status, setStatus] = useState<'onTheJob' | 'separated' | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<Member | 'new' | null>(null);
  const [leaving, setLeaving] = useState<Member | null>(null);
  const [importing, setImporting] = useState(false);
  const departmentCode = department.nodeCode === 'root' ? '' : department.nodeCode;
  const members = useLoadMoreList({
    queryKey: [...organizationKey, 'members', departmentCode, status, keyword],
    fetch: (after = '') => organizationApi.members({ departmentCode, status, keyword, after }),
    emptyText: t('organization.members.empty'),
    moreText: t('organization.members.more'),
  });
  const refresh = () => void client.invalidateQueries({ queryKey: organizationKey });
  const confirm = useConfirmedAct();
  /** The act, then the lists read again. */
  const act = (title: string, done: string, run: () => Promise<unknown>, danger = false) =>
    confirm(title, done, () => run().then(refresh), danger);

  const columns: TableColumnsType<Member> = [
    // Name with employee number, phone with e-mail: two columns instead of four, so at 1366 px the table
    // nearly fits beside the department tree (the actions column stays pinned either way).
    {
      key: 'name',
      title: `${t('organization.members.name')} / ${t('organization.members.employeeNo')}`,
      width: 150,
      ellipsis: true,
      render: (_, m) => (
        <>
          <div>{m.name}</div>
          {m.employeeNo && <Typography.Text type="secondary">{m.employeeNo}</Typography.Text>}
        </>
      ),
    },
    {
      key: 'contact',
      title: `${t('organization.members.phone')} / ${t('organization.members.email')}`,
      width: 190,
      ellipsis: true,
      render: (_, m) => (
        <>
          <div>{m.phone ?? '—'}</div>
          {m.email && <Typography.Text type="secondary">{m.email}</Typography.Text>}
        </>
      ),
    },
    {
      key: 'departments',
      title: t('organization.members.departments'),
      width: 140,
      ellipsis: true,
      render: (_, m) => m.departments.map((d) => d.name).join(', ') || '—',
    },
    {
      key: 'role',
      title: t('organization.members.role'),
      width: 120,
      render: (_, m) => <RoleName role={{ id: m.roleId, name: m.roleName }} />,
    },
    {
      key: 'status',
      title: t('organization.members.status'),
      width: 90,
      render: (_, m) => (
        <Tag color={m.status === memberStatus.onTheJob ? 'green' : 'default'}>
          {t(m.status === memberStatus.onTheJob ? 'organization.members.onTheJob' : 'organization.members.separated')}
        </Tag>
      ),
    },
    {
      key: 'actions',
      title: t('organization.members.actions'),
      width: 150,
      render: (_, m) => (
        <Space size={0} wrap>
          {canEdit && m.status === memberStatus.onTheJob && (
            <Button type="link" size="small" onClick={() => setEditing(m)} data-testid="member-edit">
              {t('organization.members.edit')}
            </Button>
          )}
          {canEdit && m.role !== 'master' && m.status === memberStatus.onTheJob && (
            <Button type="link" size="small" danger onClick={() => setLeaving(m)} data-testid="member-separate">
              {t('organization.members.separate')}
            </Button>
          )}
          {canEdit && m.status === memberStatus.separated && (
            <Button
              type="link"
              size="small"
              onClick={() => act(t('organization.members.rejoin'), t('organization.members.rejoined'), () => organizationApi.rejoin(m.id))}
            >
              {t('organization.members.rejoin')}
            </Button>
          )}
          {canDelete && m.role !== 'master' && m.status === memberStatus.separated && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                act(
                  t('organization.members.removeConfirm', { name: m.name }),
                  t('organization.members.removed'),
                  () => organizationApi.removeMember(m.id),
                  true,
                )
              }
            >
              {t('organization.members.remove')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card title={`${t('organization.members.title')} · ${department.name}`} data-testid="members">
      <ListToolbar
        filter={{
          value: status,
          onChange: setStatus,
          label: t('organization.members.status'),
          options: [
            { value: 'all', label: t('organization.members.anyStatus') },
            { value: 'onTheJob', label: t('organization.members.onTheJob') },
            { value: 'separated', label: t('organization.members.separated') },
          ],
        }}
        search={{ placeholder: t('organization.members.search'), onSearch: setKeyword }}
        onImport={canButton('organization:organizationList:import') ? () => setImporting(true) : undefined}
        exportFile={
          canButton('organization:organizationList:export')
            ? { path: membersExportPath, params: { departmentCode, status, keyword }, fileName: 'members.xlsx' }
            : undefined
        }
        texts={{ import: t('imports.ui.import'), export: t('imports.ui.export'), exporting: t('imports.ui.exporting') }}
      >
        {canAdd && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="member-invite">
            {t('organization.members.invite')}
          </Button>
        )}
      </ListToolbar>
      <LoadMoreTable list={members} columns={columns} scrollX={840} testId="member-list" />
      {importing && <ImportDialog calls={membersImportCalls} onClose={() => setImporting(false)} onImported={refresh} />}
      {editing && (
        <MemberDialog
          member={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}
      {leaving && (
        <SeparateDialog
          member={leaving}
          onClose={() => setLeaving(null)}
          onDone={() => {
            setLeaving(null);
            refresh();
          }}
        />
      )}
    </Card>
  );
}
