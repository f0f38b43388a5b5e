import { faceVideo, type FaceMode } from '@console/contract';
import { Alert, Button, Flex, Typography } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecorderFrame } from './RecorderFrame';
import { type CameraProblem, cameraProblemOf, openCamera, pickMimeType, recordClip, recordingProblem, stopStream } from './camera';

type Phase =
  | { kind: 'opening' }
  | { kind: 'ready' }
  | { kind: 'countdown'; left: number }
  | { kind: 'recording'; percent: number }
  | { kind: 'recorded'; url: string }
  | { kind: 'problem'; problem: CameraProblem };

export interface FaceRecorderProps {
  mode: FaceMode;
  /** The recorded video, or null when the user starts over (the old one must not be sent). */
  onChange: (video: Blob | null) => void;
  /** Shown with a camera problem: the way to record on a phone instead. */
  alternative?: ReactNode;
  disabled?: boolean;
}

const countdownFrom = 3;

/**
 * Records the §9 face video in the browser: live preview in a round frame, 3-2-1, then exactly
 * `faceVideo.recordMs` with the mode's prompt and a progress ring, then playback or a new take.
 */
export function FaceRecorder({ mode, onChange, alternative, disabled }: FaceRecorderProps) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>(() => {
    const problem = recordingProblem();
    return problem ? { kind: 'problem', problem } : { kind: 'opening' };
  });
  const [attempt, setAttempt] = useState(0);
  const stream = useRef<MediaStream | null>(null);
  const preview = useRef<HTMLVideoElement | null>(null);
  const playback = useRef<HTMLVideoElement | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  // The camera stays on while the page is open, so a new take starts at once; it stops on unmount.
  useEffect(() => {
    // Nothing to open: the initial phase already names the problem.
    if (recordingProblem()) return;
    let gone = false;
    openCamera().then(
      (opened) => {
        if (gone) return stopStream(opened);
        stream.current = opened;
        if (preview.current) preview.current.srcObject = opened;
        setPhase({ kind: 'ready' });
      },
      (error: unknown) => !gone && setPhase({ kind: 'problem', problem: cameraProblemOf(error) }),
    );
    return () => {
      gone = true;
      stopStream(stream.current);
      stream.current = null;
    };
  }, [attempt]);

  // The preview element is re-created after a playback, so it gets the stream whenever it is shown.
  const attachPreview = useCallback((element: HTMLVideoElement | null) => {
    preview.current = element;
    if (element && stream.current && element.srcObject !== stream.current) element.srcObject = stream.current;
  }, []);

  useEffect(() => {
    if (phase.kind !== 'countdown') return;
    const timer = setTimeout(
      () => setPhase(phase.left > 1 ? { kind: 'countdown', left: phase.left - 1 } : { kind: 'recording', percent: 0 }),
      1000,
    );
    return () => clearTimeout(timer);
  }, [phase]);

  const recording = phase.kind === 'recording';
  useEffect(() => {
    if (!recording || !stream.current) return;
    const abort = new AbortController();
    const startedAt = Date.now();
    const ticker = setInterval(
      () => setPhase({ kind: 'recording', percent: Math.min(100, ((Date.now() - startedAt) / faceVideo.recordMs) * 100) }),
      100,
    );
    recordClip(stream.current, pickMimeType()!, abort.signal).then(
      (video) => {
        clearInterval(ticker);
        setPhase({ kind: 'recorded', url: URL.createObjectURL(video) });
        onChangeRef.current(video);
      },
      () => {
        clearInterval(ticker);
        setPhase({ kind: 'problem', problem: 'failed' });
      },
    );
    return () => {
      clearInterval(ticker);
      abort.abort();
    };
  }, [recording]);

  const recordedUrl = phase.kind === 'recorded' ? phase.url : null;
  useEffect(() => () => void (recordedUrl && URL.revokeObjectURL(recordedUrl)), [recordedUrl]);

  const retry = () => {
    setPhase({ kind: 'opening' });
    setAttempt((n) => n + 1);
  };

  const replay = () => {
    const video = playback.current;
    if (!video) return;
    video.currentTime = 0;
    // A refused play() (no user gesture on some phones) leaves the still frame: nothing to report.
    void video.play()?.catch(() => undefined);
  };

  const start = () => {
    onChange(null);
    setPhase({ kind: 'countdown', left: countdownFrom });
  };

  if (phase.kind === 'problem') {
    return (
      <Alert
        type="error"
        showIcon
        title={t(`realName.face.recorder.${phase.problem}`)}
        description={
          <Flex vertical gap={8} align="start">
            {alternative && <span>{t('realName.face.recorder.alternative')}</span>}
            {alternative}
            {phase.problem !== 'unsupported' && <Button onClick={retry}>{t('realName.face.recorder.retry')}</Button>}
          </Flex>
        }
        data-testid="camera-problem"
      />
    );
  }

  const caption: Record<Phase['kind'], ReactNode> = {
    opening: t('realName.face.recorder.opening'),
    ready: t('realName.face.recorder.frameHint'),
    countdown: <strong>{t(`realName.face.prompt.${mode}`)}</strong>,
    recording: <strong>{t(`realName.face.prompt.${mode}`)}</strong>,
    recorded: t('realName.face.recorder.recorded', { seconds: (faceVideo.recordMs / 1000).toFixed(1) }),
    problem: null,
  };

  return (
    <Flex vertical align="center" gap={12} data-testid="face-recorder" data-phase={phase.kind}>
      <RecorderFrame
        recordedUrl={recordedUrl}
        previewRef={attachPreview}
        playbackRef={playback}
        countdown={phase.kind === 'countdown' ? phase.left : null}
        percent={phase.kind === 'recording' ? phase.percent : null}
      />
      <Typography.Text
        type={recording ? undefined : 'secondary'}
        style={{ textAlign: 'center', maxWidth: 360, fontSize: recording || phase.kind === 'countdown' ? 16 : 14 }}
        data-testid="face-caption"
      >
        {caption[phase.kind]}
      </Typography.Text>
      {recordedUrl ? (
        <Flex gap={8}>
          <Button onClick={replay} disabled={disabled}>
            {t('realName.face.recorder.replay')}
          </Button>
          <Button onClick={start} disabled={disabled}>
            {t('realName.face.recorder.again')}
          </Button>
        </Flex>
      ) : (
        <Button type="primary" ghost onClick={start} disabled={disabled || phase.kind !== 'ready'}>
          {t('realName.face.recorder.start')}
        </Button>
      )}
    </Flex>
  );
}
