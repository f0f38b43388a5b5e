import { amountSubmitSchema } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { SubmitButton } from '../../components/SubmitButton';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { enterpriseAuthApi, refreshEnterpriseAuth } from './api';

/**
 * bankAuthSubmit's amount: one `requestId` per typed amount, sent again unchanged when the same
 * amount is submitted again (a retry after a lost answer is counted once by the server).
 */
export function AmountForm({ id }: { id: string }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const client = useQueryClient();
  const [form] = Form.useForm<{ amount: string }>();
  const [submitting, setSubmitting] = useState(false);
  const [wrong, setWrong] = useState<string | null>(null);
  const request = useRef<{ amount: string; requestId: string } | null>(null);

  const submit = async ({ amount }: { amount: string }) => {
    const typed = amount.trim();
    if (request.current?.amount !== typed) request.current = { amount: typed, requestId: crypto.randomUUID() };
    setSubmitting(true);
    setWrong(null);
    try {
      await enterpriseAuthApi.amount({ id, amount: typed, requestId: request.current.requestId });
    } catch (error) {
      showServerFieldErrors(form, error);
      if (error instanceof ApiError && error.code === errorCatalogue.amountWrong.code) setWrong(error.message);
    }
    // Right, wrong or exhausted: the application says what comes next (attempts left, the end, the pass).
    await refreshEnterpriseAuth(client);
    setSubmitting(false);
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="amount-form" style={{ maxWidth: 360 }}>
      {wrong && <Alert type="error" showIcon title={wrong} style={{ marginBottom: 16 }} data-testid="amount-wrong" />}
      <Form.Item name="amount" label={t('enterpriseAuth.amount.label')} rules={[rule(amountSubmitSchema.shape.amount, 'amount')]}>
        <Input placeholder={t('enterpriseAuth.amount.placeholder')} inputMode="decimal" maxLength={4} prefix="¥" autoComplete="off" />
      </Form.Item>
      <SubmitButton submitting={submitting} data-testid="amount-submit">
        {t('enterpriseAuth.amount.submit')}
      </SubmitButton>
    </Form>
  );
}
