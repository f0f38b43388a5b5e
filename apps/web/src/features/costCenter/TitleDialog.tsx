import { App, Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { costCenterApi } from './api';

type TitleForm = Parameters<typeof costCenterApi.saveTitle>[0];

/** A new invoice title; the server checks the credit code and the GBK limits and names a refused field, keeping what was typed. */
export function TitleDialog({ open, onClose, onSaved }: { open: boolean; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<TitleForm>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await costCenterApi.saveTitle(values);
      void message.success(t('costCenter.invoices.titleSaved'));
      onSaved();
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
      title={t('costCenter.invoices.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'title-save' } as never}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ kind: 'company', taxpayerId: '', addressPhone: '', bankAccount: '' }}
        data-testid="title-form"
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
      </Form>
    </Modal>
  );
}
