import { type SsoSystemItem, ssoSystemSchema, ssoUiSigns } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../../components/formRules';
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
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<SystemBody>();
  const editing = system && system !== 'new' ? system : null;
  const shape = ssoSystemSchema.shape;
  useEffect(() => {
    if (!system) return;
    form.resetFields();
    if (editing)
      form.setFieldsValue({
        code: editing.code,
        name: editing.name,
        status: editing.status,
        outSign: editing.outSign ?? '',
        targetUrl: editing.targetUrl ?? '',
      });
  }, [system, editing, form]);
  const save = useMutation({
    mutationFn: async (values: SystemBody) => {
      if (editing) return ssoApi.update(editing.id, values);
      const made = await ssoApi.create(values);
      onSecret(made.secret);
      return made.system;
    },
    onSuccess: () => {
      void message.success(t('sso.ops.saved'));
      onSaved();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  return (
    <Modal
      open={system !== null}
      title={t(editing ? 'sso.ops.edit' : 'sso.ops.add')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() =>
        void form.validateFields().then(
          (v) => save.mutate(v),
          () => undefined,
        )
      }
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={{ status: 'enabled', outSign: '', targetUrl: '' }} data-testid="system-form">
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
      </Form>
    </Modal>
  );
}
