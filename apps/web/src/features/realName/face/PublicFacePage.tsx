import type { PublicFaceResult } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Result, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/http';
import { faceApi } from './api';
import { FaceRecorder } from './FaceRecorder';
import { Outcome } from './Outcome';

const narrow = { width: '100%', maxWidth: 480, margin: '0 auto' } as const;

/**
 * /faceSwipingAuth and /faceSwipingChange on the phone that scanned the QR code: whose verification
 * this is, the recorder, and the outcome. The ticket in the link is the only credential.
 */
export default function PublicFacePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [video, setVideo] = useState<Blob | null>(null);
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<PublicFaceResult | null>(null);
  const [usedUp, setUsedUp] = useState(false);
  const { data, isPending, isError } = useQuery({
    queryKey: ['face', 'publicTicket', ticket],
    // A refused ticket answers no data (the refusal is this page's own state, not a toast).
    queryFn: async () => (await faceApi.publicTicket(ticket)) ?? null,
    enabled: ticket !== '',
    retry: false,
    staleTime: Infinity,
  });

  const send = async () => {
    if (!video) return;
    setSending(true);
    try {
      setResult(await faceApi.publicVideo(ticket, video));
    } catch (error) {
      // Another take may succeed after a refused video; a spent or expired ticket cannot.
      if (error instanceof ApiError && error.code === errorCatalogue.faceTicketInvalid.code) setUsedUp(true);
    }
    setSending(false);
  };

  if (ticket === '' || usedUp || data === null) {
    return (
      <Card style={narrow}>
        <Result
          status="warning"
          title={t('realName.face.phone.invalidTitle')}
          subTitle={t('realName.face.phone.invalidText')}
          data-testid="ticket-invalid"
        />
      </Card>
    );
  }
  if (isError) {
    return (
      <Card style={narrow}>
        <Result
          status="error"
          title={t('realName.face.phone.loadFailed')}
          extra={<Button onClick={() => window.location.reload()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }
  if (isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin tip={t('common.loading')}>
          <div style={{ width: 120, height: 60 }} />
        </Spin>
      </Flex>
    );
  }
  if (result) {
    return (
      <Card style={narrow}>
        <Outcome
          status={result.status}
          reason={result.reason}
          purpose={data.purpose}
          extra={<Typography.Text type="secondary">{t('realName.face.phone.doneHint')}</Typography.Text>}
        />
      </Card>
    );
  }

  return (
    <Card style={narrow} styles={{ body: { padding: '20px 16px' } }} data-testid="public-face">
      <Flex vertical gap={12} align="center" style={{ textAlign: 'center' }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t(`realName.face.phone.purpose.${data.purpose}`)}
        </Typography.Title>
        <Typography.Text data-testid="public-face-name">{t('realName.face.phone.forWhom', { name: data.name })}</Typography.Text>
        <Typography.Text strong style={{ fontSize: 16 }}>
          {t(`realName.face.prompt.${data.mode}`)}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {t('realName.face.phone.steps')}
        </Typography.Text>
        <FaceRecorder mode={data.mode} onChange={setVideo} disabled={sending} />
        <Button
          type="primary"
          size="large"
          block
          disabled={!video}
          loading={sending}
          onClick={() => void send()}
          data-testid="public-face-send"
        >
          {t('realName.face.phone.send')}
        </Button>
      </Flex>
    </Card>
  );
}
