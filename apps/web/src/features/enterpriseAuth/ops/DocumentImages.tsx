import { type DocumentKind, documentKinds, type EnterpriseReviewDetail } from '@console/contract';
import { Card, Empty, Flex, Image, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadedUrl } from '../../../components/useDownloadedUrl';
import { documentPath } from './api';

/** One document's image, fetched with the console's headers; a refusal says its message in the image's place. */
function DocumentImage({ id, kind }: { id: string; kind: DocumentKind }) {
  const { t } = useTranslation();
  const { url, error } = useDownloadedUrl(documentPath(id, kind));
  if (error) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={error.message} />;
  if (!url) return <Skeleton.Image active />;
  return <Image src={url} alt={t(`enterpriseAuth.ops.detail.${kind}`)} style={{ maxHeight: 220, objectFit: 'contain' }} width="100%" />;
}

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
            <DocumentImage id={detail.id} kind={kind} />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('enterpriseAuth.ops.detail.imageMissing')} />
          )}
        </Card>
      ))}
    </Flex>
  );
}
