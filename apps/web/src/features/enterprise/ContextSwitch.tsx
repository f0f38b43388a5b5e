import { BankOutlined, DownOutlined, UserOutlined } from '@ant-design/icons';
import type { EnterpriseSummary } from '@console/contract';
import { realNameStatus } from '@console/contract/enums';
import { useQuery } from '@tanstack/react-query';
import { Button, type MenuProps, Tag } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withAntdStyles } from '../../app/antdStyles';
import { loadNamespaces } from '../../app/i18n';
import { LazyDropdown } from '../../components/LazyDropdown';
import { useConsole } from '../../app/store';
import { contextApi, mineKey } from './contextApi';
import { realNameColour } from './labels';
import { enterprisePath, reload } from './paths';

// The dialog and its texts load on first use, not with the shell (icons too cost the shell: few here),
// with antd's whole style sheet (its form is outside the frame's).
const CreateEnterpriseDialog = lazy(
  withAntdStyles(async () => (await Promise.all([import('./CreateEnterpriseDialog'), loadNamespaces(['enterprise'])]))[0]),
);

const statusKey = ['notAuthenticated', 'underReview', 'passed', 'failed', 'rejected'] as const;

/** The header's context switch (§2): personal or one of the person's enterprises, and "Create enterprise". */
export function ContextSwitch() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: mineKey, queryFn: contextApi.mine });
  const canAuthenticate = useConsole((s) => s.permissions?.routeNames.has('eAuthSelect') ?? false);
  const [creating, setCreating] = useState<boolean | null>(null);
  const active = data?.enterprises.find((e) => e.id === data.activeEnterpriseId) ?? null;

  // While under review, what the authentication waits for: waiting for the applicant's amount is no review.
  const statusOf = (e: EnterpriseSummary) =>
    e.realNameStep
      ? t(`enterprise.step.${e.realNameStep}`)
      : t(`common.realNameStatus.${statusKey[e.realNameStatus] ?? 'notAuthenticated'}`);
  const switchTo = async (enterpriseId: string) => {
    await contextApi.switchTo(enterpriseId);
    reload.to('/dashboard/home');
  };

  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'contexts',
      label: t('shell.switchContext'),
      children: [
        { key: 'personal', icon: <UserOutlined />, label: t('shell.personalContext'), disabled: !active && !!data },
        ...(data?.enterprises ?? []).map((e) => ({
          key: `e:${e.id}`,
          icon: <BankOutlined />,
          label: e.name,
          // The active one's too: a phone's header has no room for it beside the name.
          extra: statusOf(e),
          disabled: e.id === active?.id,
        })),
      ],
    },
    { type: 'divider' },
    ...(active && active.realNameStatus !== realNameStatus.passed && canAuthenticate
      ? [{ key: 'authenticate', label: t('shell.authenticateEnterprise') }]
      : []),
    { key: 'create', label: t('shell.createEnterprise') },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'create') setCreating(true);
    else if (key === 'authenticate') reload.to(enterprisePath('eAuthSelect'));
    else if (key === 'personal') void switchTo('').catch(() => undefined);
    else if (key.startsWith('e:')) void switchTo(key.slice(2)).catch(() => undefined);
  };

  return (
    <>
      <LazyDropdown menu={{ items, onClick, selectedKeys: [active ? `e:${active.id}` : 'personal'] }}>
        <Button
          type="text"
          data-testid="context-switch"
          // The name and the status as shown, then what the button does: the accessible name holds the visible text.
          aria-label={`${active ? `${active.name} ${statusOf(active)}` : t('shell.personalContext')}, ${t('shell.switchContext')}`}
        >
          {active ? <BankOutlined /> : <UserOutlined />}
          <span className="context-switch-name">{active ? active.name : t('shell.personalContext')}</span>
          {/* Name and status read as two words, on screen and to assistive technology alike. */}{' '}
          {active && (
            <Tag
              className="context-switch-status"
              color={realNameColour(active.realNameStatus, active.realNameStep)}
              style={{ marginInlineEnd: 0 }}
              data-testid="context-status"
            >
              {statusOf(active)}
            </Tag>
          )}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </LazyDropdown>
      {creating !== null && (
        <Suspense fallback={null}>
          <CreateEnterpriseDialog open={creating} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </>
  );
}
