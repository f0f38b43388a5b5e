import { LockOutlined } from '@ant-design/icons';
import { type RealNameApplicationView, revokeSchema } from '@console/contract';
import { envelopeCodes } from '@console/contract/errors';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { realNameApi } from './api';

interface Values {
  password: string;
}

/**
 * Revocation after re-authentication: the password, a confirmation naming the identity, then the
 * call. `onRequired` when the server says there is no passed real name to revoke (4020020).
 */
export function RevokeForm({
  identity,
  onRevoked,
  onRequired,
}: {
  identity: RealNameApplicationView | null;
  onRevoked: () => void;
  onRequired: () => void;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const revoke = async ({ password }: Values) => {
    setSubmitting(true);
    try {
      await realNameApi.revoke(password);
      onRevoked();
    } catch (error) {
      if (error instanceof ApiError && error.code === envelopeCodes.realNameRequired) onRequired();
      else showServerFieldErrors(form, error);
      setSubmitting(false);
    }
  };

  const confirm = (values: Values) =>
    modal.confirm({
      title: t('realName.revoke.confirmTitle'),
      content: identity ? t('realName.revoke.confirmText', { name: identity.name, idNumber: identity.idNumber }) : undefined,
      okText: t('realName.revoke.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => revoke(values),
    });

  return (
    <Form
      form={form}
      layout="vertical"
      size="large"
      requiredMark={false}
      onFinish={confirm}
      data-testid="revoke-form"
      style={{ maxWidth: 440 }}
    >
      <Form.Item
        name="password"
        label={t('fields.password')}
        extra={t('realName.revoke.passwordIntro')}
        rules={[rule(revokeSchema.shape.password, 'password')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('realName.revoke.passwordPlaceholder')}
          autoComplete="current-password"
          maxLength={128}
        />
      </Form.Item>
      <Button type="primary" danger htmlType="submit" block loading={submitting} data-testid="revoke-submit">
        {t('realName.revoke.submit')}
      </Button>
    </Form>
  );
}
