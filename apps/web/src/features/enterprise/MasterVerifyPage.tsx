import { useQuery } from '@tanstack/react-query';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { enterpriseApi, infoKey } from './api';
import { MasterSteps } from './MasterSteps';
import { MasterVerifyForm } from './MasterVerifyForm';
import { enterprisePath } from './paths';

/** editPhone (§6): only the master changes the master, starting with a code to their own phone. */
export default function MasterVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: infoKey, queryFn: enterpriseApi.info });
  const phone = data?.master.phone;
  return (
    <Card title={t('enterprise.master.verifyTitle')}>
      <MasterSteps current={0} />
      <Typography.Paragraph type="secondary">
        {phone ? t('enterprise.master.verifyIntro', { phone }) : t('enterprise.master.verifyIntroNoPhone')}
      </Typography.Paragraph>
      <MasterVerifyForm onVerified={(masterTicket) => void navigate(enterprisePath('addPhone'), { state: { masterTicket } })} />
    </Card>
  );
}
