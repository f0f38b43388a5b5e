import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { pagePath } from '../../app/routing';
import { ModulePicker } from './ModulePicker';
import { RoleName } from './RoleName';
import { rolesApi, rolesKey } from './api';

/** roleDetail (?id=): a role, what it grants, and how many members hold it. */
export default function RoleDetailPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const role = useQuery({ queryKey: [...rolesKey, 'detail', id], queryFn: () => rolesApi.detail(id), enabled: !!id });
  return (
    <Card
      title={t('roles.detail.title')}
      loading={role.isLoading}
      extra={
        <Link to={pagePath('roleList')}>
          <Button type="link">{t('roles.detail.back')}</Button>
        </Link>
      }
    >
      {(role.error || !id) && <Alert type="error" showIcon title={role.error?.message ?? t('roles.detail.notFound')} />}
      {role.data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions bordered column={1} size="small" data-testid="role-detail">
            <Descriptions.Item label={t('roles.list.name')}>
              <RoleName role={role.data} />
            </Descriptions.Item>
            <Descriptions.Item label={t('roles.list.description')}>
              {role.data.builtIn ? t(`roles.builtInDescription.${role.data.id as 'master'}`) : role.data.description}
            </Descriptions.Item>
            <Descriptions.Item label={t('roles.list.members')}>{role.data.memberCount}</Descriptions.Item>
          </Descriptions>
          <div>
            <h2 style={{ fontSize: 16 }}>{t('roles.form.modules')}</h2>
            <ModulePicker value={role.data.moduleCodes} disabled />
          </div>
        </Space>
      )}
    </Card>
  );
}
