import { appCreateSchema, appSettingsSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Form, Input, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagePath } from '../../app/routing';
import { NextSteps } from '../../components/NextSteps';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { servicesApi, servicesKey, useServiceLabels } from '../services';
import type { AppSettingsForm } from './api';

export type AppFormValues = AppSettingsForm & { environment?: 'sandbox' | 'production'; serviceIds?: string[]; restrict?: boolean };

/**
 * The application form of myAppBuild (with environment and services) and myAppEdit (settings only).
 * Refusals from the server are shown beside their fields and what was typed stays.
 */
export function AppForm({
  mode,
  initial,
  onSubmit,
}: {
  mode: 'create' | 'edit';
  initial?: Partial<AppFormValues>;
  onSubmit: (values: AppFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const label = useServiceLabels();
  const [form] = Form.useForm<AppFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const services = useQuery({
    queryKey: [...servicesKey, 'all'],
    queryFn: () => servicesApi.list(undefined, 50),
    enabled: mode === 'create',
  });
  const field = appSettingsSchema.shape;
  const buyPath = usePagePath('payment');
  const hallPath = usePagePath('serviceweb');

  const submit = async (values: AppFormValues) => {
    setSubmitting(true);
    try {
      const { restrict, ...rest } = values;
      await onSubmit({ ...rest, ipRestrict: restrict ? 1 : 0 });
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  const list = services.data?.list ?? [];
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ environment: 'sandbox', ipWhitelist: '', serviceIds: [], ...initial, restrict: initial?.ipRestrict === 1 }}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 640 }}
      data-testid="app-form"
    >
      <Form.Item name="name" label={t('fields.appName')} rules={[rule(field.name, 'appName')]}>
        <Input placeholder={t('apps.form.namePlaceholder')} maxLength={64} />
      </Form.Item>
      <Form.Item name="appAbbreviation" label={t('fields.appAbbreviation')} rules={[rule(field.appAbbreviation, 'appAbbreviation')]}>
        <Input placeholder={t('apps.form.abbreviationPlaceholder')} maxLength={6} />
      </Form.Item>
      {mode === 'create' && (
        <Form.Item name="environment" label={t('fields.environment')} extra={t('apps.environmentHint')}>
          <Radio.Group
            options={[
              { value: 'sandbox', label: t('apps.environments.sandbox') },
              { value: 'production', label: t('apps.environments.production') },
            ]}
          />
        </Form.Item>
      )}
      <Form.Item name="ipWhitelist" label={t('fields.ipWhitelist')} rules={[rule(field.ipWhitelist, 'ipWhitelist')]}>
        <Input placeholder={t('apps.form.ipWhitelistPlaceholder')} />
      </Form.Item>
      <Form.Item name="restrict" label={t('fields.ipRestrict')} valuePropName="checked" extra={t('apps.form.ipRestrictHint')}>
        <Switch />
      </Form.Item>
      <Form.Item name="androidPackage" label={t('fields.androidPackage')} rules={[rule(field.androidPackage, 'androidPackage')]}>
        <Input placeholder="com.example.app" />
      </Form.Item>
      <Form.Item name="iosBundle" label={t('fields.iosBundle')} rules={[rule(field.iosBundle, 'iosBundle')]}>
        <Input placeholder="com.example.app" />
      </Form.Item>
      <Form.Item
        name="callbackUrl"
        label={t('fields.callbackUrl')}
        rules={[rule(field.callbackUrl, 'callbackUrl')]}
        extra={t('apps.form.callbackHint')}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      <Form.Item
        name="evidenceCallbackUrl"
        label={t('fields.evidenceCallbackUrl')}
        rules={[rule(field.evidenceCallbackUrl, 'evidenceCallbackUrl')]}
      >
        <Input placeholder="https://" inputMode="url" />
      </Form.Item>
      {mode === 'create' && (
        <Form.Item
          name="serviceIds"
          label={t('fields.serviceIds')}
          dependencies={['environment']}
          rules={[
            rule(appCreateSchema.shape.serviceIds, 'serviceIds'),
            // A sandbox application may start with none; a production one needs a service (the server says the same).
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: string[]) => {
                if (getFieldValue('environment') === 'production' && !value?.length) throw new Error(t('validation.serviceRequired'));
              },
            }),
          ]}
          extra={t('apps.form.servicesHint')}
        >
          <Checkbox.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            options={list.map((s) => ({
              value: s.id,
              label: (
                <span>
                  {label.service(s)} · {s.productName}{' '}
                  <Typography.Text type="secondary">
                    ({t(`services.statuses.${String(s.status) as '1' | '2' | '3' | '4'}`)}, {t('services.remaining')}{' '}
                    {label.count(s.remaining)})
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        </Form.Item>
      )}
      {mode === 'create' && services.isSuccess && list.length === 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="app-no-services"
          title={
            <NextSteps
              align="start"
              text={t('apps.form.noServices')}
              steps={[
                { to: buyPath && `${buyPath}?buy=1`, label: t('apps.form.buyPackage'), testId: 'next-buy' },
                { to: hallPath, label: t('apps.form.serviceHall'), testId: 'next-hall' },
              ]}
            />
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <SubmitButton submitting={submitting} block={false}>
        {t('apps.form.save')}
      </SubmitButton>
    </Form>
  );
}
