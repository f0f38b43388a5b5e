import type { FaceMode } from '@console/contract';
import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FaceAuthForm } from './FaceAuthForm';

/** pAuthFace and pAuthBlink differ only in the prompt the person follows while recording. */
export function FaceAuthPage({ mode }: { mode: FaceMode }) {
  const { t } = useTranslation();
  return (
    <Card title={t(mode === 'face' ? 'routes.pAuthFace' : 'routes.pAuthBlink')}>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 760 }}>
        {t(`realName.face.intro.${mode}`)}
      </Typography.Paragraph>
      <FaceAuthForm mode={mode} />
    </Card>
  );
}
