import { ColorPicker, Input, Space } from 'antd';

/**
 * A colour as #RRGGBB: picked from the palette or typed. Form.Item hands in `id`, so the field's
 * label points at the text input.
 */
export function ColourField({ id, value, onChange, label }: { id?: string; value?: string; onChange?: (value: string) => void; label: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <ColorPicker value={value} format="hex" disabledAlpha aria-label={label} onChange={(colour) => onChange?.(colour.toHexString())} />
      <Input id={id} value={value} maxLength={7} placeholder="#RRGGBB" style={{ fontFamily: 'monospace' }} onChange={(e) => onChange?.(e.target.value.trim())} />
    </Space.Compact>
  );
}
