import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePagePath } from '../../app/routing';

/** §2 askForSuccess: the request is in; an operator issues it and the person is told. */
export default function AskForSuccessPage() {
  const { t } = useTranslation();
  const listPath = usePagePath('myInvoiceList');
  return (
    <Card>
      <Flex vertical gap={16} align="center">
        <Alert type="success" showIcon title={<span data-testid="invoice-requested">{t('costCenter.invoices.successTitle')}</span>} />
        <Typography.Text type="secondary">{t('costCenter.invoices.successText')}</Typography.Text>
        {listPath && (
          <Link to={listPath}>
            <Button type="primary">{t('costCenter.invoices.toList')}</Button>
          </Link>
        )}
      </Flex>
    </Card>
  );
}
