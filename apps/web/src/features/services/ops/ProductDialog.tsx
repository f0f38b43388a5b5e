import { apiServiceCodes, productInputSchema } from '@console/contract';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
import { useServiceLabels } from '../labels';
import { servicesOpsApi } from './api';

type ProductForm = Parameters<typeof servicesOpsApi.addProduct>[0];

/** Adds a product, refused by the schema the server uses; the server's refusals land beside their fields. */
export function ProductDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const label = useServiceLabels();
  const [form] = Form.useForm<ProductForm>();
  const shape = productInputSchema.shape;
  return (
    <FormDialog
      open={open}
      title={t('services.ops.products.addTitle')}
      form={form}
      initialValues={{ serviceCode: 'phone3', unitPriceFen: 0 }}
      submit={servicesOpsApi.addProduct}
      savedText={t('services.ops.products.added')}
      onSaved={onAdded}
      onClose={onClose}
      testId="product-form"
    >
      <Form.Item name="productNo" label={t('fields.productNo')} required rules={[rule(shape.productNo, 'productNo')]}>
        <Input maxLength={32} placeholder="P-PHONE3-1000" />
      </Form.Item>
      <Form.Item name="name" label={t('services.product')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={64} />
      </Form.Item>
      {/* The console shows English readers this name, and the one above when it is left empty. */}
      <Form.Item name="nameEn" label={t('fields.nameEn')} rules={[rule(shape.nameEn, 'nameEn')]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="serviceCode" label={t('fields.serviceCode')} required>
        <Select options={apiServiceCodes.map((c) => ({ value: c, label: label.service({ serviceCode: c }) }))} />
      </Form.Item>
      <Form.Item name="unitPriceFen" label={t('fields.unitPriceFen')} required rules={[rule(shape.unitPriceFen, 'unitPriceFen')]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
