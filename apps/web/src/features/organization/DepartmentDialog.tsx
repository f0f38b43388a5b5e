import { createDepartmentSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { organizationApi, organizationKey } from './api';
import { MembersPicker, memberLabel } from './pickers';

export interface DepartmentDraft {
  /** Editing this department; else a new one under `parentCode`. */
  nodeCode?: string;
  parentCode: string;
  name?: string;
  headMemberId?: string | null;
  headName?: string | null;
}

interface Values {
  name: string;
  memberIds: string[];
  headMemberId?: string;
}

/**
 * A department's name, members (§5: at least one, on the job) and head (one of those members, or
 * none); editing starts from the members on the job it has now.
 */
export function DepartmentDialog({ draft, onClose, onSaved }: { draft: DepartmentDraft; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const editing = !!draft.nodeCode;
  const current = useQuery({
    queryKey: [...organizationKey, 'departmentMembers', draft.nodeCode],
    queryFn: () => organizationApi.departmentMembers(draft.nodeCode!),
    enabled: editing,
  });
  const loaded = (current.data ?? []).map((m) => ({ value: m.id, label: memberLabel(m) }));
  const [labels, setLabels] = useState<Record<string, string>>({});
  const memberIds = Form.useWatch('memberIds', form);
  const headMemberId = Form.useWatch('headMemberId', form);
  // A head is one of the members: taking them out of the members takes them off as head too.
  useEffect(() => {
    if (headMemberId && !(memberIds ?? []).includes(headMemberId)) form.setFieldValue('headMemberId', undefined);
  }, [form, memberIds, headMemberId]);
  const allLabels: Record<string, string> = {
    ...Object.fromEntries(loaded.map((o) => [o.value, o.label])),
    ...(draft.headMemberId && draft.headName ? { [draft.headMemberId]: draft.headName } : {}),
    ...labels,
  };
  const headOptions = (memberIds ?? []).map((id) => ({ value: id, label: allLabels[id] ?? id }));
  const waiting = editing && current.isPending;
  return (
    <FormDialog
      open
      title={t(editing ? 'organization.tree.editTitle' : 'organization.tree.createTitle')}
      form={form}
      values={{
        name: draft.name ?? '',
        memberIds: loaded.map((o) => o.value),
        headMemberId: (waiting ? undefined : draft.headMemberId) ?? undefined,
      }}
      submit={(values) => {
        const body = { name: values.name.trim(), memberIds: values.memberIds ?? [], headMemberId: values.headMemberId ?? '' };
        return editing
          ? organizationApi.editDepartment(draft.nodeCode!, body)
          : organizationApi.createDepartment({ ...body, parentCode: draft.parentCode });
      }}
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
      {/* Until an edited department's members are in, neither choice can be made (a save would drop them). */}
      <Form.Item
        name="memberIds"
        label={t('fields.memberIds')}
        required
        rules={[rule(createDepartmentSchema.shape.memberIds, 'memberIds')]}
      >
        <MembersPicker current={loaded} onLabels={setLabels} disabled={waiting} data-testid="department-members" />
      </Form.Item>
      <Form.Item name="headMemberId" label={t('fields.headMemberId')} extra={t('organization.tree.headAmongMembers')}>
        <Select
          allowClear
          disabled={waiting}
          placeholder={t('organization.tree.noHead')}
          options={headOptions}
          notFoundContent={t('organization.tree.noMembers')}
          data-testid="department-head"
        />
      </Form.Item>
    </FormDialog>
  );
}
