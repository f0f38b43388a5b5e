import { type CouponView, type PackageView, couponDiscountFen, couponRefusal, lineAmountFen } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Descriptions, Form, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { useServiceLabels } from '../services';
import { costCenterApi, costCenterKey } from './api';
import { useYuan } from './labels';

interface BuyForm {
  packageId?: string;
  quantity: number;
  couponId?: string;
}

/** Chooses a package, a quantity and a coupon; the amounts shown are the server's own integer arithmetic. */
export function BuyDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const yuan = useYuan();
  const label = useServiceLabels();
  const [form] = Form.useForm<BuyForm>();
  const [saving, setSaving] = useState(false);
  // The coupon window is judged at the dialog's first opening; the server judges it again at the order.
  const [openedAt] = useState(() => Date.now());
  const packages = useQuery({ queryKey: [...costCenterKey, 'packages'], queryFn: costCenterApi.packages, enabled: open });
  const coupons = useQuery({
    queryKey: [...costCenterKey, 'coupons', 'available', 'buy'],
    queryFn: () => costCenterApi.coupons({ tab: 'available', pageSize: 50 }),
    enabled: open,
  });
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const values = Form.useWatch([], form) as BuyForm | undefined;
  const pkg: PackageView | undefined = packages.data?.list.find((p) => p.id === values?.packageId);
  const coupon: CouponView | undefined = coupons.data?.list.find((c) => c.id === values?.couponId);
  const quantity = Number.isSafeInteger(values?.quantity) && (values?.quantity ?? 0) > 0 ? values!.quantity : 1;
  const list = pkg ? lineAmountFen(pkg.priceFen, quantity) : 0;
  const usable = (c: CouponView) => pkg !== undefined && couponRefusal(c, { amountFen: list, productId: pkg.productId }, openedAt) === null;
  const discount = pkg && coupon && usable(coupon) ? couponDiscountFen(coupon, list) : 0;
  const packageLine = (p: PackageView) =>
    t('costCenter.buy.packageLine', {
      product: p.productName,
      name: p.name,
      count: p.quantity === -1 ? t('costCenter.buy.unlimited') : label.count(p.quantity),
      months: p.months,
      price: yuan(p.priceFen),
    });
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const order = await costCenterApi.createOrder({ packageId: v.packageId!, quantity: v.quantity, couponId: v.couponId || undefined });
      void message.success(t('costCenter.buy.created', { orderNo: order.orderNo }));
      onCreated();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('costCenter.buy.title')}
      okText={t('costCenter.buy.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'buy-submit' } as never}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ quantity: 1 }} data-testid="buy-form">
        <Form.Item name="packageId" label={t('costCenter.buy.package')} rules={[{ required: true, message: t('validation.required') }]}>
          <Select
            loading={packages.isFetching}
            options={(packages.data?.list ?? []).map((p) => ({ value: p.id, label: packageLine(p) }))}
            data-testid="buy-package"
          />
        </Form.Item>
        <Form.Item name="quantity" label={t('costCenter.buy.quantity')} rules={[{ required: true, message: t('validation.required') }]}>
          <InputNumber min={1} max={100} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="couponId" label={t('costCenter.buy.coupon')}>
          <Select
            allowClear
            placeholder={t('costCenter.buy.noCoupon')}
            options={(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: c.name, disabled: !usable(c) }))}
            data-testid="buy-coupon"
          />
        </Form.Item>
      </Form>
      {pkg?.needsReview && <Alert type="info" showIcon title={t('costCenter.buy.review')} style={{ marginBottom: 12 }} />}
      {pkg && (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('costCenter.buy.listAmount')}>{yuan(list)}</Descriptions.Item>
          <Descriptions.Item label={t('costCenter.orders.discount')}>{yuan(discount)}</Descriptions.Item>
          <Descriptions.Item label={t('costCenter.buy.payable')}>
            <strong data-testid="buy-payable">{yuan(list - discount)}</strong>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
