import { DeleteOutlined } from '@ant-design/icons';
import { type TemplateField, isFillKind, templateRules } from '@console/contract';
import { Button, Checkbox, Empty, Flex, Input, InputNumber, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { colourOf } from './draft';

/**
 * The placed fields and their settings: label, who fills (the initiator or a role) or signs, required,
 * maximum length and font size; on a phone this is the whole editor (fields are placed on a wide screen).
 */
export function FieldList(props: { roles: string[]; fields: TemplateField[]; onChange: (fields: TemplateField[]) => void }) {
  const { t } = useTranslation();
  const { roles, fields } = props;
  const set = (key: string, patch: Partial<TemplateField>) => props.onChange(fields.map((f) => (f.key === key ? { ...f, ...patch } : f)));
  if (!fields.length) return <Empty description={t('templates.editor.noFields')} />;
  return (
    <Flex vertical gap={8} data-testid="template-fields">
      {fields.map((f) => {
        const fill = isFillKind(f.kind);
        return (
          <Flex key={f.key} wrap gap={8} align="center" style={{ borderLeft: `4px solid ${colourOf(roles, f.role)}`, paddingLeft: 8 }}>
            <Tag>{t(`templates.kind.${f.kind}`)}</Tag>
            <Input
              aria-label={t('templates.editor.label')}
              value={f.label}
              maxLength={templateRules.labelMaxChars}
              onChange={(e) => set(f.key, { label: e.target.value })}
              style={{ width: 160 }}
              data-testid={`field-label-${f.key}`}
            />
            <Select
              aria-label={fill ? t('templates.editor.filledBy') : t('templates.editor.signedBy')}
              value={f.role ?? ''}
              onChange={(v: string) => set(f.key, { role: v === '' ? null : v })}
              options={[...(fill ? [{ value: '', label: t('templates.initiator') }] : []), ...roles.map((r) => ({ value: r, label: r }))]}
              style={{ minWidth: 120 }}
            />
            {fill && (
              <>
                <Checkbox checked={f.required} onChange={(e) => set(f.key, { required: e.target.checked })}>
                  {t('templates.editor.required')}
                </Checkbox>
                <InputNumber
                  aria-label={t('templates.editor.maxLength')}
                  addonBefore={t('templates.editor.maxLength')}
                  min={1}
                  max={templateRules.maxLength}
                  value={f.maxLength}
                  onChange={(v) => v && set(f.key, { maxLength: v })}
                  style={{ width: 190 }}
                />
                <InputNumber
                  aria-label={t('templates.editor.fontSize')}
                  addonBefore={t('templates.editor.fontSize')}
                  min={templateRules.fontSize.min}
                  max={templateRules.fontSize.max}
                  value={f.fontSize}
                  onChange={(v) => v && set(f.key, { fontSize: v })}
                  style={{ width: 150 }}
                />
              </>
            )}
            <Button
              aria-label={t('templates.editor.remove')}
              icon={<DeleteOutlined />}
              onClick={() => props.onChange(fields.filter((x) => x.key !== f.key))}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}
