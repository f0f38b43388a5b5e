import { createDepartmentSchema } from '@console/contract';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { organizationApi } from './api';
import { MemberPicker } from './pickers';

export interface DepartmentDraft {
  /** Editing this department; else a new one under `parentCode`. */
  nodeCode?: string;
  parentCode: string;
  name?: string;
  headMemberId?: string | null;
  headName?: string | null;
}

/** A new department's name, or an existing one's name and head. */
export function DepartmentDialog({ draft, onClose, onSaved }: { draft: DepartmentDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ name: string; headMemberId?: string }>();
  const [saving, setSaving] = useState(false);
  const editing = !!draft.nodeCode;
  useEffect(() => {
    form.setFieldsValue({ name: draft.name ?? '', headMemberId: draft.headMemberId ?? undefined });
  }, [draft, form]);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (editing)
        await organizationApi.editDepartment(draft.nodeCode!, { name: values.name.trim(), headMemberId: values.headMemberId ?? '' });
      else await organizationApi.createDepartment({ parentCode: draft.parentCode, name: values.name.trim() });
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(editing ? 'organization.tree.editTitle' : 'organization.tree.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)} data-testid="department-form">
        <Form.Item name="name" label={t('fields.name')} required rules={[rule(createDepartmentSchema.shape.name, 'name')]}>
          <Input placeholder={t('organization.tree.namePlaceholder')} maxLength={64} autoFocus data-testid="department-name" />
        </Form.Item>
        {editing && (
          <Form.Item name="headMemberId" label={t('fields.headMemberId')}>
            <MemberPicker
              placeholder={t('organization.tree.noHead')}
              current={draft.headMemberId && draft.headName ? { value: draft.headMemberId, label: draft.headName } : undefined}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
