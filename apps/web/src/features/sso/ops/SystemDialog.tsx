import { type SsoSystemItem, ssoSystemSchema, ssoUiSigns } from '@console/contract';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useSchemaRule } from '../../../components/formRules';
import { type SystemBody, ssoApi } from '../api';

/** Creates or edits a trusted system; a new one's shared secret is handed to `onSecret` (shown once). */
export function SystemDialog({
  system,
  onClose,
  onSaved,
  onSecret,
}: {
  system: SsoSystemItem | 'new' | null;
  onClose: () => void;
  onSaved: () => void;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<SystemBody>();
  const editing = system && system !== 'new' ? system : null;
  const shape = ssoSystemSchema.shape;
  return (
    <FormDialog
      open={system !== null}
      title={t(editing ? 'sso.ops.edit' : 'sso.ops.add')}
      form={form}
      initialValues={{ status: 'enabled', outSign: '', targetUrl: '' }}
      values={
        editing
          ? {
              code: editing.code,
              name: editing.name,
              status: editing.status,
              outSign: editing.outSign ?? '',
              targetUrl: editing.targetUrl ?? '',
            }
          : undefined
      }
      submit={async (values: SystemBody) => {
        if (editing) return ssoApi.update(editing.id, values);
        const made = await ssoApi.create(values);
        onSecret(made.secret);
        return made.system;
      }}
      savedText={t('sso.ops.saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="system-form"
    >
      <Form.Item name="code" label={t('sso.ops.code')} required rules={[rule(shape.code, 'code')]}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="name" label={t('sso.ops.name')} required rules={[rule(shape.name, 'name')]}>
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="status" label={t('sso.ops.status')}>
        <Select options={(['enabled', 'disabled'] as const).map((s) => ({ value: s, label: t(`sso.ops.statuses.${s}`) }))} />
      </Form.Item>
      <Form.Item name="outSign" label={t('sso.ops.outSign')}>
        <Select
          options={[
            { value: '', label: t('sso.ops.outSigns.none') },
            ...ssoUiSigns.map((s) => ({ value: s, label: t(`sso.ops.outSigns.${s}`) })),
          ]}
        />
      </Form.Item>
      <Form.Item
        name="targetUrl"
        label={t('sso.ops.targetUrl')}
        extra={t('sso.ops.targetHint')}
        rules={[rule(shape.targetUrl, 'targetUrl')]}
      >
        <Input maxLength={300} placeholder="https://" />
      </Form.Item>
    </FormDialog>
  );
}
