import { secretRevealSchema } from '@console/contract';
import { Alert, App, Button, Form, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { appsApi } from './api';

/** A new secret: an SMS code to the person's phone, then the secret, shown this once. */
export function SecretDialog({ appId, open, onClose }: { appId: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ code: string }>();
  const [secret, setSecret] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const close = () => {
    setSecret(null);
    form.resetFields();
    onClose();
  };
  const reveal = async ({ code }: { code: string }) => {
    setSubmitting(true);
    try {
      setSecret((await appsApi.createSecret(appId, code.trim())).secret);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSubmitting(false);
    }
  };
  const copy = async () => {
    if (!secret) return;
    await navigator.clipboard?.writeText(secret);
    void message.success(t('apps.secrets.copied'));
  };

  return (
    <Modal open={open} title={t('apps.secrets.dialogTitle')} onCancel={close} footer={null} destroyOnHidden>
      {secret ? (
        <>
          <Alert type="warning" showIcon title={t('apps.secrets.shownOnce')} style={{ marginBottom: 12 }} />
          <Typography.Paragraph code style={{ wordBreak: 'break-all' }} data-testid="new-secret">
            {secret}
          </Typography.Paragraph>
          <Button onClick={() => void copy()} style={{ marginInlineEnd: 8 }}>
            {t('apps.secrets.copy')}
          </Button>
          <Button type="primary" onClick={close}>
            {t('apps.secrets.done')}
          </Button>
        </>
      ) : (
        <Form form={form} layout="vertical" onFinish={(v) => void reveal(v)}>
          <Typography.Paragraph type="secondary">{t('apps.secrets.codeHint')}</Typography.Paragraph>
          <Form.Item name="code" label={t('fields.code')} rules={[rule(secretRevealSchema.shape.code, 'code')]}>
            <CodeInput onSend={() => appsApi.secretCode(appId)} />
          </Form.Item>
          <SubmitButton submitting={submitting}>{t('apps.secrets.reveal')}</SubmitButton>
        </Form>
      )}
    </Modal>
  );
}
