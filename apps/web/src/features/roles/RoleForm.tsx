import { type RoleForm as RoleFormValues, type RoleTemplate, roleFormSchema, roleTemplates } from '@console/contract';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { ModulePicker } from './ModulePicker';

/** roleBuild and roleEdit: name, description and module permissions (all three required, §5), optionally from a template. */
export function RoleForm({
  initial,
  withTemplates,
  onSubmit,
  onCancel,
}: {
  initial?: RoleFormValues;
  withTemplates?: boolean;
  onSubmit: (values: RoleFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RoleFormValues>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (initial) form.setFieldsValue(initial);
  }, [initial, form]);

  const applyTemplate = (name: RoleTemplate) => {
    form.setFieldsValue({ moduleCodes: [...roleTemplates[name]] });
    if (!form.getFieldValue('name')) form.setFieldsValue({ name: t(`roles.templates.${name}`) });
  };

  const submit = async (values: RoleFormValues) => {
    setSaving(true);
    try {
      await onSubmit({ ...values, moduleCodes: values.moduleCodes ?? [] });
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} style={{ maxWidth: 640 }} data-testid="role-form">
      {withTemplates && (
        <Form.Item label={t('roles.form.template')}>
          <Select<RoleTemplate>
            allowClear
            placeholder={t('roles.form.templatePlaceholder')}
            aria-label={t('roles.form.template')}
            options={(Object.keys(roleTemplates) as RoleTemplate[]).map((name) => ({ value: name, label: t(`roles.templates.${name}`) }))}
            onChange={(name) => name && applyTemplate(name)}
            data-testid="role-template"
          />
        </Form.Item>
      )}
      <Form.Item name="name" label={t('roles.list.name')} required rules={[rule(roleFormSchema.shape.name, t('roles.list.name'))]}>
        <Input placeholder={t('roles.form.namePlaceholder')} maxLength={32} data-testid="role-name" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        required
        rules={[rule(roleFormSchema.shape.description, 'description')]}
      >
        <Input.TextArea placeholder={t('roles.form.descriptionPlaceholder')} maxLength={300} rows={3} data-testid="role-description" />
      </Form.Item>
      <Form.Item
        name="moduleCodes"
        label={t('roles.form.modules')}
        extra={t('roles.form.modulesHint')}
        required
        rules={[rule({ safeParse: (v: unknown) => roleFormSchema.shape.moduleCodes.safeParse(v ?? []) }, 'moduleCodes')]}
      >
        <ModulePicker />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="role-save">
          {t('roles.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('roles.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
