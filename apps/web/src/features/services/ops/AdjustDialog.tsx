import { type SubscriptionView, adjustInputSchema, unlimitedDueAt, unlimitedTotalCount } from '@console/contract';
import { Checkbox, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
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
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const unlimited = Form.useWatch('unlimited', form);
  const noDue = Form.useWatch('noDue', form);
  // Filled here rather than through the dialog's `values`, which carries plain values only (a due
  // date is a Dayjs); this runs after the dialog has reset the form for the opening.
  useEffect(() => {
    if (!subscription) return;
    form.setFieldsValue({
      unlimited: subscription.totalCount === unlimitedTotalCount,
      totalCount: subscription.totalCount === unlimitedTotalCount ? undefined : subscription.totalCount,
      noDue: subscription.dueAt === unlimitedDueAt,
      dueAt: subscription.dueAt === unlimitedDueAt ? undefined : dayjs(subscription.dueAt),
    });
  }, [subscription, form]);
  return (
    <FormDialog
      open={Boolean(subscription)}
      title={t('services.ops.subscriptions.adjustTitle')}
      form={form}
      submit={(v) =>
        servicesOpsApi.adjust(subscription!.id, {
          totalCount: v.unlimited ? unlimitedTotalCount : v.totalCount,
          dueAt: v.noDue ? unlimitedDueAt : v.dueAt?.valueOf(),
          reason: v.reason,
        })
      }
      savedText={t('services.ops.subscriptions.adjusted')}
      onSaved={onAdjusted}
      onClose={onClose}
      testId="adjust-form"
    >
      {subscription && (
        <Typography.Paragraph type="secondary">
          {subscription.productName} ({subscription.productNo})
        </Typography.Paragraph>
      )}
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
    </FormDialog>
  );
}
