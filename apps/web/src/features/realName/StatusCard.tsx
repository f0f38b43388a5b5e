import { type RealNameState, realNameStatus } from '@console/contract';
import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RealNameStatusTag, applicationTime, dateTime } from './labels';
import { useRealNamePath } from './paths';

/** Where the person stands: status, method, time and the identity as the server masked it. */
export function StatusCard({ state, loading }: { state: RealNameState | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const resultsPath = useRealNamePath('pAuthResults');
  // A person who is not authenticated has no identity to show, even if an old one was revoked.
  const current = state && state.status !== realNameStatus.notAuthenticated ? state.current : null;
  const pending = state?.pending ?? null;
  const time = state?.passedAt ?? (current ? applicationTime(current) : null);

  const statusText = () => {
    if (!state) return null;
    if (pending)
      return t(pending.status === 'waiting' ? 'realName.list.pendingWaiting' : 'realName.list.pendingReview', {
        mode: t(`realName.mode.${pending.mode}`),
      });
    if (state.status === realNameStatus.passed) return t('realName.list.passed');
    if (state.status === realNameStatus.failed) return t('realName.list.failed');
    if (state.status === realNameStatus.rejected) return t('realName.list.rejected');
    return t(state.current?.status === 'revoked' ? 'realName.list.revoked' : 'realName.list.notAuthenticated');
  };
  const alertType = pending
    ? 'info'
    : state?.status === realNameStatus.passed
      ? 'success'
      : state && state.status >= realNameStatus.failed
        ? 'warning'
        : 'info';
  const showResults = resultsPath && (pending || (state && state.status !== realNameStatus.notAuthenticated));

  return (
    <Card title={t('realName.list.statusTitle')} loading={loading} data-testid="realname-status-card">
      {state && (
        <Flex vertical gap={16}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'status', label: t('realName.identity.status'), children: <RealNameStatusTag status={state.status} /> },
              ...(current
                ? [
                    { key: 'method', label: t('realName.identity.method'), children: t(`realName.mode.${current.mode}`) },
                    { key: 'time', label: t('realName.identity.time'), children: time ? dateTime(time) : '—' },
                    { key: 'name', label: t('realName.identity.name'), children: current.name },
                    { key: 'idNumber', label: t('realName.identity.idNumber'), children: current.idNumber },
                  ]
                : []),
            ]}
          />
          <Alert
            type={alertType}
            showIcon
            title={statusText()}
            description={pending ? t('realName.reviewTime') : undefined}
            action={showResults ? <Link to={resultsPath}>{t('realName.list.seeResults')}</Link> : undefined}
            data-testid="realname-status-text"
          />
          {!pending && <Typography.Text type="secondary">{t('realName.reviewTime')}</Typography.Text>}
        </Flex>
      )}
    </Card>
  );
}
