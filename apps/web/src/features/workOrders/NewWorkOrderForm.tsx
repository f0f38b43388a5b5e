import { workOrderCategories, workOrderCreateSchema, workOrderServices } from '@console/contract';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { AttachmentPicker } from './AttachmentPicker';
import { type NewWorkOrderBody, workOrdersApi } from './api';

export type NewWorkOrderContext = Pick<NewWorkOrderBody, 'appId' | 'requestId' | 'logId'> & { service?: string };

/**
 * §2 newWorkOrder's form: service, category, title, description, attachments, and the context another
 * page opened it with (an app, a call's request id, a log row) shown read-only so the person sees what
 * goes with it. Refusals from the server land beside their fields.
 */
export function NewWorkOrderForm({
  context,
  onSubmit,
}: {
  context: NewWorkOrderContext;
  onSubmit: (body: NewWorkOrderBody) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<NewWorkOrderBody>();
  const [submitting, setSubmitting] = useState(false);
  const [attachmentIds, setAttachmentIds] = useState<string[]>([]);
  const field = workOrderCreateSchema.shape;
  const service = workOrderServices.find((s) => s === context.service);

  const submit = async (values: NewWorkOrderBody) => {
    setSubmitting(true);
    try {
      await onSubmit({ ...values, attachmentIds, appId: context.appId, requestId: context.requestId, logId: context.logId });
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ service: service ?? (context.requestId ? undefined : 'console'), category: context.requestId ? 'fault' : undefined }}
      onFinish={(v) => void submit(v)}
      style={{ maxWidth: 640 }}
      data-testid="new-work-order-form"
    >
      <Form.Item name="service" label={t('fields.service')} rules={[rule(field.service, 'service')]}>
        <Select
          aria-label={t('fields.service')}
          options={workOrderServices.map((s) => ({ value: s, label: t(`workOrders.services.${s}`) }))}
          data-testid="work-order-service"
        />
      </Form.Item>
      <Form.Item name="category" label={t('fields.category')} rules={[rule(field.category, 'category')]}>
        <Select
          aria-label={t('fields.category')}
          options={workOrderCategories.map((c) => ({ value: c, label: t(`workOrders.categories.${c}`) }))}
          data-testid="work-order-category"
        />
      </Form.Item>
      <Form.Item name="title" label={t('fields.title')} rules={[rule(field.title, 'title')]}>
        <Input maxLength={100} data-testid="work-order-title" />
      </Form.Item>
      <Form.Item name="description" label={t('workOrders.description')} rules={[rule(field.description, t('workOrders.description'))]}>
        <Input.TextArea rows={5} maxLength={1000} showCount data-testid="work-order-description" />
      </Form.Item>
      <Form.Item name="attachmentIds" label={t('workOrders.attachments')}>
        <AttachmentPicker upload={workOrdersApi.upload} onChange={setAttachmentIds} />
      </Form.Item>
      {(context.appId || context.requestId || context.logId) && (
        <Form.Item label={t('workOrders.context')}>
          <div data-testid="work-order-context" style={{ wordBreak: 'break-all' }}>
            {context.appId && <div>{`${t('workOrders.contextApp')}: ${context.appId}`}</div>}
            {context.requestId && <div>{`${t('workOrders.contextRequest')}: ${context.requestId}`}</div>}
            {context.logId && <div>{`${t('workOrders.contextLog')}: ${context.logId}`}</div>}
          </div>
        </Form.Item>
      )}
      <SubmitButton submitting={submitting} block={false} data-testid="work-order-submit">
        {t('workOrders.submit')}
      </SubmitButton>
    </Form>
  );
}
