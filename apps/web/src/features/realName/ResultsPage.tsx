import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveCheckStatus } from '../../app/session';
import { realNameApi, realNameKey, useRealNameState } from './api';
import { HistoryTable } from './HistoryTable';
import { ResultSummary } from './ResultSummary';

/** pAuthResults: the outcome of the latest application, then every application. */
export default function ResultsPage() {
  const { t } = useTranslation();
  const { data: state, isLoading, error } = useRealNameState();
  // §4/§7: the console keeps checkStatus from the real-name result (resultAuth) once it is loaded.
  useQuery({
    queryKey: [...realNameKey, 'resultAuth'],
    queryFn: async () => {
      const result = await realNameApi.resultAuth();
      saveCheckStatus(result.checkStatus);
      return result;
    },
  });

  return (
    <Flex vertical gap={16}>
      <Card title={t('realName.results.current')} loading={isLoading}>
        {error && <Alert type="error" showIcon title={error.message} />}
        {state && <ResultSummary state={state} />}
      </Card>
      <HistoryTable />
    </Flex>
  );
}
