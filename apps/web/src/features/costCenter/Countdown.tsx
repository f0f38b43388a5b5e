import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
};

/** An unpaid order's time left before it cancels itself (the server's job does the cancelling). */
export function Countdown({ deadline, onElapsed }: { deadline: number; onElapsed: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) onElapsed();
  }, [left <= 0]); // eslint-disable-line react-hooks/exhaustive-deps -- once when the deadline passes, not on every tick
  return (
    <Typography.Text type="warning" style={{ whiteSpace: 'nowrap' }} data-testid="order-countdown">
      {t('costCenter.orders.countdown', { time: mmss(left) })}
    </Typography.Text>
  );
}
