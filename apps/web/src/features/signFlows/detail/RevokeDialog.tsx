import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { signFlowsApi } from '../api';

/** Revokes a flow in progress with a reason; its links stop working at once. */
export function RevokeDialog(props: { flowId: string; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <FormDialog
      open={props.open}
      title={t('signFlows.detail.revokeTitle')}
      form={form}
      submit={(v) => signFlowsApi.revoke(props.flowId, v.reason)}
      savedText={t('signFlows.detail.revoked')}
      okText={t('signFlows.detail.revoke')}
      onSaved={props.onDone}
      onClose={props.onClose}
      testId="revoke-dialog"
      okButtonTestId="revoke-ok"
    >
      <Form.Item name="reason" label={t('signFlows.detail.revokeReason')} rules={[{ required: true, whitespace: true, max: 300 }]}>
        <Input.TextArea maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="revoke-reason" />
      </Form.Item>
    </FormDialog>
  );
}
