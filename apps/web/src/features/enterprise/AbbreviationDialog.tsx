import { abbreviationSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { enterpriseApi, enterpriseKey } from './api';

// An empty abbreviation is allowed (it clears it): the form hands '' on as '' rather than as missing.
const abbreviationRule = { safeParse: (value: unknown) => abbreviationSchema.shape.abbreviation.safeParse(value ?? '') };

/** Edits the enterprise abbreviation: at most 10 characters, empty clears it. */
export function AbbreviationDialog({ open, current, onClose }: { open: boolean; current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ abbreviation: string }>();
  const [saving, setSaving] = useState(false);

  // Filled as the dialog opens, so what the person starts typing is kept.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ abbreviation: current ?? '' });
  }, [open, current, form]);

  const save = async () => {
    const { abbreviation } = await form.validateFields();
    setSaving(true);
    try {
      await enterpriseApi.abbreviation((abbreviation ?? '').trim());
      await client.invalidateQueries({ queryKey: enterpriseKey });
      void message.success(t('enterprise.abbreviation.saved'));
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('enterprise.abbreviation.title')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)} data-testid="abbreviation-form">
        <Form.Item name="abbreviation" label={t('fields.abbreviation')} rules={[rule(abbreviationRule, 'abbreviation')]}>
          <Input placeholder={t('enterprise.abbreviation.placeholder')} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
