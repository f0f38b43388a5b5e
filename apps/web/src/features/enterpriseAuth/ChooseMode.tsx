import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnterpriseAuthPath } from './paths';

/** A link to eAuthSelect, when the session may open it. */
export function ChooseMode({ label }: { label?: string }) {
  const { t } = useTranslation();
  const path = useEnterpriseAuthPath('eAuthSelect');
  if (!path) return null;
  return (
    <Link to={path}>
      <Button type="primary">{label ?? t('enterpriseAuth.amount.choose')}</Button>
    </Link>
  );
}
