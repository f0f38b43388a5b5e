import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { type OperatorInfo, type PasskeyOptions, factorCodeSchema } from '@console/contract';
import { App, Button, Divider, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../components/formRules';
import { opsApi } from './api';

/**
 * The second step of an operator's sign-in: a current code of the authenticator app or a recovery
 * code, or (an operator with passkeys) one of the passkeys, with the step ticket the password
 * answered. A wrong code, a refused passkey, a lockout or an expired ticket are told by the server's
 * message; an expired one sends the operator back to the password.
 */
export function OpsSecondStepForm({
  stepTicket,
  passkeyOptions,
  onSignedIn,
  onBack,
}: {
  stepTicket: string;
  passkeyOptions?: PasskeyOptions;
  onSignedIn: (operator: OperatorInfo) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string }>();
  const rule = useSchemaRule();
  const [busy, setBusy] = useState(false);

  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      onSignedIn(await opsApi.secondStep({ stepTicket, code: code.trim() }));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  /** The browser's passkey signs the sign-in's challenge (its package loaded only now). */
  const withPasskey = async () => {
    if (!passkeyOptions) return;
    setBusy(true);
    try {
      const { signWithPasskey } = await import('../mfa/index');
      let passkey: Record<string, unknown>;
      try {
        passkey = await signWithPasskey(passkeyOptions);
      } catch {
        void message.error(t('ops.secondStepPasskeyCancelled'));
        return;
      }
      onSignedIn(await opsApi.secondStep({ stepTicket, passkey }));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="ops-second-step-form">
      {passkeyOptions && (
        <>
          <Button
            block
            size="large"
            icon={<KeyOutlined />}
            loading={busy}
            onClick={() => void withPasskey()}
            data-testid="ops-second-step-passkey"
          >
            {t('ops.secondStepPasskey')}
          </Button>
          <Divider plain>{t('ops.secondStepOr')}</Divider>
        </>
      )}
      <Typography.Paragraph type="secondary">{t('ops.secondStepIntro')}</Typography.Paragraph>
      <Form.Item name="code" label={t('ops.secondStepCode')} rules={[rule(factorCodeSchema.shape.code, 'code')]}>
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          autoFocus
          maxLength={11}
          size="large"
          placeholder="123456"
          data-testid="ops-second-step-code"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="ops-second-step-ok">
        {t('ops.secondStepOk')}
      </Button>
      <Button type="link" block onClick={onBack} style={{ marginTop: 8 }}>
        {t('ops.secondStepBack')}
      </Button>
    </Form>
  );
}
