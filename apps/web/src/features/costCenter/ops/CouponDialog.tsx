import { couponIssueSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { type IssueLike, issuePhrase } from '@console/contract/issues';
import { DatePicker, Form, Input, InputNumber, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { PersonPicker } from '../../personal';
import { EnterprisePicker } from '../../services';
import { opsCostCenterApi, opsPackagesKey } from '../api';

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

/** The form's field each part of the issued body comes from. */
const fieldOf: Record<string, keyof CouponForm> = { enterpriseId: 'ownerId', userId: 'ownerId', startsAt: 'window', expiresAt: 'window' };

const bodyOf = (v: CouponForm) => ({
  ...(v.owner === 'enterprise' ? { enterpriseId: v.ownerId } : { userId: v.ownerId }),
  name: v.name,
  kind: v.kind,
  value: v.value,
  minSpendFen: v.minSpendFen ?? 0,
  productId: v.productId || undefined,
  startsAt: v.window[0].startOf('day').valueOf(),
  expiresAt: v.window[1].endOf('day').valueOf(),
});

/** Issues a coupon to an enterprise or a person; the server's refusals land beside their fields. */
export function CouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<CouponForm>();
  const catalogue = useQuery({ queryKey: opsPackagesKey, queryFn: opsCostCenterApi.packages, enabled: open });
  const owner = Form.useWatch('owner', form) ?? 'enterprise';
  const labels: Record<keyof CouponForm, string> = {
    owner: t('costCenter.ops.coupons.owner'),
    ownerId: owner === 'person' ? t('fields.userId') : t('fields.enterpriseId'),
    name: t('fields.name'),
    kind: t('costCenter.ops.coupons.kind'),
    value: t('costCenter.ops.coupons.value'),
    minSpendFen: t('fields.minSpendFen'),
    productId: t('costCenter.ops.coupons.product'),
    window: t('costCenter.ops.coupons.window'),
  };
  // The contract's object-level rules (a percentage under 100, the end after the start, one owner), beside their fields.
  const check = (v: CouponForm) => {
    const parsed = couponIssueSchema.safeParse(bodyOf(v));
    if (parsed.success) return [];
    return parsed.error.issues.map((issue) => {
      const name = fieldOf[String(issue.path[0])] ?? (String(issue.path[0]) as keyof CouponForm);
      const { key, params } = issuePhrase(issue as IssueLike, (k) => i18n.exists(`validation.${k}`));
      return { name, error: t(`validation.${key}` as 'validation.required', { ...params, field: labels[name] ?? name }) };
    });
  };
  const required = (name: keyof CouponForm) => [{ required: true, message: t('validation.required', { field: labels[name] }) }];
  return (
    <FormDialog
      open={open}
      title={t('costCenter.ops.coupons.issue')}
      form={form}
      initialValues={{ owner: 'enterprise', kind: 'fixed', minSpendFen: 0 }}
      check={check}
      submit={(v) => opsCostCenterApi.issueCoupon(bodyOf(v))}
      savedText={t('costCenter.ops.coupons.issued')}
      onSaved={onClose}
      onClose={onClose}
      testId="coupon-form"
    >
      <Form.Item name="owner" label={labels.owner}>
        <Radio.Group
          // The chosen enterprise is no person (nor the reverse): switching starts the choice again.
          onChange={() => form.setFieldValue('ownerId', undefined)}
          options={[
            { value: 'enterprise', label: t('costCenter.ops.coupons.toEnterprise') },
            { value: 'person', label: t('costCenter.ops.coupons.toPerson') },
          ]}
        />
      </Form.Item>
      <Form.Item name="ownerId" label={labels.ownerId} rules={required('ownerId')}>
        {owner === 'person' ? (
          <PersonPicker placeholder={t('costCenter.ops.coupons.findPerson')} ariaLabel={labels.ownerId} />
        ) : (
          <EnterprisePicker allowClear={false} placeholder={t('costCenter.ops.coupons.findEnterprise')} />
        )}
      </Form.Item>
      <Form.Item name="name" label={labels.name} rules={required('name')}>
        <Input maxLength={64} data-testid="coupon-name" />
      </Form.Item>
      <Form.Item name="kind" label={labels.kind}>
        <Radio.Group
          options={[
            { value: 'fixed', label: t('costCenter.ops.coupons.fixed') },
            { value: 'percent', label: t('costCenter.ops.coupons.percent') },
          ]}
        />
      </Form.Item>
      <Form.Item name="value" label={labels.value} rules={required('value')}>
        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid="coupon-value" />
      </Form.Item>
      <Form.Item name="minSpendFen" label={labels.minSpendFen}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="productId" label={labels.productId}>
        <Select allowClear options={(catalogue.data?.products ?? []).map((p) => ({ value: p.id, label: `${p.productNo} ${p.name}` }))} />
      </Form.Item>
      <Form.Item name="window" label={labels.window} rules={required('window')}>
        <DatePicker.RangePicker style={{ width: '100%' }} data-testid="coupon-window" />
      </Form.Item>
    </FormDialog>
  );
}
