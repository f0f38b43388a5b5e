import type { FaceMode } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/SubmitButton';
import { faceApi } from './api';
import { FaceRecorder } from './FaceRecorder';
import { FailureAlert } from './Outcome';
import { reasonText, refusalText } from './failure';
import { IdentityFields } from './IdentityFields';
import { realNamePages } from './paths';

interface Values {
  name: string;
  idNumber: string;
}

/** pAuthFace / pAuthBlink: name, ID number and a video recorded here, verified on submit. */
export function FaceAuthForm({ mode }: { mode: FaceMode }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [video, setVideo] = useState<Blob | null>(null);
  const [videoMissing, setVideoMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const usePhone = (
    <Link to={mode === 'face' ? realNamePages.faceBarcodes : realNamePages.blinkBarcodes} data-testid="use-phone">
      {t('realName.face.form.usePhone')}
    </Link>
  );

  const recorded = (blob: Blob | null) => {
    setVideo(blob);
    if (blob) setVideoMissing(false);
  };

  const submit = async (values: Values) => {
    if (!video) return setVideoMissing(true);
    setSubmitting(true);
    setFailure(null);
    try {
      const application = await faceApi.submit({ mode, name: values.name.trim(), idNumber: values.idNumber.trim() }, video);
      if (application.status === 'passed' || application.status === 'underReview') {
        await client.invalidateQueries();
        await navigate(realNamePages.results);
        return;
      }
      setFailure(reasonText(t, (key) => i18n.exists(key), application));
    } catch (error) {
      setFailure(refusalText(form, error));
    }
    setSubmitting(false);
  };

  return (
    <Flex wrap gap={48} align="start">
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={(v) => void submit(v)}
        style={{ flex: '1 1 320px', maxWidth: 420 }}
        data-testid="face-form"
      >
        <IdentityFields disabled={submitting} />
        {failure && <FailureAlert message={failure} />}
        <SubmitButton submitting={submitting}>{t('realName.face.form.submit')}</SubmitButton>
        <div style={{ marginTop: 16, textAlign: 'center' }}>{usePhone}</div>
      </Form>
      <Flex vertical align="center" gap={8} style={{ flex: '1 1 300px' }}>
        <FaceRecorder mode={mode} onChange={recorded} alternative={usePhone} disabled={submitting} />
        {videoMissing && <Typography.Text type="danger">{t('errors.videoMissing')}</Typography.Text>}
      </Flex>
    </Flex>
  );
}
