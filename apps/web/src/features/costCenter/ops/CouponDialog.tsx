import { couponIssueSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../../components/formRules';
import { opsCostCenterApi, opsCostCenterKey } from '../api';

interface CouponForm {
  owner: 'enterprise' | 'person';
  ownerId: string;
  name: string;
  kind: 'fixed' | 'percent';
  value: number;
  minSpendFen: number;
  productId?: string;
  window: [Dayjs, Dayjs];
}

/** Issues a coupon to an enterprise or a person; the server's refusals land beside their fields. */
export function CouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<CouponForm>();
  const [saving, setSaving] = useState(false);
  const catalogue = useQuery({ queryKey: [...opsCostCenterKey, 'packages'], queryFn: opsCostCenterApi.packages, enabled: open });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body = {
      ...(v.owner === 'enterprise' ? { enterpriseId: v.ownerId } : { userId: v.ownerId }),
      name: v.name,
      kind: v.kind,
      value: v.value,
      minSpendFen: v.minSpendFen ?? 0,
      productId: v.productId || undefined,
      startsAt: v.window[0].startOf('day').valueOf(),
      expiresAt: v.window[1].endOf('day').valueOf(),
    };
    const parsed = couponIssueSchema.safeParse(body);
    if (!parsed.success) return;
    setSaving(true);
    try {
      await opsCostCenterApi.issueCoupon(body);
      void message.success(t('costCenter.ops.coupons.issued'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <Modal
      open={open}
      title={t('costCenter.ops.coupons.issue')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ owner: 'enterprise', kind: 'fixed', minSpendFen: 0 }} data-testid="coupon-form">
        <Form.Item name="owner" label={t('costCenter.ops.coupons.owner')}>
          <Radio.Group
            options={[
              { value: 'enterprise', label: t('costCenter.ops.coupons.toEnterprise') },
              { value: 'person', label: t('costCenter.ops.coupons.toPerson') },
            ]}
          />
        </Form.Item>
        <Form.Item name="ownerId" label={t('fields.enterpriseId')} rules={required}>
          <Input maxLength={64} data-testid="coupon-owner" />
        </Form.Item>
        <Form.Item name="name" label={t('fields.name')} rules={required}>
          <Input maxLength={64} data-testid="coupon-name" />
        </Form.Item>
        <Form.Item name="kind" label={t('costCenter.ops.coupons.kind')}>
          <Radio.Group
            options={[
              { value: 'fixed', label: t('costCenter.ops.coupons.fixed') },
              { value: 'percent', label: t('costCenter.ops.coupons.percent') },
            ]}
          />
        </Form.Item>
        <Form.Item name="value" label={t('costCenter.ops.coupons.value')} rules={required}>
          <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="coupon-value" />
        </Form.Item>
        <Form.Item name="minSpendFen" label={t('fields.minSpendFen')}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="productId" label={t('costCenter.ops.coupons.product')}>
          <Select allowClear options={(catalogue.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.productNo} ${p.name}` }))} />
        </Form.Item>
        <Form.Item name="window" label={t('costCenter.ops.coupons.window')} rules={required}>
          <DatePicker.RangePicker style={{ width: '100%' }} data-testid="coupon-window" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
