import { Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const day = 24 * 60 * 60_000;

/** A live countdown to `deadline` (ms), with days while more than one is left. */
export function Countdown({ deadline, title }: { deadline: number; title?: string }) {
  const { t } = useTranslation();
  const [shownAt] = useState(() => Date.now());
  const format = deadline - shownAt > day ? t('enterpriseAuth.countdownDays') : 'HH:mm:ss';
  return <Statistic.Timer type="countdown" value={deadline} format={format} title={title} styles={{ content: { fontSize: 18 } }} />;
}
