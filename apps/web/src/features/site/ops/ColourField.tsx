import { ColorPicker, Input, Space } from 'antd';

/**
 * A colour as #RRGGBB: picked from the palette or typed. Form.Item hands in `id`, so the field's
 * label points at the text input.
 */
export function ColourField({ id, value, onChange }: { id?: string; value?: string; onChange?: (value: string) => void }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      {/* The label names the text input (its `id`); the picker is the same value by mouse. */}
      <ColorPicker value={value} format="hex" disabledAlpha onChange={(colour) => onChange?.(colour.toHexString())} />
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
