import { type CouponView, type PackageView, couponDiscountFen, couponRefusal, lineAmountFen } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagePath } from '../../app/routing';
import { FormDialog } from '../../components/FormDialog';
import { NextSteps } from '../../components/NextSteps';
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
  const yuan = useYuan();
  const label = useServiceLabels();
  const [form] = Form.useForm<BuyForm>();
  // The coupon window is judged at the dialog's first opening; the server judges it again at the order.
  const [openedAt] = useState(() => Date.now());
  const packages = useQuery({ queryKey: [...costCenterKey, 'packages'], queryFn: costCenterApi.packages, enabled: open });
  const coupons = useQuery({
    queryKey: [...costCenterKey, 'coupons', 'available', 'buy'],
    queryFn: () => costCenterApi.coupons({ tab: 'available', pageSize: 50 }),
    enabled: open,
  });
  const workOrderPath = usePagePath('newWorkOrder');
  const appBuildPath = usePagePath('myAppBuild');
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
  const required = (field: string) => [{ required: true, message: t('validation.required', { field }) }];
  return (
    <FormDialog
      open={open}
      title={t('costCenter.buy.title')}
      okText={t('costCenter.buy.submit')}
      okButtonTestId="buy-submit"
      form={form}
      initialValues={{ quantity: 1 }}
      submit={(v) => costCenterApi.createOrder({ packageId: v.packageId!, quantity: v.quantity, couponId: v.couponId || undefined })}
      savedText={(order) => t('costCenter.buy.created', { orderNo: order.orderNo })}
      onSaved={onCreated}
      onClose={onClose}
      testId="buy-form"
    >
      {packages.isSuccess && packages.data.list.length === 0 && (
        <Alert
          type="info"
          showIcon
          data-testid="buy-no-packages"
          style={{ marginBottom: 16 }}
          title={
            <NextSteps
              align="start"
              text={t('costCenter.buy.noPackages')}
              steps={[
                { to: workOrderPath, label: t('costCenter.buy.askPlatform'), testId: 'next-work-order' },
                { to: appBuildPath, label: t('costCenter.buy.sandboxApp'), testId: 'next-sandbox-app' },
              ]}
            />
          }
        />
      )}
      <Form.Item name="packageId" label={t('costCenter.buy.package')} rules={required(t('costCenter.buy.package'))}>
        <Select
          loading={packages.isFetching}
          options={(packages.data?.list ?? []).map((p) => ({ value: p.id, label: packageLine(p) }))}
          data-testid="buy-package"
        />
      </Form.Item>
      <Form.Item name="quantity" label={t('costCenter.buy.quantity')} rules={required(t('costCenter.buy.quantity'))}>
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
    </FormDialog>
  );
}
