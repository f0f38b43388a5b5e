import { Alert, Card, Flex, Skeleton } from 'antd';
import { useApplication } from './api';
import { CurrentApplication } from './CurrentApplication';
import { ModeCards } from './ModeCards';

/** eAuthSelect: the enterprise's current application (passed, or in progress to continue), and the four modes. */
export default function SelectPage() {
  const { data: application, isLoading, error } = useApplication();
  if (isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Flex vertical gap={16}>
      {error && <Alert type="error" showIcon title={error.message} />}
      <CurrentApplication application={application ?? null} />
      <ModeCards disabled={application?.status === 'passed'} />
    </Flex>
  );
}
