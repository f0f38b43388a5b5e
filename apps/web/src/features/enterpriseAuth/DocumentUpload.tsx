import { CheckCircleFilled, UploadOutlined } from '@ant-design/icons';
import { type DocumentKind, type UploadedDocument, documentRules } from '@console/contract';
import { Button, Flex, Form, Image, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enterpriseAuthApi } from './api';

/** The client's first look (the server judges the content again): jpg, jpeg or png, at most 2 MB. */
export function documentProblem(file: File): 'documentType' | 'documentTooLarge' | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk =
    (documentRules.extensions as readonly string[]).includes(extension) &&
    (!file.type || (documentRules.types as readonly string[]).includes(file.type));
  if (!typeOk) return 'documentType';
  if (file.size > documentRules.maxBytes) return 'documentTooLarge';
  return null;
}

export interface DocumentUploadProps {
  kind: DocumentKind;
  value: UploadedDocument | null;
  onChange: (document: UploadedDocument | null) => void;
  /** A message from the page (e.g. nothing uploaded at submit). */
  error?: string | null;
}

/** One image: chosen, checked here, uploaded at once (uploadDocument), previewed. */
export function DocumentUpload({ kind, value, onChange, error }: DocumentUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const label = t(`enterpriseAuth.documents.${kind}`);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const local = documentProblem(file);
    if (local) {
      setProblem(t(`errors.${local}`));
      return;
    }
    setProblem(null);
    setUploading(true);
    onChange(null);
    try {
      const uploaded = await enterpriseAuthApi.uploadDocument(kind, file);
      setPreview(URL.createObjectURL(file));
      onChange(uploaded);
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    }
    setUploading(false);
  };

  const shown = problem ?? error ?? null;
  return (
    <Form.Item label={label} required validateStatus={shown ? 'error' : undefined} help={shown ?? t('enterpriseAuth.documents.rules')}>
      <Flex gap={16} align="center" wrap data-testid={`document-${kind}`}>
        {preview && value && <Image src={preview} alt={label} width={120} height={90} style={{ objectFit: 'cover', borderRadius: 6 }} />}
        <input
          ref={input}
          type="file"
          accept=".jpg,.jpeg,.png,image/jpeg,image/png"
          style={{ display: 'none' }}
          data-testid={`document-input-${kind}`}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
        <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()}>
          {t(value ? 'enterpriseAuth.documents.replace' : 'enterpriseAuth.documents.choose')}
        </Button>
        {value && (
          <Typography.Text type="success" data-testid={`document-uploaded-${kind}`}>
            <CheckCircleFilled /> {t('enterpriseAuth.documents.uploaded')}
          </Typography.Text>
        )}
      </Flex>
    </Form.Item>
  );
}
