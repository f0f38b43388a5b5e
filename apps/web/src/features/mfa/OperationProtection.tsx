import { operationProveSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setOperationProver } from '../../api/http';
import { loadNamespaces } from '../../app/i18n';
import { CountdownButton } from '../../components/CountdownButton';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { operationApi } from './operationApi';

/**
 * Operation protection (issue 33), the one dialog of the signed-in frame: when the server refuses a
 * protected act for want of a fresh second factor, the HTTP client asks here; the person enters a
 * code of the authenticator app or a recovery code (or, with no app, the SMS code to their own
 * phone), and the act is sent again. Several refused calls at once share one dialog.
 */
export function OperationProtection() {
  const [open, setOpen] = useState(false);
  const waiting = useRef<{ promise: Promise<boolean>; resolve: (proven: boolean) => void } | undefined>(undefined);
  useEffect(() => {
    setOperationProver(() => {
      if (!waiting.current) {
        let resolve!: (proven: boolean) => void;
        const promise = new Promise<boolean>((r) => (resolve = r));
        waiting.current = { promise, resolve };
        // The dialog's phrases are mfa's, which the page that asks may not have loaded.
        void loadNamespaces(['mfa']).finally(() => setOpen(true));
      }
      return waiting.current.promise;
    });
    return () => setOperationProver(undefined);
  }, []);
  const finish = (proven: boolean) => {
    waiting.current?.resolve(proven);
    waiting.current = undefined;
    setOpen(false);
  };
  return <OperationProofDialog open={open} onClose={() => finish(false)} onDone={() => finish(true)} />;
}

export function OperationProofDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const rule = useSchemaRule();
  const how = useQuery({ queryKey: ['mfa', 'operation'], queryFn: operationApi.how, enabled: open, staleTime: 0, gcTime: 0, retry: false });
  const sms = how.data?.method === 'sms';
  return (
    <FormDialog
      open={open}
      title={t('mfa.operation.title')}
      form={form}
      submit={({ code }) => operationApi.prove(code.trim())}
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
              {sms && <CountdownButton onSend={operationApi.sendSms} data-testid="operation-protection-send" />}
            </Space.Compact>
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
