import { issuingModes, statisticalCycles, unlimitedDueAt, unlimitedTotalCount } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Checkbox, Col, DatePicker, Form, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useServiceLabels } from '../labels';
import { EnterprisePicker } from './EnterprisePicker';
import { type GrantForm, productsKey, servicesOpsApi } from './api';

interface Values {
  enterpriseId?: string;
  productId?: string;
  issuingMode: number;
  unlimited: boolean;
  totalCount?: number;
  startsAt: Dayjs;
  noDue: boolean;
  dueAt?: Dayjs;
  cycle: GrantForm['cycle'];
}

/**
 * Grants an enterprise a subscription of a product (the function the cost center will call for paid
 * orders): issuing mode, a quantity or unlimited (-1), start and due date or none (2099-12-31 23:59:59).
 */
export function GrantDialog({
  open,
  enterpriseId,
  onClose,
  onGranted,
}: {
  open: boolean;
  enterpriseId?: string;
  onClose: () => void;
  onGranted: (enterpriseId: string) => void;
}) {
  const { t } = useTranslation();
  const label = useServiceLabels();
  const [form] = Form.useForm<Values>();
  const products = useQuery({ queryKey: productsKey, queryFn: servicesOpsApi.products, enabled: open });
  const unlimited = Form.useWatch('unlimited', form);
  const noDue = Form.useWatch('noDue', form);
  // Filled here rather than through the dialog's `values`, which carries plain values only (the
  // start is a Dayjs); this runs after the dialog has reset the form for the opening.
  useEffect(() => {
    if (open) form.setFieldsValue({ enterpriseId, startsAt: dayjs(), issuingMode: 1, unlimited: false, noDue: false, cycle: 'month' });
  }, [open, enterpriseId, form]);
  const emptyText = (field: string) => t('validation.required', { field: t(`fields.${field}` as 'fields.dueAt') });
  const required = (field: string) => ({ required: true, message: emptyText(field) });
  // Read at validation time, so ticking "unlimited" takes effect on the very next submit.
  const requiredUnless =
    (field: string, waiver: keyof Values) =>
    ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({ required: !getFieldValue(waiver), message: emptyText(field) });
  const grant = async (v: Values) => {
    const granted: GrantForm = {
      enterpriseId: v.enterpriseId!,
      productId: v.productId!,
      issuingMode: v.issuingMode,
      totalCount: v.unlimited ? unlimitedTotalCount : v.totalCount!,
      startsAt: v.startsAt.valueOf(),
      dueAt: v.noDue ? unlimitedDueAt : v.dueAt!.valueOf(),
      cycle: v.cycle,
    };
    await servicesOpsApi.grant(granted);
    return granted.enterpriseId;
  };
  return (
    <FormDialog
      open={open}
      title={t('services.ops.subscriptions.grantTitle')}
      form={form}
      submit={grant}
      savedText={t('services.ops.subscriptions.granted')}
      onSaved={onGranted}
      onClose={onClose}
      width={640}
      testId="grant-form"
    >
      {products.data?.list.length === 0 && <Alert type="warning" showIcon title={t('services.ops.subscriptions.noProducts')} />}
      <Form.Item name="enterpriseId" label={t('fields.enterpriseId')} rules={[required('enterpriseId')]}>
        <EnterprisePicker allowClear={false} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="productId" label={t('fields.productId')} rules={[required('productId')]}>
            <Select
              loading={products.isFetching}
              options={(products.data?.list ?? []).map((p) => ({
                value: p.id,
                label: `${p.name} (${p.productNo}) · ${label.service(p)}`,
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="issuingMode" label={t('fields.issuingMode')} rules={[required('issuingMode')]}>
            <Select options={issuingModes.map((m) => ({ value: m, label: label.mode(m) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="totalCount"
            label={t('fields.totalCount')}
            dependencies={['unlimited']}
            rules={[requiredUnless('totalCount', 'unlimited')]}
          >
            <InputNumber min={1} max={1_000_000_000} precision={0} disabled={unlimited} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="unlimited" valuePropName="checked" style={{ marginTop: -16 }}>
            <Checkbox>{t('services.ops.subscriptions.unlimitedCount')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="cycle" label={t('fields.cycle')}>
            <Select options={statisticalCycles.map((c) => ({ value: c, label: t(`services.cycles.${c}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="startsAt" label={t('fields.startsAt')} rules={[required('startsAt')]}>
            <DatePicker showTime style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="dueAt" label={t('fields.dueAt')} dependencies={['noDue']} rules={[requiredUnless('dueAt', 'noDue')]}>
            <DatePicker showTime disabled={noDue} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="noDue" valuePropName="checked" style={{ marginTop: -16 }}>
            <Checkbox>{t('services.ops.subscriptions.noDueDate')}</Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
