import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { signFlowsApi } from '../api';

/** A `datetime-local` value (the phone's own picker) in the browser's time zone. */
const local = (ms: number) => new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Moves a flow's deadline later; the server's refusal names `deadlineAt`, so the field is named so too and it lands beside it. */
export function ExtendDialog(props: { flowId: string; deadlineAt: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deadlineAt: string }>();
  return (
    <FormDialog
      open={props.open}
      title={t('signFlows.detail.extend')}
      form={form}
      values={{ deadlineAt: local(props.deadlineAt + 7 * 86_400_000) }}
      submit={(v) => signFlowsApi.extend(props.flowId, new Date(v.deadlineAt).getTime())}
      savedText={t('signFlows.detail.extended')}
      onSaved={props.onDone}
      onClose={props.onClose}
      testId="extend-dialog"
      okButtonTestId="extend-ok"
    >
      <Form.Item name="deadlineAt" label={t('signFlows.detail.newDeadline')} rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="extend-deadline" />
      </Form.Item>
    </FormDialog>
  );
}
