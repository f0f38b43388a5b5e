import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';

/**
 * An operator's lost authenticator app replaced: the reason (kept in the operation log) and the
 * operator password again; the app and its recovery codes go, and the back office then holds the
 * operator on the set-up of a new app.
 */
export function ReplaceAppDialog({
  open,
  submit,
  onClose,
  onDone,
}: {
  open: boolean;
  submit: (body: { reason: string; password: string }) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string; password: string }>();
  const required = (field: string) => [{ required: true, whitespace: true, message: t('validation.required', { field }) }];
  return (
    <FormDialog
      open={open}
      title={t('mfa.replace.title')}
      form={form}
      submit={submit}
      savedText={t('mfa.replace.done')}
      okText={t('mfa.replace.ok')}
      onSaved={onDone}
      onClose={onClose}
      testId="replace-app-form"
      okButtonTestId="replace-app-ok"
    >
      <Typography.Paragraph type="secondary">{t('mfa.replace.intro')}</Typography.Paragraph>
      <Form.Item name="reason" label={t('mfa.replace.reason')} rules={required(t('mfa.replace.reason'))}>
        <Input.TextArea rows={2} maxLength={300} data-testid="replace-app-reason" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={required(t('fields.password'))}>
        <Input.Password autoComplete="current-password" maxLength={128} data-testid="replace-app-password" />
      </Form.Item>
    </FormDialog>
  );
}
