import { type DocumentKind, documentKinds, type EnterpriseReviewDetail } from '@console/contract';
import { Card, Empty, Flex, Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { documentUrl } from './api';

/** The licence and the authorization letter side by side; a click opens the image full size. */
export function DocumentImages({ detail }: { detail: EnterpriseReviewDetail }) {
  const { t } = useTranslation();
  const documents = detail.application.documents;
  const has = (kind: DocumentKind) => !!(kind === 'licence' ? documents?.licenceFileId : documents?.letterFileId);
  return (
    <Flex gap={16} wrap data-testid="enterprise-documents">
      {documentKinds.map((kind) => (
        <Card key={kind} size="small" title={t(`enterpriseAuth.ops.detail.${kind}`)} style={{ flex: '1 1 240px' }}>
          {has(kind) ? (
            <Image
              src={documentUrl(detail.id, kind)}
              alt={t(`enterpriseAuth.ops.detail.${kind}`)}
              style={{ maxHeight: 220, objectFit: 'contain' }}
              width="100%"
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterpriseAuth.ops.detail.imageMissing')} />
          )}
        </Card>
      ))}
    </Flex>
  );
}
