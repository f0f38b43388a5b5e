import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useEnterpriseAuthPath } from './paths';

/** After the attempts ran out or the time passed: enter the bank information again, or another mode. */
export function EndedActions({ mode }: { mode: 'bank' | 'bankLegal' }) {
  const { t } = useTranslation();
  const again = useEnterpriseAuthPath(mode === 'bank' ? 'bankAuthWriteInfo' : 'bankLegalRepresentative');
  const select = useEnterpriseAuthPath('eAuthSelect');
  return (
    <Flex gap={12} wrap data-testid="ended-actions">
      {again && (
        <Link to={again}>
          <Button type="primary">{t('enterpriseAuth.amount.reenter')}</Button>
        </Link>
      )}
      {select && (
        <Link to={select}>
          <Button>{t('enterpriseAuth.amount.otherMode')}</Button>
        </Link>
      )}
    </Flex>
  );
}
