import { realNameStatus } from '@console/contract';
import { Alert, Button, Card, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealNameState } from './api';
import { ElementsForm } from './ElementsForm';
import { realNamePath, useRealNamePath } from './paths';

/**
 * The frame of pAuthPhone and pAuthBank: an identity that has passed, or an application still in
 * progress, is said up front instead of a form the server would refuse.
 */
export function ElementsPage({ mode }: { mode: 'phone' | 'bank' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: state, isLoading, error } = useRealNameState();
  const listPath = useRealNamePath('pAuthRealNameList');
  const resultsPath = useRealNamePath('pAuthResults');
  const blockedBy = state?.pending ? 'pending' : state?.status === realNameStatus.passed ? 'passed' : null;

  const goTo = (path: string | null, label: string) =>
    path ? (
      <Button key={path} type={path === resultsPath ? 'primary' : 'default'} onClick={() => void navigate(path)}>
        {label}
      </Button>
    ) : null;

  return (
    <Card title={t(mode === 'bank' ? 'routes.pAuthBank' : 'routes.pAuthPhone')} loading={isLoading}>
      {error && <Alert type="error" showIcon title={error.message} />}
      {blockedBy && (
        <Result
          status="info"
          title={t(blockedBy === 'passed' ? 'realName.form.passedTitle' : 'realName.form.pendingTitle')}
          subTitle={t(blockedBy === 'passed' ? 'realName.form.passedText' : 'realName.form.pendingText')}
          extra={[goTo(resultsPath, t('realName.list.seeResults')), goTo(listPath, t('realName.form.backToList'))]}
          data-testid="elements-blocked"
        />
      )}
      {state && !blockedBy && (
        <>
          <Typography.Paragraph type="secondary" style={{ maxWidth: 720 }}>
            {t(mode === 'bank' ? 'realName.form.bankIntro' : 'realName.form.phoneIntro')}
          </Typography.Paragraph>
          <ElementsForm mode={mode} onPassed={() => void navigate(realNamePath('pAuthResults'))} />
        </>
      )}
    </Card>
  );
}
