import { type FaceTicket, faceTicketValidityMs, type RealNamePurpose } from '@console/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, QRCode, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { faceApi } from './api';
import { Outcome } from './Outcome';
import { realNamePages } from './paths';

const pollMs = 2000;
// The server decides expiry; after the local deadline a few more polls let it say so.
const graceMs = 30_000;

export interface QrFollowProps {
  ticket: FaceTicket;
  purpose: RealNamePurpose;
  /** A new code for the same identity. */
  onRegenerate: () => void;
  /** Back to the form (after a failed check the identity needs correcting). */
  onRestart: () => void;
  regenerating: boolean;
}

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const clock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * The QR code of a ticket and the application it opened, followed live: the phone sends the video,
 * this page shows the outcome. Key it by the ticket id so a new code starts a new countdown.
 */
export function QrFollow({ ticket, purpose, onRegenerate, onRestart, regenerating }: QrFollowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const now = useNow();
  // Counted from receipt (the ticket is fresh) rather than from `expiresAt`: a skewed local clock would misstate it.
  const [deadline] = useState(() => Date.now() + faceTicketValidityMs);
  const { data } = useQuery({
    queryKey: ['face', 'ticket', ticket.id],
    queryFn: () => faceApi.ticketState(ticket.id),
    refetchInterval: (query) => ((query.state.data?.status ?? 'waiting') === 'waiting' && Date.now() < deadline + graceMs ? pollMs : false),
  });
  const status = data?.status ?? 'waiting';
  const settled = status !== 'waiting';

  useEffect(() => {
    // The real-name state and history pages read the outcome too.
    if (settled) void client.invalidateQueries({ predicate: (query) => !(query.queryKey[0] === 'face' && query.queryKey[1] === 'ticket') });
  }, [settled, client]);

  if (settled) {
    const extra =
      status === 'passed' || status === 'underReview' ? (
        <Button type="primary" onClick={() => void navigate(realNamePages.results)}>
          {t('realName.face.outcome.viewResult')}
        </Button>
      ) : status === 'expired' ? (
        <Button type="primary" onClick={onRegenerate} loading={regenerating}>
          {t('realName.face.qr.regenerate')}
        </Button>
      ) : (
        <Button type="primary" onClick={onRestart}>
          {t('realName.face.outcome.tryAgain')}
        </Button>
      );
    return <Outcome status={status} reason={data?.reason ?? null} purpose={purpose} extra={extra} />;
  }

  const left = Math.max(0, deadline - now);
  const expired = left === 0;
  return (
    <Flex vertical align="center" gap={12} data-testid="face-qr">
      <Typography.Text strong>{t('realName.face.qr.scan')}</Typography.Text>
      <QRCode
        aria-label={t('realName.face.qr.codeLabel')}
        value={ticket.url}
        size={232}
        errorLevel="M"
        status={expired ? 'expired' : 'active'}
        onRefresh={onRegenerate}
      />
      {!expired && (
        <Typography.Text data-testid="face-qr-countdown">{t('realName.face.qr.expiresIn', { time: clock(left) })}</Typography.Text>
      )}
      {data && (
        <Typography.Text type="secondary">
          {t('realName.face.qr.forIdentity', { name: data.name, idNumber: data.idNumber })}
        </Typography.Text>
      )}
      {!expired && (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text type="secondary">{t('realName.face.qr.waiting')}</Typography.Text>
        </Flex>
      )}
      <Typography.Paragraph type="secondary" style={{ maxWidth: 420, textAlign: 'center', marginBottom: 0, fontSize: 12 }}>
        {t('realName.face.qr.single')}
      </Typography.Paragraph>
      {/* A new code withdraws this one on the server (an unused ticket never blocks its owner), so it is offered at any time. */}
      <Button type={expired ? 'primary' : 'default'} onClick={onRegenerate} loading={regenerating}>
        {t('realName.face.qr.regenerate')}
      </Button>
    </Flex>
  );
}
