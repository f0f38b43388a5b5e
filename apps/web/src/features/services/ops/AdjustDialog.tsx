import { type SubscriptionView, adjustInputSchema, unlimitedDueAt, unlimitedTotalCount } from '@console/contract';
import { App, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../../components/formRules';
import { servicesOpsApi } from './api';

interface Values {
  unlimited: boolean;
  totalCount?: number;
  noDue: boolean;
  dueAt?: Dayjs;
  reason: string;
}

/** Changes a subscription's purchased quantity or due date; the reason goes into the operation log. */
export function AdjustDialog({
  subscription,
  onClose,
  onAdjusted,
}: {
  subscription?: SubscriptionView;
  onClose: () => void;
  onAdjusted: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const unlimited = Form.useWatch('unlimited', form);
  const noDue = Form.useWatch('noDue', form);
  useEffect(() => {
    if (!subscription) return;
    form.resetFields();
    form.setFieldsValue({
      unlimited: subscription.totalCount === unlimitedTotalCount,
      totalCount: subscription.totalCount === unlimitedTotalCount ? undefined : subscription.totalCount,
      noDue: subscription.dueAt === unlimitedDueAt,
      dueAt: subscription.dueAt === unlimitedDueAt ? undefined : dayjs(subscription.dueAt),
    });
  }, [subscription, form]);
  const save = async () => {
    if (!subscription) return;
    const v = await form.validateFields();
    setSaving(true);
    try {
      await servicesOpsApi.adjust(subscription.id, {
        totalCount: v.unlimited ? unlimitedTotalCount : v.totalCount,
        dueAt: v.noDue ? unlimitedDueAt : v.dueAt?.valueOf(),
        reason: v.reason,
      });
      void message.success(t('services.ops.subscriptions.adjusted'));
      onAdjusted();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={Boolean(subscription)}
      title={t('services.ops.subscriptions.adjustTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      {subscription && (
        <Typography.Paragraph type="secondary">
          {subscription.productName} ({subscription.productNo})
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" data-testid="adjust-form">
        <Form.Item name="totalCount" label={t('fields.totalCount')}>
          <InputNumber min={1} max={1_000_000_000} precision={0} disabled={unlimited} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="unlimited" valuePropName="checked" style={{ marginTop: -16 }}>
          <Checkbox>{t('services.ops.subscriptions.unlimitedCount')}</Checkbox>
        </Form.Item>
        <Form.Item name="dueAt" label={t('fields.dueAt')}>
          <DatePicker showTime disabled={noDue} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="noDue" valuePropName="checked" style={{ marginTop: -16 }}>
          <Checkbox>{t('services.ops.subscriptions.noDueDate')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('services.ops.subscriptions.reason')}
          required
          rules={[rule(adjustInputSchema.shape.reason, 'reason')]}
        >
          <Input.TextArea maxLength={300} rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
