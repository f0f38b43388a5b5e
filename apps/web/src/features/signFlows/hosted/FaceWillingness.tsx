import { defaultWebsiteConfig } from '@console/contract';
import { ConfigProvider } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { themeFrom } from '../../../app/theme';
import { Button } from '../../../components/light/Button';
import { FaceRecorder } from '../../realName';
import { hostedApi } from './api';

/**
 * The willingness check by face (loaded only when the signer picks it, with the real-name
 * capability's recorder and antd): a 2–3 s video checked against the signer's real-name record, then
 * the signature with the single-use ticket a pass answers. A failure says why and leaves the code.
 */
const accessibleTheme = themeFrom(defaultWebsiteConfig);

export default function FaceWillingness(props: {
  token: string;
  proof: string;
  busy: boolean;
  onConfirm: (faceTicket: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [video, setVideo] = useState<Blob | null>(null);
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const confirm = async () => {
    if (!video || checking || props.busy) return;
    setChecking(true);
    setProblem(null);
    try {
      const { faceTicket } = await hostedApi.face(props.token, props.proof, video);
      await props.onConfirm(faceTicket);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.fields[0]?.message ?? error.message) : t('signFlowHosted.face.failed'));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div className="hosted-face" data-testid="hosted-face">
      <p className="hosted-hint">{t('signFlowHosted.face.hint')}</p>
      {/* The hosted page has no console frame: the recorder's antd parts take the console's theme here, whose
          secondary text and link colours meet WCAG AA (antd's defaults read 3.4:1 and 4.1:1 on white). */}
      <ConfigProvider theme={accessibleTheme}>
        <FaceRecorder mode="face" onChange={setVideo} disabled={checking || props.busy} />
      </ConfigProvider>
      {problem && (
        <p className="hosted-error" role="alert" data-testid="hosted-face-problem">
          {problem}
        </p>
      )}
      <Button
        variant="primary"
        size="large"
        block
        disabled={!video}
        loading={checking || props.busy}
        onClick={() => void confirm()}
        data-testid="hosted-face-confirm"
      >
        {checking || props.busy ? t('signFlowHosted.sign.signing') : t('signFlowHosted.face.confirm')}
      </Button>
    </div>
  );
}
