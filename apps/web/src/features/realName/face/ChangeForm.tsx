import { errorCatalogue } from '@console/contract/errors';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/http';
import { SubmitButton } from '../../../components/SubmitButton';
import { type ChangeElements, faceApi } from './api';
import { FaceRecorder } from './FaceRecorder';
import { FailureAlert } from './Outcome';
import { reasonText, refusalText } from './failure';
import { IdentityFields } from './IdentityFields';
import { realNamePages } from './paths';
import { QrFollow } from './QrFollow';
import { useTicket } from './useTicket';

type Values = Omit<ChangeElements, 'mode'>;
type Method = 'computer' | 'phone';

/** change: password, the new identity, and a face video recorded here or on a phone. */
export function ChangeForm({ onRequired }: { onRequired: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [method, setMethod] = useState<Method>('computer');
  const [video, setVideo] = useState<Blob | null>(null);
  const [videoMissing, setVideoMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const tickets = useTicket(faceApi.changeTicket);

  const refused = (error: unknown) => {
    // §8: the client passes 4020020 on silently; without a passed real name there is nothing to change.
    if (error instanceof ApiError && error.code === errorCatalogue.realNameRequired.code) return onRequired();
    setFailure(refusalText(form, error));
  };

  const submit = async (values: Values) => {
    const elements: ChangeElements = {
      mode: 'face',
      password: values.password,
      name: values.name.trim(),
      idNumber: values.idNumber.trim(),
    };
    setFailure(null);
    if (method === 'phone') return tickets.generate(elements).catch(refused);
    if (!video) return setVideoMissing(true);
    setSubmitting(true);
    try {
      const application = await faceApi.changeSubmit(elements, video);
      if (application.status === 'passed' || application.status === 'underReview') {
        await client.invalidateQueries();
        await navigate(realNamePages.results);
        return;
      }
      setFailure(reasonText(t, (key) => i18n.exists(key), application));
    } catch (error) {
      refused(error);
    }
    setSubmitting(false);
  };

  if (tickets.ticket) {
    return (
      <QrFollow
        key={tickets.ticket.id}
        ticket={tickets.ticket}
        purpose="change"
        onRegenerate={tickets.regenerate}
        onRestart={tickets.reset}
        regenerating={tickets.generating}
      />
    );
  }

  const busy = submitting || tickets.generating;
  return (
    <Flex wrap gap={48} align="start">
      <Form
        form={form}
        layout="vertical"
        size="large"
        onFinish={(v) => void submit(v)}
        initialValues={tickets.elements ?? undefined}
        style={{ flex: '1 1 320px', maxWidth: 420 }}
        data-testid="change-form"
      >
        <IdentityFields withPassword disabled={busy} />
        <Form.Item label={t('realName.face.change.howTitle')}>
          <Segmented<Method>
            block
            value={method}
            onChange={setMethod}
            options={[
              { value: 'computer', label: t('realName.face.change.onComputer') },
              { value: 'phone', label: t('realName.face.change.onPhone') },
            ]}
            data-testid="change-method"
          />
        </Form.Item>
        {failure && <FailureAlert message={failure} />}
        <SubmitButton submitting={busy}>
          {method === 'phone' ? t('realName.face.qr.generate') : t('realName.face.change.submit')}
        </SubmitButton>
      </Form>
      {method === 'computer' && (
        <Flex vertical align="center" gap={8} style={{ flex: '1 1 300px' }}>
          <FaceRecorder
            mode="face"
            onChange={(blob) => {
              setVideo(blob);
              if (blob) setVideoMissing(false);
            }}
            alternative={
              <Button type="link" style={{ padding: 0 }} onClick={() => setMethod('phone')}>
                {t('realName.face.form.usePhone')}
              </Button>
            }
            disabled={busy}
          />
          {videoMissing && <Typography.Text type="danger">{t('errors.videoMissing')}</Typography.Text>}
        </Flex>
      )}
    </Flex>
  );
}
