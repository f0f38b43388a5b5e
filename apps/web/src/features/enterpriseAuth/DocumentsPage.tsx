import type { UploadedDocument } from '@console/contract';
import { Alert, Card, Divider, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApplicationForm } from './ApplicationForm';
import { useApplication } from './api';
import { DocumentUpload } from './DocumentUpload';
import { useReasonText } from './labels';

/** companyAuthSubmit: the application with the business licence and the authorization letter, then the operator's review. */
export default function DocumentsPage() {
  const { t } = useTranslation();
  const reasonText = useReasonText();
  const { data: application, isLoading } = useApplication();
  const [licence, setLicence] = useState<UploadedDocument | null>(null);
  const [letter, setLetter] = useState<UploadedDocument | null>(null);
  const [missing, setMissing] = useState<{ licence?: string; letter?: string }>({});
  const mine = application?.mode === 'documents' ? application : null;

  const extra = () => {
    const gaps = {
      licence: licence ? undefined : t('enterpriseAuth.documents.missing', { what: t('enterpriseAuth.documents.licence') }),
      letter: letter ? undefined : t('enterpriseAuth.documents.missing', { what: t('enterpriseAuth.documents.letter') }),
    };
    setMissing(gaps);
    if (!licence || !letter) throw new Error('documents missing');
    return { licenceFileId: licence.fileId, letterFileId: letter.fileId };
  };

  if (isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  return (
    <Card title={t('enterpriseAuth.mode.documents')}>
      {mine?.status === 'underReview' ? (
        <Result
          status="info"
          title={t('enterpriseAuth.documents.reviewTitle')}
          subTitle={t('enterpriseAuth.documents.reviewText')}
          data-testid="documents-review"
        />
      ) : (
        <>
          {mine && (mine.rejectReason || mine.reason) && (
            <Alert
              type="warning"
              showIcon
              title={mine.rejectReason ?? reasonText(mine.reason)}
              style={{ marginBottom: 16 }}
              data-testid="documents-rejected"
            />
          )}
          <ApplicationForm mode="documents" intro={t('enterpriseAuth.documents.intro')} extra={extra} onSubmitted={() => undefined}>
            <Divider titlePlacement="start">{t('enterpriseAuth.documents.section')}</Divider>
            <DocumentUpload
              kind="licence"
              value={licence}
              onChange={(d) => (setLicence(d), setMissing((m) => ({ ...m, licence: undefined })))}
              error={missing.licence}
            />
            <DocumentUpload
              kind="letter"
              value={letter}
              onChange={(d) => (setLetter(d), setMissing((m) => ({ ...m, letter: undefined })))}
              error={missing.letter}
            />
          </ApplicationForm>
        </>
      )}
    </Card>
  );
}
