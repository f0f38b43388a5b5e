import { type OperatorInfo, operatorChangePasswordSchema } from '@console/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from './api';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../components/formRules';

interface Values {
  oldPass: string;
  newPass: string;
  confirm: string;
}

/** Current password, a new one twice; the server also refuses a wrong current one and an unchanged one. */
export function ChangePasswordForm({ onChanged }: { onChanged: (operator: OperatorInfo) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const [busy, setBusy] = useState(false);
  const { shape } = operatorChangePasswordSchema;

  const submit = async ({ oldPass, newPass }: Values) => {
    setBusy(true);
    try {
      const operator = await opsApi.changePassword({ oldPass, newPass });
      form.resetFields();
      onChanged(operator);
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="ops-password-form">
      <Form.Item name="oldPass" label={t('ops.currentPassword')} rules={[rule(shape.oldPass, t('ops.currentPassword'))]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPass" label={t('ops.newPassword')} rules={[rule(shape.newPass, t('ops.newPassword'))]}>
        <NewPasswordInput />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('ops.confirmPassword')}
        dependencies={['newPass']}
        rules={[
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value !== getFieldValue('newPass')) throw new Error(t('validation.passwordMismatch'));
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy}>
        {t('ops.changePassword')}
      </Button>
    </Form>
  );
}
