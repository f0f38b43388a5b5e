import { useQueryClient } from '@tanstack/react-query';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePagePath } from '../../app/routing';
import { NewWorkOrderForm } from './NewWorkOrderForm';
import { type NewWorkOrderBody, workOrdersApi, workOrdersKey } from './api';

/** §2 newWorkOrder; other pages open it with the context filled in (`?appId=&requestId=&logId=&service=`). */
export default function NewWorkOrderPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const detailPath = usePagePath('workOrderDetail');
  const [params] = useSearchParams();
  const ref = (name: string) => params.get(name)?.slice(0, 64) || undefined;
  const context = { appId: ref('appId'), requestId: ref('requestId'), logId: ref('logId'), service: ref('service') };

  const submit = async (body: NewWorkOrderBody) => {
    const order = await workOrdersApi.create(body);
    void client.invalidateQueries({ queryKey: workOrdersKey });
    void message.success(t('workOrders.submitted', { number: order.number }));
    if (detailPath) void navigate(`${detailPath}?id=${order.id}`);
  };

  return (
    <Card title={t('routes.newWorkOrder')}>
      <NewWorkOrderForm context={context} onSubmit={submit} />
    </Card>
  );
}
