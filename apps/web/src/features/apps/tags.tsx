import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function EnvironmentTag({ environment }: { environment: 'sandbox' | 'production' }) {
  const { t } = useTranslation();
  return <Tag color={environment === 'production' ? 'blue' : 'gold'}>{t(`apps.environments.${environment}`)}</Tag>;
}

/** §3 record status: 1 normal, 2 disabled. */
export function AppStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="success">{t('apps.statuses.1')}</Tag> : <Tag color="default">{t('apps.statuses.2')}</Tag>;
}
