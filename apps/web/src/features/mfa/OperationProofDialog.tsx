import { operationProveSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CountdownButton } from '../../components/CountdownButton';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { type OperationApi, operationApi } from './operationApi';
import { PasskeyProof } from './PasskeyProof';

/** The operation-protection dialog: a passkey (when the account has one), an app or recovery code, or the SMS code to the person's own phone. */
export default OperationProofDialog;

export function OperationProofDialog({
  open,
  onClose,
  onDone,
  api = operationApi,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
  /** The person's calls (the default) or an operator's (the back office hands its own in; no SMS there). */
  api?: OperationApi;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const rule = useSchemaRule();
  const how = useQuery({
    queryKey: ['mfa', 'operation', api === operationApi ? 'person' : 'operator'],
    queryFn: api.how,
    enabled: open,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const sms = how.data?.method === 'sms';
  return (
    <FormDialog
      open={open}
      title={t('mfa.operation.title')}
      form={form}
      submit={({ code }) => api.prove(code.trim())}
      savedText={t('mfa.operation.proven')}
      okText={t('mfa.operation.ok')}
      onSaved={onDone}
      onClose={onClose}
      testId="operation-protection"
      okButtonTestId="operation-protection-ok"
      zIndex={1100}
    >
      {!how.data ? (
        <Spin />
      ) : (
        <>
          {how.data.passkey && api.passkeyOptions && api.provePasskey && (
            <PasskeyProof api={{ passkeyOptions: api.passkeyOptions, provePasskey: api.provePasskey }} onDone={onDone} />
          )}
          <Typography.Paragraph type="secondary">
            {sms ? t('mfa.operation.introSms', { phone: how.data.phone ?? '' }) : t('mfa.operation.introCode')}
          </Typography.Paragraph>
          <Form.Item label={t('mfa.operation.code')} required>
            <Space.Compact block>
              <Form.Item name="code" noStyle rules={[rule(operationProveSchema.shape.code, 'code')]}>
                <Input
                  autoComplete="one-time-code"
                  maxLength={11}
                  placeholder={sms ? t('mfa.operation.smsPlaceholder') : t('mfa.prove.codePlaceholder')}
                  data-testid="operation-protection-code"
                />
              </Form.Item>
              {sms && api.sendSms && <CountdownButton onSend={api.sendSms} data-testid="operation-protection-send" />}
            </Space.Compact>
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
