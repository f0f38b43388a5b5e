import { mfaResetRoutes as r } from '@console/contract/mfa/routes';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/http';
import { FormDialog } from '../../../components/FormDialog';
import { PersonPicker } from '../../personal';

interface ResetForm {
  userId: string;
  reason: string;
}

/**
 * Files a reset of a person's second factors with its reason. The act is operation-protected: the
 * HTTP client asks the operator for a fresh code first, then sends it again.
 */
export function ResetDialog({ open, onClose, onFiled }: { open: boolean; onClose: () => void; onFiled: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ResetForm>();
  const required = (field: string) => [{ required: true, whitespace: true, message: t('validation.required', { field }) }];
  return (
    <FormDialog
      open={open}
      title={t('mfa.resets.file')}
      form={form}
      submit={(body) => call(r.opsResetCreate, { body })}
      savedText={(item) => t('mfa.resets.sent', { to: item.sentTo })}
      okText={t('mfa.resets.send')}
      onSaved={onFiled}
      onClose={onClose}
      testId="mfa-reset-form"
      okButtonTestId="mfa-reset-send"
    >
      <Form.Item name="userId" label={t('mfa.resets.person')} rules={required(t('mfa.resets.person'))}>
        <PersonPicker placeholder={t('mfa.resets.findPerson')} ariaLabel={t('mfa.resets.person')} />
      </Form.Item>
      <Form.Item name="reason" label={t('mfa.resets.reason')} extra={t('mfa.resets.reasonHint')} rules={required(t('mfa.resets.reason'))}>
        <Input.TextArea rows={3} maxLength={300} showCount data-testid="mfa-reset-reason" />
      </Form.Item>
    </FormDialog>
  );
}
