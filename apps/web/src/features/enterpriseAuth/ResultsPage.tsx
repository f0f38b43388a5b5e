import { enterpriseStatusesInProgress } from '@console/contract';
import { Alert, Button, Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApplicationSummary } from './ApplicationSummary';
import { useApplication, useResultAuth } from './api';
import { ChooseMode } from './ChooseMode';
import { continueRoute } from './CurrentApplication';
import { HistoryTable } from './HistoryTable';
import { useEnterpriseAuthPath } from './paths';

/** eAuthResults: the current application's outcome (checkStatus stored, §4), what to do next, every application. */
export default function ResultsPage() {
  const { t } = useTranslation();
  useResultAuth();
  const { data: application, isLoading, error } = useApplication();
  const inProgress = !!application && enterpriseStatusesInProgress.includes(application.status);
  const next = useEnterpriseAuthPath(application ? continueRoute(application) : 'eAuthSelect');
  const ended = !!application && !inProgress && application.status !== 'passed';

  return (
    <Flex vertical gap={16}>
      <Card title={t('enterpriseAuth.results.current')} loading={isLoading}>
        {error && <Alert type="error" showIcon title={error.message} />}
        {!isLoading && !error && !application && (
          <Result status="info" title={t('enterpriseAuth.results.none')} extra={<ChooseMode label={t('enterpriseAuth.results.start')} />} />
        )}
        {application && (
          <Flex vertical gap={16}>
            <ApplicationSummary application={application} />
            <Flex gap={12} wrap>
              {inProgress && next && (
                <Link to={next}>
                  <Button type="primary" data-testid="eauth-results-continue">
                    {t('enterpriseAuth.results.continue')}
                  </Button>
                </Link>
              )}
              {ended && <ChooseMode label={t('enterpriseAuth.results.resubmit')} />}
            </Flex>
          </Flex>
        )}
      </Card>
      <HistoryTable />
    </Flex>
  );
}
