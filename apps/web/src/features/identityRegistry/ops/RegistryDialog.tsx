import { registryEntrySchema } from '@console/contract';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
import { type RegistryEntryForm, registryApi } from './api';

const initial: Partial<RegistryEntryForm> = { phoneCheck: 'pass', bankCheck: 'pass', faceCheck: 'pass' };

/** Adds a test identity to the sandbox registry, refused by the same schema the server uses. */
export function RegistryDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RegistryEntryForm>();
  const shape = registryEntrySchema.shape;

  const checks = (withManual: boolean) =>
    (withManual ? (['pass', 'fail', 'manual'] as const) : (['pass', 'fail'] as const)).map((v) => ({
      value: v,
      label: t(`identityRegistry.ops.check.${v}`),
    }));

  return (
    <FormDialog
      open={open}
      title={t('identityRegistry.ops.addTitle')}
      form={form}
      initialValues={initial}
      submit={registryApi.add}
      savedText={t('identityRegistry.ops.added')}
      onSaved={onAdded}
      onClose={onClose}
      width={640}
      testId="registry-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('fields.name')} required rules={[rule(shape.name, 'name')]}>
            <Input maxLength={32} autoFocus />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="idNumber" label={t('fields.idNumber')} required rules={[rule(shape.idNumber, 'idNumber')]}>
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label={t('fields.phone')} extra={t('identityRegistry.ops.optional')} rules={[rule(shape.phone, 'phone')]}>
            <Input maxLength={11} placeholder={t('identityRegistry.ops.phonePlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="bankCard"
            label={t('fields.bankCard')}
            extra={t('identityRegistry.ops.optional')}
            rules={[rule(shape.bankCard, 'bankCard')]}
          >
            <Input maxLength={19} placeholder={t('identityRegistry.ops.bankCardPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="phoneCheck" label={t('fields.phoneCheck')} rules={[rule(shape.phoneCheck, 'phoneCheck')]}>
            <Select options={checks(false)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="bankCheck" label={t('fields.bankCheck')} rules={[rule(shape.bankCheck, 'bankCheck')]}>
            <Select options={checks(false)} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="faceCheck" label={t('fields.faceCheck')} rules={[rule(shape.faceCheck, 'faceCheck')]}>
            <Select options={checks(true)} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="note" label={t('fields.note')} rules={[rule(shape.note, 'note')]}>
            <Input.TextArea rows={2} maxLength={300} showCount placeholder={t('identityRegistry.ops.notePlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
