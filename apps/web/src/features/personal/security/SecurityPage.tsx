import { moduleCatalogue } from '@console/contract/modules';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsole } from '../../../app/store';
import { FactorsCard } from '../../mfa';
import { ChangePasswordCard } from './ChangePasswordCard';
import { SessionsCard } from './SessionsCard';

// The reset page's path comes from the catalogue, like every permission-filtered route's.
const forgetLink = moduleCatalogue.find((entry) => entry.code === 'forget')?.webLink;
const forgetPath = forgetLink ? `/${forgetLink.split(':').join('/')}` : null;

/** Personal center › security: the login password, the second factors and the account's active sessions. */
export default function SecurityPage() {
  const { t } = useTranslation();
  const mayReset = useConsole((s) => s.permissions?.routeNames.has('forget') ?? false);
  return (
    <Flex vertical gap={16}>
      <h2 style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>{t('personal.security.title')}</h2>
      <ChangePasswordCard
        forgetLink={mayReset && forgetPath ? <Link to={forgetPath}>{t('personal.security.password.forgotten')}</Link> : undefined}
      />
      <FactorsCard />
      <SessionsCard />
    </Flex>
  );
}
