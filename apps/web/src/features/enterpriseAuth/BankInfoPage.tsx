import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApplicationForm } from './ApplicationForm';
import { enterpriseAuthPath } from './paths';

/** bankAuthWriteInfo (and, as `bankLegal`, bankLegalRepresentative): the application, then the amount page. */
export function BankInfo({ mode }: { mode: 'bank' | 'bankLegal' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t(`enterpriseAuth.mode.${mode}`)}>
      <ApplicationForm
        mode={mode}
        intro={t(mode === 'bank' ? 'enterpriseAuth.form.bankIntro' : 'enterpriseAuth.form.bankLegalIntro')}
        onSubmitted={() => void navigate(enterpriseAuthPath('bankAuthSubmit'))}
      />
    </Card>
  );
}

export default function BankInfoPage() {
  return <BankInfo mode="bank" />;
}
