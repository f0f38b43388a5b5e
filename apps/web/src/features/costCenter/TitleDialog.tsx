import type { InvoiceTitleView } from '@console/contract';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { costCenterApi } from './api';

type TitleForm = Parameters<typeof costCenterApi.saveTitle>[0];

/** A new invoice title; the server checks the credit code and the GBK limits and names a refused field, keeping what was typed. */
export function TitleDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (title: InvoiceTitleView) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TitleForm>();
  const kind = Form.useWatch('kind', form);
  const required = [{ required: true, message: t('validation.required') }];
  return (
    <FormDialog
      open={open}
      title={t('costCenter.invoices.addTitle')}
      form={form}
      initialValues={{ kind: 'company', taxpayerId: '', addressPhone: '', bankAccount: '' }}
      submit={costCenterApi.saveTitle}
      savedText={t('costCenter.invoices.titleSaved')}
      onSaved={onSaved}
      onClose={onClose}
      okButtonTestId="title-save"
      testId="title-form"
    >
      <Form.Item name="kind">
        <Radio.Group
          options={[
            { value: 'company', label: t('costCenter.titleKinds.company') },
            { value: 'personal', label: t('costCenter.titleKinds.personal') },
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t('costCenter.invoices.title')} rules={required}>
        <Input maxLength={100} data-testid="title-name" />
      </Form.Item>
      {kind !== 'personal' && (
        <>
          <Form.Item name="taxpayerId" label={t('fields.taxpayerId')} rules={required}>
            <Input maxLength={18} data-testid="title-taxpayer" />
          </Form.Item>
          <Form.Item name="addressPhone" label={t('fields.addressPhone')}>
            <Input maxLength={100} data-testid="title-address" />
          </Form.Item>
          <Form.Item name="bankAccount" label={t('fields.bankAccount')}>
            <Input maxLength={100} data-testid="title-bank" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
