import { Flex, Progress } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

const ring = 264;
// Mirrored like a mirror: people place their face more easily; the recording itself is not flipped.
const videoStyle = { width: '100%', height: '100%', objectFit: 'cover', transform: 'scaleX(-1)' } as const;

export interface RecorderFrameProps {
  /** The live camera until something was recorded, then the recording. */
  recordedUrl: string | null;
  previewRef: Ref<HTMLVideoElement>;
  playbackRef: Ref<HTMLVideoElement>;
  /** 3-2-1 before recording, else null. */
  countdown: number | null;
  /** Progress of the recording, 0-100, or null when not recording. */
  percent: number | null;
}

/** The round frame of the face recorder: video, countdown and the progress ring around it. */
export function RecorderFrame({ recordedUrl, previewRef, playbackRef, countdown, percent }: RecorderFrameProps) {
  const { t } = useTranslation();
  return (
    <div style={{ position: 'relative', width: ring, height: ring, maxWidth: '100%' }}>
      <Progress
        aria-label={t('realName.face.recorder.progress')}
        type="circle"
        size={ring}
        percent={percent ?? (recordedUrl ? 100 : 0)}
        showInfo={false}
        strokeWidth={3}
        style={{ position: 'absolute', inset: 0 }}
      />
      <div style={{ position: 'absolute', inset: 14, borderRadius: '50%', overflow: 'hidden', background: '#1f1f1f' }}>
        {recordedUrl ? (
          <video ref={playbackRef} src={recordedUrl} autoPlay muted playsInline style={videoStyle} data-testid="face-playback" />
        ) : (
          <video ref={previewRef} autoPlay muted playsInline style={videoStyle} data-testid="face-preview" />
        )}
        {countdown !== null && (
          <Flex
            align="center"
            justify="center"
            vertical
            style={{ position: 'absolute', inset: 0, background: 'rgba(0,0,0,0.35)', color: '#fff' }}
          >
            <span style={{ fontSize: 14 }}>{t('realName.face.recorder.getReady')}</span>
            <span style={{ fontSize: 64, fontWeight: 600, lineHeight: 1.1 }} data-testid="face-countdown">
              {countdown}
            </span>
          </Flex>
        )}
        {percent !== null && (
          <span
            style={{
              position: 'absolute',
              top: 18,
              left: 0,
              right: 0,
              textAlign: 'center',
              color: '#fff',
              fontSize: 12,
              textShadow: '0 1px 2px #000',
            }}
          >
            ● {t('realName.face.recorder.recording')}
          </span>
        )}
      </div>
    </div>
  );
}
