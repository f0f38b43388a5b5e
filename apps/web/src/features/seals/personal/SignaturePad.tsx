import { Button, Flex, Radio } from 'antd';
import { type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './signatures.css';

/** What the dialog holding a pad may ask of it. */
export interface SignaturePadHandle {
  /** The drawing as a PNG with a transparent background, or null when nothing is drawn. */
  toBlob(): Promise<Blob | null>;
  clear(): void;
}

interface Point {
  x: number;
  y: number;
  /** Stroke width here, CSS px. */
  w: number;
}

const inks = { black: '#1f1f1f', blue: '#1d39c4' } as const;
type Ink = keyof typeof inks;
/** A stroke's width at normal pressure, CSS px. */
const baseWidth = 3;

/** A mouse reports no pressure (0.5 while pressed); a pen and some fingers do: heavier presses draw wider. */
const widthAt = (e: PointerEvent) => baseWidth * (e.pointerType === 'mouse' || !e.pressure ? 1 : 0.6 + e.pressure * 0.9);

/**
 * A handwriting pad: a canvas drawn with pointer events, so a finger on a phone, a pen on a tablet
 * and a mouse on a desktop all write (the pointer is captured, so a stroke that leaves the box keeps
 * drawing; `touch-action: none` keeps a finger from scrolling the page). Strokes are kept as points
 * and redrawn as smooth curves through their midpoints at the screen's pixel density, and again when
 * the pad changes size or the ink colour changes; the background stays transparent.
 */
export function SignaturePad({ ref, onInk }: { ref?: Ref<SignaturePadHandle>; onInk?: (hasInk: boolean) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const strokes = useRef<Point[][]>([]);
  const [ink, setInk] = useState<Ink>('black');
  const [count, setCount] = useState(0);

  const redraw = useCallback(() => {
    const c = canvas.current;
    const g = c?.getContext('2d');
    if (!c || !g) return;
    const scale = c.width / (c.clientWidth || 1);
    g.setTransform(scale, 0, 0, scale, 0, 0);
    g.clearRect(0, 0, c.width, c.height);
    g.strokeStyle = inks[ink];
    g.fillStyle = inks[ink];
    g.lineCap = 'round';
    g.lineJoin = 'round';
    for (const stroke of strokes.current) drawStroke(g, stroke);
  }, [ink]);

  // The canvas holds as many pixels as the screen shows (a phone's 3 per CSS px), kept in step with its size.
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const fit = () => {
      const ratio = Math.min(3, window.devicePixelRatio || 1);
      const width = Math.round(c.clientWidth * ratio);
      const height = Math.round(c.clientHeight * ratio);
      if (width > 0 && (c.width !== width || c.height !== height)) {
        c.width = width;
        c.height = height;
      }
      redraw();
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(fit);
    observer.observe(c);
    return () => observer.disconnect();
  }, [redraw]);

  // Pointer listeners are attached directly: React's are passive-agnostic, and a pointermove must not lag a frame.
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    let current: Point[] | null = null;
    const pointOf = (e: PointerEvent): Point => {
      const box = c.getBoundingClientRect();
      return { x: e.clientX - box.left, y: e.clientY - box.top, w: widthAt(e) };
    };
    const down = (e: PointerEvent) => {
      if (e.button !== 0 && e.pointerType === 'mouse') return;
      e.preventDefault();
      c.setPointerCapture?.(e.pointerId);
      current = [pointOf(e)];
      strokes.current.push(current);
      redraw();
    };
    const move = (e: PointerEvent) => {
      if (!current) return;
      e.preventDefault();
      // A fast finger moves further between frames than one event says: the coalesced ones fill the gap.
      const events = e.getCoalescedEvents?.() ?? [];
      for (const ev of events.length > 0 ? events : [e]) current.push(pointOf(ev));
      redraw();
    };
    const up = () => {
      if (!current) return;
      current = null;
      setCount(strokes.current.length);
    };
    c.addEventListener('pointerdown', down);
    c.addEventListener('pointermove', move);
    c.addEventListener('pointerup', up);
    c.addEventListener('pointercancel', up);
    return () => {
      c.removeEventListener('pointerdown', down);
      c.removeEventListener('pointermove', move);
      c.removeEventListener('pointerup', up);
      c.removeEventListener('pointercancel', up);
    };
  }, [redraw]);

  useEffect(() => onInk?.(count > 0), [count, onInk]);

  const clear = useCallback(() => {
    strokes.current = [];
    setCount(0);
    redraw();
  }, [redraw]);

  useImperativeHandle(
    ref,
    () => ({
      clear,
      toBlob: () =>
        new Promise<Blob | null>((resolve) => {
          const c = canvas.current;
          if (!c || strokes.current.length === 0) return resolve(null);
          c.toBlob((blob) => resolve(blob), 'image/png');
        }),
    }),
    [clear],
  );

  return (
    <Flex vertical gap={8}>
      <canvas
        ref={canvas}
        className="signature-pad"
        role="img"
        aria-label={t('seals.personal.pad.label')}
        data-testid="signature-pad"
        data-strokes={count}
      />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Radio.Group
          size="small"
          optionType="button"
          value={ink}
          onChange={(e) => setInk(e.target.value as Ink)}
          aria-label={t('seals.personal.pad.colour')}
          options={(Object.keys(inks) as Ink[]).map((k) => ({ value: k, label: t(`seals.personal.pad.${k}`) }))}
        />
        <Flex gap={8}>
          <Button
            size="small"
            disabled={count === 0}
            onClick={() => {
              strokes.current.pop();
              setCount(strokes.current.length);
              redraw();
            }}
            data-testid="signature-pad-undo"
          >
            {t('seals.personal.pad.undo')}
          </Button>
          <Button size="small" disabled={count === 0} onClick={clear} data-testid="signature-pad-clear">
            {t('seals.personal.pad.clear')}
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** One stroke: a dot for a tap, else quadratic curves through the midpoints of its points. */
function drawStroke(g: CanvasRenderingContext2D, points: Point[]) {
  const first = points[0];
  if (!first) return;
  if (points.length === 1) {
    g.beginPath();
    g.arc(first.x, first.y, first.w / 2, 0, Math.PI * 2);
    g.fill();
    return;
  }
  // Each segment is drawn on its own so its width follows the pressure along the stroke.
  let from = first;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    const next = points[i + 1];
    const to = next ? { x: (p.x + next.x) / 2, y: (p.y + next.y) / 2, w: (p.w + next.w) / 2 } : p;
    g.beginPath();
    g.lineWidth = (from.w + to.w) / 2;
    g.moveTo(from.x, from.y);
    g.quadraticCurveTo(p.x, p.y, to.x, to.y);
    g.stroke();
    from = to;
  }
}
