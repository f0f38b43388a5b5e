import { appAuthorizeSchema } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Card, Checkbox, Form, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { usePagePath } from '../../app/routing';
import { ServiceStatusTag, servicesApi, servicesKey, useServiceLabels } from '../services';
import { appKey, appsApi, appsKey } from './api';
import { useAppId } from './useAppId';

/** §2 myAppAuthorize: which of the enterprise's services the application may call (at least one). */
export default function AppAuthorizePage() {
  const { t } = useTranslation();
  const id = useAppId();
  const rule = useSchemaRule();
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
  const detailPath = usePagePath('myAppDetail');
  const label = useServiceLabels();
  const [form] = Form.useForm<{ serviceIds: string[] }>();
  const [submitting, setSubmitting] = useState(false);
  const app = useQuery({ queryKey: appKey(id), queryFn: () => appsApi.detail(id), enabled: Boolean(id) });
  const services = useQuery({ queryKey: [...servicesKey, 'all'], queryFn: () => servicesApi.list(undefined, 50) });
  if (app.error) return <Result status="warning" title={app.error.message} />;
  const save = async ({ serviceIds }: { serviceIds: string[] }) => {
    setSubmitting(true);
    try {
      await appsApi.authorize(id, serviceIds);
      void message.success(t('apps.authorizeSaved'));
      await client.invalidateQueries({ queryKey: appsKey });
      if (detailPath) void navigate(`${detailPath}?id=${id}`);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Card title={app.data ? `${t('apps.authorizeTitle')} · ${app.data.name}` : t('apps.authorizeTitle')}>
      {!app.data || !services.data ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          initialValues={{ serviceIds: app.data.services.map((s) => s.id) }}
          onFinish={(v) => void save(v)}
        >
          <Typography.Paragraph type="secondary">{t('apps.form.servicesHint')}</Typography.Paragraph>
          <Form.Item name="serviceIds" label={t('fields.serviceIds')} rules={[rule(appAuthorizeSchema.shape.serviceIds, 'serviceIds')]}>
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
              options={services.data.list.map((s) => ({
                value: s.id,
                label: (
                  <span>
                    {label.service(s)} · {s.productName} <ServiceStatusTag status={s.status} />
                  </span>
                ),
              }))}
            />
          </Form.Item>
          <SubmitButton submitting={submitting} block={false}>
            {t('apps.form.save')}
          </SubmitButton>
        </Form>
      )}
    </Card>
  );
}
