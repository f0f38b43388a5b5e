import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pagePath } from '../../app/routing';
import { RoleForm } from './RoleForm';
import { rolesApi, rolesKey } from './api';

/** roleEdit (?id=): a custom role's name, description and permissions; members have them at their next request. */
export default function RoleEditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const role = useQuery({ queryKey: [...rolesKey, 'detail', id], queryFn: () => rolesApi.detail(id), enabled: !!id });
  const back = () => void navigate(pagePath('roleList'));
  return (
    <Card title={t('roles.form.editTitle')} loading={role.isLoading}>
      {(role.error || !id) && <Alert type="error" showIcon title={role.error?.message ?? t('roles.detail.notFound')} />}
      {role.data && (
        <RoleForm
          initial={{ name: role.data.name, description: role.data.description, moduleCodes: role.data.moduleCodes }}
          onCancel={back}
          onSubmit={async (values) => {
            await rolesApi.edit(id, values);
            void message.success(t('roles.form.saved'));
            await client.invalidateQueries({ queryKey: rolesKey });
            back();
          }}
        />
      )}
    </Card>
  );
}
