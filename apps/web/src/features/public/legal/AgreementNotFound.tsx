import { agreementIds } from '@console/phrases/legal';
import { FileTextOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { agreementPaths } from './agreementPaths';

/** /agreement with a missing or unknown id: say so, and offer the documents that do exist. */
export function AgreementNotFound({ id }: { id: string | null }) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('legal.notFoundTitle')}
      subTitle={id ? t('legal.notFoundText', { id }) : t('legal.noIdText')}
      extra={
        <Link to="/">
          <Button type="primary">{t('common.backHome')}</Button>
        </Link>
      }
    >
      <Card size="small" style={{ maxWidth: 360, margin: '0 auto' }}>
        <Flex vertical gap={8} data-testid="agreement-links">
          {agreementIds.map((doc) => (
            <Link key={doc} to={agreementPaths[doc]}>
              <FileTextOutlined style={{ marginRight: 8 }} />
              {t(`legal.documents.${doc}`)}
            </Link>
          ))}
        </Flex>
      </Card>
    </Result>
  );
}
