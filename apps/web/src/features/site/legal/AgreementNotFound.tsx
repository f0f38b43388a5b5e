import { FileTextOutlined } from '@ant-design/icons';
import { agreementIds } from '@console/phrases/legal';
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
      title={t('site.legal.notFoundTitle')}
      subTitle={id ? t('site.legal.notFoundText', { id }) : t('site.legal.noIdText')}
      extra={
        <Flex vertical align="center" gap={24}>
          <Card size="small" style={{ width: 320, textAlign: 'start' }}>
            <Flex vertical gap={10} data-testid="agreement-links">
              {agreementIds.map((doc) => (
                <Link key={doc} to={agreementPaths[doc]}>
                  <FileTextOutlined style={{ marginInlineEnd: 8 }} />
                  {t(`site.legal.documents.${doc}`)}
                </Link>
              ))}
            </Flex>
          </Card>
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        </Flex>
      }
    />
  );
}
