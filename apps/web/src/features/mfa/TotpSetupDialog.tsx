import { totpConfirmSchema, type RecoveryCodes } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Flex, Form, Input, QRCode, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { mfaApi } from './api';

/** The key in groups of four, as the apps' own screens show it: easier to type without losing one's place. */
const grouped = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();

/**
 * Set-up: a new key as a QR code and as text, confirmed by the first code the app shows and the
 * account password again (a session left open is not enough to add a factor); the answer
 * carries the recovery codes, handed to the parent to show once.
 */
export function TotpSetupDialog({
  open,
  onClose,
  onDone,
  api = mfaApi,
}: {
  open: boolean;
  onClose: () => void;
  onDone: (result: RecoveryCodes) => void;
  /** Whose app: the person's (the default) or an operator's (the back office hands its calls in). */
  api?: Pick<typeof mfaApi, 'totpStart' | 'totpConfirm'>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string; password: string }>();
  const rule = useSchemaRule();
  // A new key each time the dialog opens (the server replaces an unconfirmed one), and not while it is open.
  const setup = useQuery({
    queryKey: ['mfa', 'setup', api === mfaApi ? 'person' : 'operator'],
    queryFn: api.totpStart,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  return (
    <FormDialog
      open={open}
      title={t('mfa.setup.title')}
      form={form}
      submit={({ code, password }) => api.totpConfirm({ code, password })}
      savedText={t('mfa.setup.done')}
      okText={t('mfa.setup.confirm')}
      onSaved={onDone}
      onClose={onClose}
      testId="totp-setup"
      okButtonTestId="totp-confirm"
      width={460}
    >
      {setup.data ? (
        <Flex vertical gap={8}>
          <Typography.Text>{t('mfa.setup.step1')}</Typography.Text>
          <Flex justify="center">
            <QRCode aria-label={t('mfa.setup.qrLabel')} value={setup.data.uri} size={180} bordered={false} data-testid="totp-qr" />
          </Flex>
          <Typography.Text>{t('mfa.setup.step2')}</Typography.Text>
          <Typography.Paragraph
            code
            copyable={{ text: setup.data.key }}
            data-testid="totp-key"
            style={{ fontSize: 15, wordBreak: 'break-all', marginBottom: 8 }}
          >
            {grouped(setup.data.key)}
          </Typography.Paragraph>
          <Typography.Text>{t('mfa.setup.step3')}</Typography.Text>
        </Flex>
      ) : (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin description={t('mfa.setup.loading')} />
        </Flex>
      )}
      <Form.Item name="code" label={t('mfa.setup.code')} rules={[rule(totpConfirmSchema.shape.code, 'code')]} style={{ marginTop: 8 }}>
        <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} placeholder="123456" data-testid="totp-code" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('mfa.setup.password')}
        extra={t('mfa.setup.passwordHint')}
        rules={[rule(totpConfirmSchema.shape.password, 'password')]}
      >
        <Input.Password autoComplete="current-password" data-testid="totp-password" />
      </Form.Item>
    </FormDialog>
  );
}
