import { enterpriseReviewDecisionSchema } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { showServerFieldErrors, useSchemaRule } from '../../../components/formRules';
import { enterpriseOpsApi } from './api';

interface Decision {
  decision: 'pass' | 'reject';
  reason?: string;
}

/** Pass or reject a company-documents application; rejecting needs a reason the applicant will read. */
export function EnterpriseDecisionForm({ applicationId, onDecided }: { applicationId: string; onDecided: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Decision>();
  const [busy, setBusy] = useState(false);
  const decision = Form.useWatch('decision', form);

  // The contract's rule is about the pair (a reason to reject), so the reason is checked with the decision beside it.
  const reasonRule = rule(
    {
      safeParse: (reason: unknown) => {
        const result = enterpriseReviewDecisionSchema.safeParse({ decision: form.getFieldValue('decision'), reason: reason ?? '' });
        const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === 'reason');
        return issues.length ? { success: false, error: { issues } } : { success: true };
      },
    },
    'reason',
  );

  const submit = async (values: Decision) => {
    setBusy(true);
    try {
      await enterpriseOpsApi.decide(applicationId, { decision: values.decision, reason: values.reason?.trim() ?? '' });
      void message.success(t(values.decision === 'pass' ? 'enterpriseOps.decision.passed' : 'enterpriseOps.decision.rejected'));
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
    <Form form={form} layout="vertical" initialValues={{ decision: 'pass' }} onFinish={(v) => void submit(v)} data-testid="enterprise-decision-form">
      <Form.Item name="decision" label={t('fields.decision')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'pass', label: t('enterpriseOps.decision.pass') },
            { value: 'reject', label: t('enterpriseOps.decision.reject') },
          ]}
          onChange={() => form.setFields([{ name: 'reason', errors: [] }])}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('fields.reason')} extra={t('enterpriseOps.decision.reasonHint')} required={decision === 'reject'} rules={[reasonRule]}>
        <Input.TextArea rows={3} maxLength={300} showCount placeholder={t('enterpriseOps.decision.reasonPlaceholder')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} danger={decision === 'reject'} data-testid="enterprise-decision-submit">
        {t('enterpriseOps.decision.submit')}
      </Button>
    </Form>
  );
}
