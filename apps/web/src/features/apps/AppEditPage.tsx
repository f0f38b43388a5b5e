import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagePath } from '../../app/routing';
import { AppForm, type AppFormValues } from './AppForm';
import { appKey, appsApi, appsKey } from './api';
import { useAppId } from './useAppId';

/** §2 myAppEdit: an application's settings (its environment is fixed). */
export default function AppEditPage() {
  const { t } = useTranslation();
  const id = useAppId();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detailPath = usePagePath('myAppDetail');
  const { data, error } = useQuery({ queryKey: appKey(id), queryFn: () => appsApi.detail(id), enabled: Boolean(id) });
  const save = async ({ environment: _e, serviceIds: _s, restrict: _r, ...v }: AppFormValues) => {
    await appsApi.update(id, v);
    void message.success(t('apps.form.saved'));
    await client.invalidateQueries({ queryKey: appsKey });
    if (detailPath) void navigate(`${detailPath}?id=${id}`);
  };
  return (
    <Card title={t('apps.form.editTitle')}>
      {error ? (
        <Result status="warning" title={error.message} />
      ) : data ? (
        <AppForm mode="edit" initial={data} onSubmit={save} />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
