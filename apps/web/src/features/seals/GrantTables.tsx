import { recordStatus, type SealAutoSign, type SealGrant } from '@console/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { DataTable } from '../../components/DataTable';
import { pagedTable, useKeysetPager } from '../../components/pagedTable';
import { autoSignsKey, grantsApi, grantsKey } from './grants-api';

const pageSize = 10;
const colours: Record<number, string> = {
  [recordStatus.normal]: 'green',
  [recordStatus.disabled]: 'default',
  [recordStatus.expired]: 'orange',
};
const names: Record<number, 'normal' | 'disabled' | 'expired'> = {
  [recordStatus.normal]: 'normal',
  [recordStatus.disabled]: 'disabled',
  [recordStatus.expired]: 'expired',
};

/** Only the master authorizes auto-signing: the master's own pages (`masterOnly`) are what tell the session is theirs. */
export const useIsMaster = () => useAccess().canRoute('editPhone');

/** A grant's or an authorization's status, and why it ended. */
function GrantStatus({ row }: { row: Pick<SealGrant, 'status' | 'endedReason'> }) {
  const { t } = useTranslation();
  return (
    <span data-testid="grant-status">
      <Tag color={colours[row.status]}>{t(`seals.grants.status.${names[row.status] ?? 'normal'}`)}</Tag>
      {row.endedReason && row.status !== recordStatus.normal && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`seals.grants.ended.${row.endedReason}`)}
        </Typography.Text>
      )}
    </span>
  );
}

/** "2026-11-28 – 2027-11-28", or "from 2026-11-28 · long-term". */
export function usePeriod() {
  const { t, i18n } = useTranslation();
  const day = (ms: number) => new Date(ms).toLocaleDateString(i18n.language);
  return (row: { startAt: number; endAt: number | null }) =>
    row.endAt === null
      ? `${t('seals.grants.from', { start: day(row.startAt) })} · ${t('seals.grants.longTerm')}`
      : t('seals.grants.fromTo', { start: day(row.startAt), end: day(row.endAt) });
}

/** Seal grants, newest first: the enterprise's, or one seal's holders (`sealId`); revoke a normal one. */
export function GrantsTable({ sealId }: { sealId?: string }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const { canButton } = useAccess();
  const period = usePeriod();
  const pager = useKeysetPager(sealId ?? 'all');
  const grants = useQuery({
    queryKey: [...grantsKey, sealId ?? 'all', pager.after],
    queryFn: () => grantsApi.grants({ sealId, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const revoke = (g: SealGrant) =>
    modal.confirm({
      title: t('seals.grants.revokeConfirm', { member: g.memberName }),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await grantsApi.revokeGrant(g.id);
        void message.success(t('seals.grants.revoked'));
        await client.invalidateQueries({ queryKey: grantsKey });
      },
    });
  const columns: TableColumnsType<SealGrant> = [
    ...(sealId ? [] : [{ key: 'seal', title: t('seals.grants.columns.seal'), render: (_: unknown, g: SealGrant) => g.sealAlias }]),
    { key: 'member', title: t('seals.grants.columns.member'), render: (_, g) => g.memberName },
    { key: 'role', title: t('seals.grants.columns.role'), render: (_, g) => t(`seals.grants.roleName.${g.role}`) },
    {
      key: 'scope',
      title: t('seals.grants.columns.scope'),
      render: (_, g) => (g.apps.length === 0 ? t('seals.grants.everyUse') : g.apps.map((a) => a.name).join(t('common.listSeparator'))),
    },
    { key: 'period', title: t('seals.grants.columns.period'), render: (_, g) => period(g) },
    { key: 'status', title: t('seals.grants.columns.status'), render: (_, g) => <GrantStatus row={g} /> },
    {
      key: 'actions',
      title: t('seals.grants.columns.actions'),
      render: (_, g) =>
        g.status !== recordStatus.disabled &&
        canButton('sealManage:sealList:grant') && (
          <Button type="link" size="small" danger onClick={() => revoke(g)} data-testid="grant-revoke">
            {t('seals.grants.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<SealGrant>
      rowKey="id"
      size="small"
      columns={columns}
      loading={grants.isFetching}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('seals.grants.noGrants') }}
      data-testid="grants-table"
      {...pagedTable(grants.data, pager, { pageSize, totalText: (total) => total, hideOnSinglePage: true })}
    />
  );
}

/** Auto-sign authorizations, newest first: the enterprise's, one seal's or one application's; the master revokes. */
export function AutoSignsTable({ sealId, applicationId }: { sealId?: string; applicationId?: string }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const isMaster = useIsMaster();
  const period = usePeriod();
  const pager = useKeysetPager(`${sealId ?? ''}/${applicationId ?? ''}`);
  const list = useQuery({
    queryKey: [...autoSignsKey, sealId ?? '', applicationId ?? '', pager.after],
    queryFn: () => grantsApi.autoSigns({ sealId, applicationId, after: pager.after, pageSize }),
    placeholderData: keepPreviousData,
  });
  const revoke = (a: SealAutoSign) =>
    modal.confirm({
      title: t('seals.grants.autoSignRevokeConfirm', { app: a.appName }),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await grantsApi.revokeAutoSign(a.id);
        void message.success(t('seals.grants.autoSignRevoked'));
        await client.invalidateQueries({ queryKey: autoSignsKey });
      },
    });
  const columns: TableColumnsType<SealAutoSign> = [
    ...(sealId ? [] : [{ key: 'seal', title: t('seals.grants.columns.seal'), render: (_: unknown, a: SealAutoSign) => a.sealAlias }]),
    ...(applicationId
      ? []
      : [
          {
            key: 'application',
            title: t('seals.grants.columns.application'),
            render: (_: unknown, a: SealAutoSign) => `${a.appName} (${a.appId})`,
          },
        ]),
    { key: 'period', title: t('seals.grants.columns.period'), render: (_, a) => period(a) },
    { key: 'status', title: t('seals.grants.columns.status'), render: (_, a) => <GrantStatus row={a} /> },
    {
      key: 'actions',
      title: t('seals.grants.columns.actions'),
      render: (_, a) =>
        a.status !== recordStatus.disabled &&
        isMaster && (
          <Button type="link" size="small" danger onClick={() => revoke(a)} data-testid="auto-sign-revoke">
            {t('seals.grants.revoke')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<SealAutoSign>
      rowKey="id"
      size="small"
      columns={columns}
      loading={list.isFetching}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('seals.grants.noAutoSigns') }}
      data-testid="auto-signs-table"
      {...pagedTable(list.data, pager, { pageSize, totalText: (total) => total, hideOnSinglePage: true })}
    />
  );
}

/** On an application's page: the seals it may apply unattended (shown to those who authorize auto-signing). */
export function AppAutoSignsCard({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { canButton } = useAccess();
  if (!canButton('sealManage:sealList:authorize')) return null;
  return (
    <Card title={t('seals.grants.appAutoSigns')} style={{ marginTop: 16 }} data-testid="app-auto-signs">
      <AutoSignsTable applicationId={applicationId} />
    </Card>
  );
}
