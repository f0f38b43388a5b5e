import type { PendingInvitation } from '@console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { DataTable } from '../../components/DataTable';
import { useConfirmedAct } from '../../components/useConfirmedAct';
import { organizationApi, organizationKey } from './api';

/**
 * Invitations sent and not yet accepted (§3 Member), beside the members: each with the status
 * "invited" while its link works, else "expired"; an administrator sends it again (a new link,
 * within the same send limits as inviting) or revokes it. Hidden while there are none.
 */
export function PendingInvitationsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const canAdd = canButton('organization:organizationList:add');
  const pending = useQuery({ queryKey: [...organizationKey, 'pendingInvitations'], queryFn: organizationApi.pendingInvitations });
  const refresh = () => void client.invalidateQueries({ queryKey: organizationKey });
  const resend = useMutation({ mutationFn: organizationApi.resendInvitation, onSuccess: refresh });
  const revoke = useMutation({ mutationFn: organizationApi.revokeInvitation, onSuccess: refresh });

  const confirm = useConfirmedAct();

  // Name with role, time with sender: five columns, so at 1366 px the card shows them all beside the tree.
  const columns: TableColumnsType<PendingInvitation> = [
    {
      key: 'name',
      title: `${t('organization.pending.name')} / ${t('organization.pending.role')}`,
      width: 140,
      ellipsis: true,
      render: (_, i) => (
        <>
          <div>{i.name}</div>
          <Typography.Text type="secondary">{i.roleName}</Typography.Text>
        </>
      ),
    },
    {
      key: 'status',
      title: t('organization.pending.status'),
      width: 90,
      render: (_, i) => (
        <Tag color={i.status === 'invited' ? 'blue' : 'default'} data-testid="invitation-status">
          {t(i.status === 'invited' ? 'organization.pending.invited' : 'organization.pending.expired')}
        </Tag>
      ),
    },
    { key: 'recipient', title: t('organization.pending.recipient'), dataIndex: 'recipient', width: 170, ellipsis: true },
    {
      key: 'sentAt',
      title: `${t('organization.pending.sentAt')} / ${t('organization.pending.invitedBy')}`,
      width: 150,
      ellipsis: true,
      render: (_, i) => (
        <>
          <div style={{ whiteSpace: 'nowrap' }}>{dayjs(i.sentAt).format('YYYY-MM-DD HH:mm')}</div>
          <Typography.Text type="secondary">{i.invitedBy}</Typography.Text>
        </>
      ),
    },
    ...(canAdd
      ? [
          {
            key: 'actions',
            title: t('organization.pending.actions'),
            width: 150,
            render: (_: unknown, i: PendingInvitation) => (
              <Space size={0} wrap>
                <Button
                  type="link"
                  size="small"
                  data-testid="invitation-resend"
                  onClick={() =>
                    confirm(t('organization.pending.resendConfirm', { name: i.name }), t('organization.pending.resent'), () =>
                      resend.mutateAsync(i.id),
                    )
                  }
                >
                  {t('organization.pending.resend')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  danger
                  data-testid="invitation-revoke"
                  onClick={() =>
                    confirm(
                      t('organization.pending.revokeConfirm', { name: i.name }),
                      t('organization.pending.revoked'),
                      () => revoke.mutateAsync(i.id),
                      true,
                    )
                  }
                >
                  {t('organization.pending.revoke')}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  const list = pending.data?.list ?? [];
  if (!list.length) return null;
  return (
    <Card title={t('organization.pending.title')} data-testid="pending-invitations" style={{ marginTop: 16 }}>
      <DataTable
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list}
        pagination={false}
        scroll={{ x: 700 }}
        locale={{ emptyText: t('organization.pending.empty') }}
      />
    </Card>
  );
}
