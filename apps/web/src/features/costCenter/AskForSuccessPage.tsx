import { Button, Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';

/** §2 askForSuccess: the request is in; an operator issues it and the person is told. */
export default function AskForSuccessPage() {
  const { t } = useTranslation();
  const listPath = usePagePath('myInvoiceList');
  return (
    <Card>
      <Result
        status="success"
        title={t('costCenter.invoices.successTitle')}
        subTitle={t('costCenter.invoices.successText')}
        extra={
          listPath && (
            <Link to={listPath}>
              <Button type="primary">{t('costCenter.invoices.toList')}</Button>
            </Link>
          )
        }
      />
    </Card>
  );
}
