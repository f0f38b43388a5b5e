import { type EnterpriseApplicationView, enterpriseStatusesInProgress } from '@console/contract';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dateTime } from './labels';
import { modeRoutes } from './ModeCards';
import { type EnterpriseAuthRoute, useEnterpriseAuthPath } from './paths';

/** Where an application in progress continues: the amount page for the bank modes, else the mode's own page. */
export function continueRoute(a: EnterpriseApplicationView): EnterpriseAuthRoute {
  return a.mode === 'bank' || a.mode === 'bankLegal' ? 'bankAuthSubmit' : modeRoutes[a.mode];
}

/** The enterprise's current application on the mode page: passed, or in progress with a way to continue it. */
export function CurrentApplication({ application }: { application: EnterpriseApplicationView | null }) {
  const { t } = useTranslation();
  const results = useEnterpriseAuthPath('eAuthResults');
  const next = useEnterpriseAuthPath(application ? continueRoute(application) : 'eAuthSelect');
  if (!application) return null;
  const mode = t(`enterpriseAuth.mode.${application.mode}`);
  if (application.status === 'passed') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('enterpriseAuth.select.passed')}
        description={t('enterpriseAuth.select.passedHint', {
          name: application.enterpriseName,
          mode,
          time: dateTime(application.passedAt ?? application.submittedAt),
        })}
        action={results && <Link to={results}>{t('enterpriseAuth.select.seeResults')}</Link>}
        data-testid="eauth-passed"
      />
    );
  }
  if (!enterpriseStatusesInProgress.includes(application.status)) return null;
  return (
    <Alert
      type="info"
      showIcon
      title={t('enterpriseAuth.select.inProgress', { mode, status: t(`enterpriseAuth.status.${application.status}`) })}
      description={t('enterpriseAuth.select.inProgressHint')}
      action={
        next && (
          <Link to={next}>
            <Button type="primary" data-testid="eauth-continue">
              {t('enterpriseAuth.select.continue')}
            </Button>
          </Link>
        )
      }
      data-testid="eauth-in-progress"
    />
  );
}
