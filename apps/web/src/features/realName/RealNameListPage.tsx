import { realNameStatus } from '@console/contract';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRealNameState } from './api';
import { ModeCards } from './ModeCards';
import { PassedActions } from './PassedActions';
import { ReturnToSigning } from './ReturnToSigning';
import { StatusCard } from './StatusCard';

/** pAuthRealNameList: the current status, then the modes to authenticate, or once passed, change and revoke. */
export default function RealNameListPage() {
  const { t } = useTranslation();
  const { data: state, isLoading, error } = useRealNameState();
  const passed = state?.status === realNameStatus.passed;
  return (
    <Flex vertical gap={16}>
      <h2 style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{t('realName.title')}</h2>
      {error && <Alert type="error" showIcon title={error.message} />}
      {passed && <ReturnToSigning />}
      <StatusCard state={state} loading={isLoading} />
      {state && (passed ? <PassedActions /> : <ModeCards disabled={state.pending !== null} />)}
    </Flex>
  );
}
