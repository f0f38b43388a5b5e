import { Input, Space } from 'antd';
import { Suspense, lazy } from 'react';

// The picker loads with the first form that shows it (website config, channel partners): two back-office
// forms use it, and as a static import Rolldown merged it into a chunk every signed-in page loads.
const ColorPicker = lazy(() => import('antd/es/color-picker'));

/**
 * A colour as #RRGGBB: picked from the palette or typed. Form.Item hands in `id`, so the field's
 * label points at the text input.
 */
export function ColourField({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      {/* The label names the text input (its `id`); the picker is the same value by mouse. */}
      <Suspense fallback={<span style={{ width: 32 }} />}>
        <ColorPicker value={value} format="hex" disabledAlpha onChange={(colour) => onChange?.(colour.toHexString())} />
      </Suspense>
      <Input
        id={id}
        value={value}
        maxLength={7}
        placeholder="#RRGGBB"
        style={{ fontFamily: 'monospace' }}
        onChange={(e) => onChange?.(e.target.value.trim())}
      />
    </Space.Compact>
  );
}
