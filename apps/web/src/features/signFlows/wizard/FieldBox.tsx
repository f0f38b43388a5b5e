import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageBox, type PointBox, fromScreen, resized, toScreen } from './geometry';
import { minSize as flowMinSize } from './types';

/** What a box needs of a field: its place in points and its kind (the wizard's fields and templates' alike). */
type Placed = Partial<Pick<PointBox, 'x' | 'y'>> & Pick<PointBox, 'width' | 'height'> & { kind: string };

/**
 * A placed field on a page: dragged to move (pointer events, captured so a fast move does not lose
 * it), its corner dragged to resize, × to delete. Positions are kept in points; the screen only draws.
 */
export function FieldBox<F extends Placed>(props: {
  field: F;
  page: PageBox;
  scale: number;
  colour: string;
  label: string;
  onChange: (field: F) => void;
  onDelete: () => void;
  /** The smallest box in points (a flow's fields: 40). */
  minSize?: number;
}) {
  const { t } = useTranslation();
  const { field, page, scale } = props;
  const start = useRef<{ x: number; y: number; left: number; top: number; width: number; height: number; mode: 'move' | 'resize' } | null>(
    null,
  );
  const screen = toScreen({ x: field.x ?? 0, y: field.y ?? 0, width: field.width, height: field.height }, page, scale);
  const begin = (e: React.PointerEvent, mode: 'move' | 'resize') => {
    e.preventDefault();
    e.stopPropagation();
    (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
    start.current = { x: e.clientX, y: e.clientY, ...screen, mode };
  };
  const move = (e: React.PointerEvent) => {
    const s = start.current;
    if (!s) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    const box =
      s.mode === 'move'
        ? fromScreen({ left: s.left + dx, top: s.top + dy, width: s.width, height: s.height }, page, scale)
        : resized(
            fromScreen({ left: s.left, top: s.top, width: s.width, height: s.height }, page, scale),
            page,
            (s.width + dx) / scale,
            (s.height + dy) / scale,
            props.minSize ?? flowMinSize,
          );
    props.onChange({ ...field, ...box });
  };
  const end = () => {
    start.current = null;
  };
  return (
    <div
      role="group"
      aria-label={props.label}
      data-testid="placed-field"
      data-kind={field.kind}
      onPointerDown={(e) => begin(e, 'move')}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      style={{
        position: 'absolute',
        ...screen,
        border: `2px solid ${props.colour}`,
        background: `${props.colour}22`,
        color: props.colour,
        fontSize: 12,
        lineHeight: 1.2,
        padding: 2,
        cursor: 'move',
        userSelect: 'none',
        touchAction: 'none',
        overflow: 'hidden',
        boxSizing: 'border-box',
      }}
    >
      {props.label}
      <button
        type="button"
        aria-label={t('signFlows.designer.delete')}
        data-testid="field-delete"
        onPointerDown={(e) => e.stopPropagation()}
        onClick={props.onDelete}
        style={{
          position: 'absolute',
          top: 0,
          right: 0,
          border: 0,
          background: props.colour,
          color: '#fff',
          cursor: 'pointer',
          width: 18,
          height: 18,
          lineHeight: '16px',
          padding: 0,
        }}
      >
        ×
      </button>
      <span
        aria-hidden
        data-testid="field-resize"
        onPointerDown={(e) => begin(e, 'resize')}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 12,
          height: 12,
          background: props.colour,
          cursor: 'nwse-resize',
          touchAction: 'none',
        }}
      />
    </div>
  );
}
