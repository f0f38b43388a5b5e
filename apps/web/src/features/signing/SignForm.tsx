import { UploadOutlined } from '@ant-design/icons';
import { certificatesRoutes } from '@console/contract/certificates/routes';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/http';
import type { SignPdfInput } from './api';
import { SealPicker } from './SealPicker';

interface Values {
  certificateId: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  reason: string;
  level: 'B-B' | 'B-T';
  sealId?: string;
  /** With a seal: the side of the square it is fitted into. */
  size: number;
}

/**
 * The PDF, the certificate (a valid platform-held one of the tenant), the seal the signature shows
 * (or none) and where it goes: with a seal, one size (a square the seal is fitted into), otherwise
 * the text box's width and height.
 */
export function SignForm({ onSign }: { onSign: (input: SignPdfInput) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  // The tenant's certificates that can sign in the cloud: platform-held keys, valid now.
  const certificates = useQuery({
    queryKey: ['certificates', 'signers'],
    queryFn: () => call(certificatesRoutes.list, { query: { pageSize: 50 } }),
    select: (page) => page.list.filter((c) => c.keyOrigin === 'platform' && c.status === 1),
  });
  const sealId = Form.useWatch('sealId', form);
  const submit = async ({ size, ...values }: Values) => {
    if (!file) return;
    setBusy(true);
    try {
      await onSign({ file, ...values, ...(values.sealId ? { width: size, height: size } : {}) });
    } finally {
      setBusy(false);
    }
  };
  const number = (name: 'page' | 'x' | 'y' | 'width' | 'height' | 'size', min: number, max: number) => (
    <Form.Item name={name} label={t(name === 'size' ? 'signing.seal.size' : `signing.${name}`)} rules={[{ required: true }]}>
      <InputNumber min={min} max={max} style={{ width: '100%' }} data-testid={`sign-${name}`} />
    </Form.Item>
  );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ page: 1, x: 330, y: 40, width: 220, height: 64, size: 120, reason: t('signing.defaultReason'), level: 'B-T' }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item label={t('signing.file')} required>
        <Upload
          accept="application/pdf,.pdf"
          maxCount={1}
          beforeUpload={(chosen) => {
            setFile(chosen);
            return false;
          }}
          onRemove={() => setFile(null)}
        >
          <Button icon={<UploadOutlined />} data-testid="sign-file">
            {t('signing.chooseFile')}
          </Button>
        </Upload>
      </Form.Item>
      {certificates.data && certificates.data.length === 0 && (
        <Alert type="info" showIcon title={t('signing.noCertificate')} style={{ marginBottom: 16 }} data-testid="sign-no-certificate" />
      )}
      <Form.Item name="certificateId" label={t('signing.certificate')} rules={[{ required: true }]}>
        <Select
          aria-label={t('signing.certificate')}
          loading={certificates.isFetching}
          options={(certificates.data ?? []).map((c) => ({
            value: c.id,
            label: `${c.owner} · ${c.algorithm === 0 ? 'RSA-2048' : 'SM2'} · ${c.serial.slice(0, 12)}…`,
          }))}
          data-testid="sign-certificate"
        />
      </Form.Item>
      <Form.Item name="sealId" label={t('signing.seal.label')}>
        <SealPicker />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={12} md={4}>
          {number('page', 1, 100_000)}
        </Col>
        <Col xs={12} md={5}>
          {number('x', 0, 20_000)}
        </Col>
        <Col xs={12} md={5}>
          {number('y', 0, 20_000)}
        </Col>
        {sealId ? (
          <Col xs={12} md={5}>
            {number('size', 40, 1200)}
          </Col>
        ) : (
          <>
            <Col xs={12} md={5}>
              {number('width', 40, 1200)}
            </Col>
            <Col xs={12} md={5}>
              {number('height', 40, 1200)}
            </Col>
          </>
        )}
      </Row>
      <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
        {t('signing.placementHint')} {sealId && t('signing.seal.sizeHint')}
      </Typography.Paragraph>
      <Form.Item name="reason" label={t('signing.reason')} rules={[{ required: true, max: 100 }]}>
        <Input maxLength={100} data-testid="sign-reason" />
      </Form.Item>
      <Form.Item name="level" label={t('signing.level')}>
        <Select
          aria-label={t('signing.level')}
          options={(['B-T', 'B-B'] as const).map((level) => ({ value: level, label: t(`signing.levels.${level}`) }))}
          data-testid="sign-level"
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} disabled={!file} data-testid="sign-submit">
        {t('signing.sign')}
      </Button>
    </Form>
  );
}
