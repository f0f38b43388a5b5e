import { updatePassSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordInput } from '../../../components/NewPasswordInput';
import { showServerFieldErrors, useSameAsRule, useSchemaRule } from '../../../components/formRules';
import { securityApi, sessionsKey } from './api';

interface Values {
  oldPass: string;
  newPass: string;
  confirmPassword: string;
}

/** §7 updatePass with the one password rule (shown while typing); the list of sessions is read again, since the others just ended. */
export function ChangePasswordCard({ forgetLink }: { forgetLink?: ReactNode }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const rule = useSchemaRule();
  const sameAs = useSameAsRule();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const { shape } = updatePassSchema;

  const submit = async ({ oldPass, newPass }: Values) => {
    setBusy(true);
    try {
      await securityApi.updatePass({ oldPass, newPass });
      form.resetFields();
      void message.success(t('personal.security.password.changed'));
      await client.invalidateQueries({ queryKey: sessionsKey });
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={t('personal.security.password.title')} data-testid="password-card">
      <Typography.Paragraph type="secondary">{t('personal.security.password.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} style={{ maxWidth: 420 }}>
        <Form.Item name="oldPass" label={t('personal.security.password.oldPass')} rules={[rule(shape.oldPass, 'oldPass')]}>
          <Input.Password autoComplete="current-password" maxLength={128} />
        </Form.Item>
        <Form.Item name="newPass" label={t('personal.security.password.newPass')} rules={[rule(shape.newPass, 'newPass')]}>
          <NewPasswordInput />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('personal.security.password.confirmPassword')}
          dependencies={['newPass']}
          rules={[sameAs('newPass')]}
        >
          <Input.Password autoComplete="new-password" maxLength={20} />
        </Form.Item>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password">
            {t('personal.security.password.submit')}
          </Button>
          {forgetLink && <span style={{ marginLeft: 16 }}>{forgetLink}</span>}
        </Form.Item>
      </Form>
    </Card>
  );
}
