import { Steps } from 'antd';
import { useTranslation } from 'react-i18next';

/** editPhone → addPhone → done: where the person is in changing the master administrator. */
export function MasterSteps({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Steps
      current={current}
      items={[
        { title: t('enterprise.master.stepVerify') },
        { title: t('enterprise.master.stepNew') },
        { title: t('enterprise.master.stepDone') },
      ]}
      style={{ maxWidth: 720, marginBottom: 32 }}
      data-testid="master-steps"
    />
  );
}
