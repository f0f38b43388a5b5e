import { nicknameMaxLength, nicknameSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { personalApi, profileQueryKey } from './api';

/** Edits the nickname under the contract's rule: refused, not stripped, when it holds other characters. */
export function NicknameDialog({ open, current, onClose }: { open: boolean; current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ nickname: string }>();
  const [saving, setSaving] = useState(false);

  // Filled as the dialog opens (not after its animation), so what the person starts typing is kept.
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue({ nickname: current ?? '' });
  }, [open, current, form]);

  const save = async () => {
    const { nickname } = await form.validateFields();
    setSaving(true);
    try {
      await personalApi.changeNickname(nickname.trim());
      await client.invalidateQueries({ queryKey: profileQueryKey });
      void message.success(t('personal.nicknameSaved'));
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
      title={t('personal.editNickname')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={() => void save()} data-testid="nickname-form">
        <Form.Item name="nickname" label={t('fields.nickname')} rules={[rule(nicknameSchema.shape.nickname, 'nickname')]}>
          <Input placeholder={t('personal.nicknamePlaceholder')} maxLength={nicknameMaxLength} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
