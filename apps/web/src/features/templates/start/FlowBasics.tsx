import { signFlowRules } from '@console/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a flow from a template takes besides values and people; a bulk send's rows share one. */
export interface FlowBasicsValues {
  title: string;
  message?: string;
  /** A `datetime-local` value in the browser's time zone. */
  deadline: string;
}

/** A week from now, as a `datetime-local` value in the browser's time zone. */
export function aWeekOn(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** The flow's title, message to the signers and deadline: the start form's and the bulk send's. */
export function FlowBasicsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="title"
        label={t('templates.start.flowTitle')}
        rules={[{ required: true, whitespace: true, max: signFlowRules.titleMaxChars }]}
      >
        <Input maxLength={signFlowRules.titleMaxChars} data-testid="start-title" />
      </Form.Item>
      <Form.Item name="message" label={t('templates.start.message')} rules={[{ max: signFlowRules.textMaxChars }]}>
        <Input.TextArea maxLength={signFlowRules.textMaxChars} autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
      <Form.Item name="deadline" label={t('templates.start.deadline')} rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="start-deadline" />
      </Form.Item>
    </>
  );
}
