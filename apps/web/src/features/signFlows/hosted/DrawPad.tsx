import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/light/Button';
import { SignaturePad, type SignaturePadHandle } from '../../seals';
import type { Appearance } from './SignaturePicker';

const base64Of = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable drawing'));
    reader.readAsDataURL(blob);
  });

/** The seals capability's handwriting pad, for this signing only: the server judges the drawing by content. */
export default function DrawPad({ onCancel, onDone }: { onCancel: () => void; onDone: (drawn: Appearance) => void }) {
  const { t } = useTranslation();
  const pad = useRef<SignaturePadHandle>(null);
  const [hasInk, setHasInk] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  // The pad opens mid-page: brought to the middle of the screen, clear of the sign bar at the bottom.
  // (A block body: Chromium's scrollIntoView answers a promise, which React would take for a cleanup.)
  useEffect(() => {
    void frame.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  const use = async () => {
    const blob = await pad.current?.toBlob();
    if (!blob) return;
    const drawn = await base64Of(blob);
    onDone({ drawn, preview: `data:image/png;base64,${drawn}` });
  };
  return (
    <div ref={frame} className="hosted-draw" data-testid="hosted-draw-pad">
      <h3 className="hosted-subtitle">{t('signFlowHosted.choose.drawTitle')}</h3>
      <SignaturePad ref={pad} onInk={setHasInk} />
      <div className="hosted-actions">
        <Button size="large" onClick={onCancel}>
          {t('signFlowHosted.choose.cancel')}
        </Button>
        <Button variant="primary" size="large" disabled={!hasInk} onClick={() => void use()} data-testid="hosted-draw-use">
          {t('signFlowHosted.choose.useDrawing')}
        </Button>
      </div>
    </div>
  );
}
