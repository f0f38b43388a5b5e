import { useQueryClient } from '@tanstack/react-query';
import { App, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pagePath } from '../../app/routing';
import { RoleForm } from './RoleForm';
import { rolesApi, rolesKey } from './api';

/** roleBuild: a new custom role, optionally cloned from a template. */
export default function RoleBuildPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const back = () => void navigate(pagePath('roleList'));
  return (
    <Card title={t('roles.form.createTitle')}>
      <RoleForm
        withTemplates
        onCancel={back}
        onSubmit={async (values) => {
          await rolesApi.create(values);
          void message.success(t('roles.form.created'));
          await client.invalidateQueries({ queryKey: rolesKey });
          back();
        }}
      />
    </Card>
  );
}
