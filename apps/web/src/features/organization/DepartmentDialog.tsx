import { createDepartmentSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
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
  const editing = !!draft.nodeCode;
  return (
    <FormDialog
      open
      title={t(editing ? 'organization.tree.editTitle' : 'organization.tree.createTitle')}
      form={form}
      values={{ name: draft.name ?? '', headMemberId: draft.headMemberId ?? undefined }}
      submit={(values) =>
        editing
          ? organizationApi.editDepartment(draft.nodeCode!, { name: values.name.trim(), headMemberId: values.headMemberId ?? '' })
          : organizationApi.createDepartment({ parentCode: draft.parentCode, name: values.name.trim() })
      }
      savedText={t('organization.tree.saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="department-form"
    >
      <Form.Item
        name="name"
        label={t('fields.departmentName')}
        required
        rules={[rule(createDepartmentSchema.shape.name, 'departmentName')]}
      >
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
    </FormDialog>
  );
}
