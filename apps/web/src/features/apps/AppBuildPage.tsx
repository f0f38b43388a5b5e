import { useQueryClient } from '@tanstack/react-query';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagePath } from '../../app/routing';
import { AppForm, type AppFormValues } from './AppForm';
import { appsApi, appsKey } from './api';

/** §2 myAppBuild: a new application; a production one with at least one service, a sandbox one may start with none. */
export default function AppBuildPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detailPath = usePagePath('myAppDetail');
  const create = async (v: AppFormValues) => {
    const app = await appsApi.create({ ...v, environment: v.environment ?? 'sandbox', serviceIds: v.serviceIds ?? [] });
    void message.success(t('apps.form.created'));
    await client.invalidateQueries({ queryKey: appsKey });
    if (detailPath) void navigate(`${detailPath}?id=${app.id}`);
  };
  return (
    <Card title={t('apps.form.buildTitle')}>
      <AppForm mode="create" onSubmit={create} />
    </Card>
  );
}
