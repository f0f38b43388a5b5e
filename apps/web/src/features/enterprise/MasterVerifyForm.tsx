import { masterVerifySchema } from '@console/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeStepForm } from '../../components/CodeStepForm';
import { enterpriseApi } from './api';

/** editPhone: a code to the master's own phone, then the single-use ticket for addPhone (`onVerified`). */
export function MasterVerifyForm({ onVerified }: { onVerified: (masterTicket: string) => void }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <CodeStepForm<{ code: string }>
      testId="master-verify-form"
      codeRule={masterVerifySchema.shape.code}
      sentText={sentTo && t('enterprise.master.codeSentTo', { phone: sentTo })}
      sendCode={async () => setSentTo((await enterpriseApi.masterCode()).phone)}
      submit={async ({ code }) => onVerified((await enterpriseApi.masterVerify(code)).ticket)}
      submitText={t('enterprise.master.next')}
    />
  );
}
