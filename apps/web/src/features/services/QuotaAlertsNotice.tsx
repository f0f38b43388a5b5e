import type { DashboardSummary } from '@console/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';

/**
 * The home dashboard's quota alerts (the same 80 % and 100 % that go out by SMS or e-mail): each
 * subscription past a threshold, linking to myServiceList to see or top up.
 */
export function QuotaAlertsNotice({ alerts }: { alerts: DashboardSummary['quotaAlerts'] }) {
  const { t } = useTranslation();
  const services = usePagePath('myServiceList');
  if (alerts.length === 0) return null;
  return (
    <Alert
      type={alerts.some((a) => a.threshold >= 100) ? 'error' : 'warning'}
      showIcon
      data-testid="quota-alerts"
      title={t('services.quotaAlerts.title')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {alerts.map((a) => (
            <li key={a.subscriptionId}>
              {t(a.threshold >= 100 ? 'services.quotaAlerts.exhausted' : 'services.quotaAlerts.nearly', {
                product: a.productName,
                used: a.usedCount.toLocaleString(),
                total: a.totalCount.toLocaleString(),
                threshold: a.threshold,
              })}
            </li>
          ))}
        </ul>
      }
      action={services && <Link to={services}>{t('services.quotaAlerts.view')}</Link>}
    />
  );
}
