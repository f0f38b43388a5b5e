import { reviewDecisionSchema } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { showServerFieldErrors, useSchemaRule } from './formRules';

interface Decision {
  decision: 'pass' | 'reject';
  reason?: string;
}

export interface DecisionTexts {
  pass: string;
  reject: string;
  reasonHint: string;
  reasonPlaceholder: string;
  submit: string;
  passed: string;
  rejected: string;
}

interface DecisionFormProps {
  /** Sends the decision for the application the queue has open. */
  decide: (body: { decision: 'pass' | 'reject'; reason: string }) => Promise<unknown>;
  onDecided: () => void;
  /** The queue's own words for the choices, the reason and the outcome, already in the current language. */
  texts: DecisionTexts;
  /** Test ids are `${testIdPrefix}decision-form` and `${testIdPrefix}decision-submit`. */
  testIdPrefix?: string;
}

/** Pass or reject an application in review; rejecting needs a reason the applicant will read. Every back-office queue uses it. */
export function DecisionForm({ decide, onDecided, texts, testIdPrefix = '' }: DecisionFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Decision>();
  const [busy, setBusy] = useState(false);
  const decision = Form.useWatch('decision', form);

  // The contract's rule is about the pair (reason required to reject), so the reason is checked with the decision beside it.
  const reasonRule = rule(
    {
      safeParse: (reason: unknown) => {
        const result = reviewDecisionSchema.safeParse({ decision: form.getFieldValue('decision'), reason: reason ?? '' });
        const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'reason');
        return issues.length ? { success: false, error: { issues } } : { success: true };
      },
    },
    'reason',
  );

  const submit = async (values: Decision) => {
    setBusy(true);
    try {
      await decide({ decision: values.decision, reason: values.reason?.trim() ?? '' });
      void message.success(values.decision === 'pass' ? texts.passed : texts.rejected);
      form.resetFields();
      onDecided();
    } catch (error) {
      // Another operator decided first: the toast says so, and the queue must stop offering it.
      if (error instanceof ApiError && error.code === errorCatalogue.reviewAlreadyDecided.code) onDecided();
      else showServerFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ decision: 'pass' }}
      onFinish={(v) => void submit(v)}
      data-testid={`${testIdPrefix}decision-form`}
    >
      <Form.Item name="decision" label={t('fields.decision')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'pass', label: texts.pass },
            { value: 'reject', label: texts.reject },
          ]}
          // A reason error from a rejection attempt no longer applies once the decision changes.
          onChange={() => form.setFields([{ name: 'reason', errors: [] }])}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('fields.reason')} extra={texts.reasonHint} required={decision === 'reject'} rules={[reasonRule]}>
        <Input.TextArea rows={3} maxLength={300} showCount placeholder={texts.reasonPlaceholder} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} danger={decision === 'reject'} data-testid={`${testIdPrefix}decision-submit`}>
        {texts.submit}
      </Button>
    </Form>
  );
}
