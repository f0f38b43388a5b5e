import { SafetyOutlined } from '@ant-design/icons';
import { type OperatorInfo, operatorSecondStepSchema } from '@console/contract';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../components/formRules';
import { opsApi } from './api';

/**
 * The second step of an operator's sign-in: a current code of the authenticator app or a recovery
 * code, with the step ticket the password answered. A wrong code, a lockout or an expired ticket are
 * told by the server's message; an expired one sends the operator back to the password.
 */
export function OpsSecondStepForm({
  stepTicket,
  onSignedIn,
  onBack,
}: {
  stepTicket: string;
  onSignedIn: (operator: OperatorInfo) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
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

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="ops-second-step-form">
      <Typography.Paragraph type="secondary">{t('ops.secondStepIntro')}</Typography.Paragraph>
      <Form.Item name="code" label={t('ops.secondStepCode')} rules={[rule(operatorSecondStepSchema.shape.code, 'code')]}>
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
