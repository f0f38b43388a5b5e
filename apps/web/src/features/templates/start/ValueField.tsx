import { type TemplateField, type TemplateFillKind, fillValueProblem } from '@console/contract';
import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

const inputType: Partial<Record<TemplateFillKind, string>> = { date: 'date', email: 'email', phone: 'tel' };
const inputMode: Partial<Record<TemplateFillKind, 'numeric' | 'decimal' | 'tel' | 'email'>> = {
  number: 'decimal',
  amount: 'decimal',
  phone: 'tel',
  email: 'email',
  idNumber: 'numeric',
};

/** One value the initiator fills, with its kind's input and the server's rule (`fillValueProblem`) as the form's. */
export function ValueField({ field }: { field: TemplateField }) {
  const { t } = useTranslation();
  const kind = field.kind as TemplateFillKind;
  const rule = {
    validator: (_: unknown, value: unknown) => {
      const raw = typeof value === 'boolean' ? String(value) : String(value ?? '');
      const problem = fillValueProblem({ kind, required: field.required, maxLength: field.maxLength }, raw);
      return problem ? Promise.reject(new Error(t(`templates.rule.${problem}`))) : Promise.resolve();
    },
  };
  const name = ['values', field.key];
  if (kind === 'checkbox')
    return (
      <Form.Item name={name} valuePropName="checked" rules={[rule]} required={field.required}>
        <Checkbox data-testid={`value-${field.key}`}>{field.label}</Checkbox>
      </Form.Item>
    );
  return (
    <Form.Item name={name} label={field.label} rules={[rule]} required={field.required}>
      {kind === 'multiline' ? (
        <Input.TextArea maxLength={field.maxLength} autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`value-${field.key}`} />
      ) : (
        <Input
          type={inputType[kind] ?? 'text'}
          inputMode={inputMode[kind]}
          maxLength={field.maxLength}
          data-testid={`value-${field.key}`}
        />
      )}
    </Form.Item>
  );
}
