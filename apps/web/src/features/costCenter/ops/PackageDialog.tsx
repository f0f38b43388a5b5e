import { type ProductView, issuingModes, packageInputSchema } from '@console/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
import { useServiceLabels } from '../../services';
import { opsCostCenterApi } from '../api';

type PackageForm = Parameters<typeof opsCostCenterApi.addPackage>[0];

/** Adds a package of a product (price in integer fen), refused by the schema the server uses. */
export function PackageDialog(props: { open: boolean; products: ProductView[]; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const label = useServiceLabels();
  const [form] = Form.useForm<PackageForm>();
  const shape = packageInputSchema.shape;
  return (
    <FormDialog
      open={props.open}
      title={t('costCenter.ops.packages.add')}
      form={form}
      initialValues={{ issuingMode: 1, quantity: 1000, months: 12, priceFen: 0 }}
      submit={(values) => opsCostCenterApi.addPackage(values)}
      savedText={t('costCenter.ops.packages.added')}
      onSaved={props.onAdded}
      onClose={props.onClose}
      testId="package-form"
    >
      <Form.Item name="productId" label={t('costCenter.ops.packages.product')} required rules={[rule(shape.productId, 'productId')]}>
        <Select options={props.products.map((p) => ({ value: p.id, label: `${p.productNo} ${p.name}` }))} data-testid="package-product" />
      </Form.Item>
      <Form.Item name="name" label={t('costCenter.ops.packages.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={64} data-testid="package-name" />
      </Form.Item>
      <Form.Item name="issuingMode" label={t('costCenter.ops.packages.mode')} required>
        <Select options={issuingModes.map((m) => ({ value: m, label: label.mode(m) }))} />
      </Form.Item>
      <Form.Item name="quantity" label={t('costCenter.ops.packages.quantity')} required rules={[rule(shape.quantity, 'quantity')]}>
        <InputNumber min={-1} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="months" label={t('costCenter.ops.packages.months')} required rules={[rule(shape.months, 'months')]}>
        <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="priceFen" label={t('costCenter.ops.packages.price')} required rules={[rule(shape.priceFen, 'priceFen')]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="package-price" />
      </Form.Item>
    </FormDialog>
  );
}
