import { LockOutlined } from '@ant-design/icons';
import { phoneOldCodeSchema, phoneVerifyOldSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStepForm } from '../../components/CodeStepForm';
import { useSchemaRule } from '../../components/formRules';
import { personalApi } from './api';

interface Values {
  password: string;
  code: string;
}

/**
 * Phone change, steps 1 and 2: the password sends a code to the current phone and gives a ticket;
 * that code, with the ticket, gives the ticket of the new phone (`onVerified`).
 */
export function VerifyIdentityForm({ onVerified }: { onVerified: (changeTicket: string) => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [sent, setSent] = useState<{ changeTicket: string; phone: string } | null>(null);
  return (
    <CodeStepForm<Values>
      testId="phone-verify-form"
      codeRule={phoneVerifyOldSchema.shape.code}
      sentText={sent && t('personal.phoneChange.codeSentTo', { phone: sent.phone })}
      codeSent={sent !== null}
      sendCode={async (form) => {
        const { password } = await form.validateFields(['password']);
        const answer = await personalApi.phoneOldCode(password);
        setSent({ changeTicket: answer.changeTicket, phone: answer.phone });
      }}
      submit={async ({ code }) =>
        sent && onVerified((await personalApi.phoneVerifyOld({ changeTicket: sent.changeTicket, code })).changeTicket)
      }
      submitText={t('personal.phoneChange.next')}
    >
      <Form.Item name="password" label={t('fields.password')} rules={[rule(phoneOldCodeSchema.shape.password, 'password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('personal.phoneChange.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
    </CodeStepForm>
  );
}
