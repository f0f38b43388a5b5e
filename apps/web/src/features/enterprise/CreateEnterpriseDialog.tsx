import { createEnterpriseSchema } from '@console/contract';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { contextApi } from './contextApi';
import { enterprisePath, reload } from './paths';

/** A new enterprise with the person as its master; the session moves into it and authentication starts. */
export default function CreateEnterpriseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string }>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const { name } = await form.validateFields();
    setSaving(true);
    try {
      await contextApi.create(name.trim());
      void message.success(t('enterprise.create.created'));
      reload.to(enterprisePath('eAuthSelect'));
    } catch (error) {
      showServerFieldErrors(form, error);
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('enterprise.create.title')}
      okText={t('enterprise.create.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('enterprise.create.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)} data-testid="create-enterprise-form">
        <Form.Item name="name" label={t('fields.enterpriseName')} rules={[rule(createEnterpriseSchema.shape.name, 'enterpriseName')]}>
          <Input placeholder={t('enterprise.create.namePlaceholder')} maxLength={128} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
