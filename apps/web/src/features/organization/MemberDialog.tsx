import { type Member, editMemberSchema, inviteSchema } from '@console/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { organizationApi } from './api';
import { DepartmentPicker, RolePicker } from './pickers';

interface Values {
  name: string;
  phoneOrEmail?: string;
  employeeNo?: string;
  roleId: string;
  departmentIds: string[];
}

/** Adds a person by phone or e-mail (an invitation or a registration link), or edits a member (§3 Member fields). */
export function MemberDialog({ member, onClose, onSaved }: { member?: Member; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const submit = async (values: Values) => {
    const common = {
      name: values.name.trim(),
      employeeNo: (values.employeeNo ?? '').trim(),
      roleId: values.roleId,
      departmentIds: values.departmentIds ?? [],
    };
    if (member) {
      await organizationApi.editMember(member.id, common);
      return null;
    }
    return organizationApi.invite({ ...common, phoneOrEmail: (values.phoneOrEmail ?? '').trim() });
  };
  return (
    <FormDialog
      open
      title={t(member ? 'organization.editMember.title' : 'organization.invite.title')}
      okText={t(member ? 'common.save' : 'organization.invite.submit')}
      form={form}
      values={
        member
          ? {
              name: member.name,
              employeeNo: member.employeeNo,
              roleId: member.roleId,
              departmentIds: member.departments.map((d) => d.nodeCode),
            }
          : { roleId: 'member', departmentIds: [] }
      }
      submit={submit}
      savedText={(sent) =>
        t(
          !sent
            ? 'organization.editMember.saved'
            : sent.kind === 'invitation'
              ? 'organization.invite.invitationSent'
              : 'organization.invite.registrationSent',
        )
      }
      onSaved={onSaved}
      onClose={onClose}
      testId="member-form"
    >
      {!member && (
        <Form.Item
          name="phoneOrEmail"
          label={t('fields.phoneOrEmail')}
          required
          rules={[rule(inviteSchema.shape.phoneOrEmail, 'phoneOrEmail')]}
        >
          <Input placeholder={t('organization.invite.phoneOrEmailPlaceholder')} autoComplete="off" data-testid="member-recipient" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={t('organization.members.name')}
        required
        rules={[rule(editMemberSchema.shape.name, t('organization.members.name'))]}
      >
        <Input placeholder={t('organization.invite.namePlaceholder')} maxLength={32} data-testid="member-name" />
      </Form.Item>
      <Form.Item name="employeeNo" label={t('fields.employeeNo')} rules={[rule(editMemberSchema.shape.employeeNo, 'employeeNo')]}>
        <Input maxLength={32} data-testid="member-employee-no" />
      </Form.Item>
      {member?.role !== 'master' && (
        <Form.Item name="roleId" label={t('fields.roleId')} required>
          <RolePicker />
        </Form.Item>
      )}
      <Form.Item name="departmentIds" label={t('fields.departmentIds')}>
        <DepartmentPicker
          multiple
          current={member?.departments.map((d) => ({ value: d.nodeCode, label: d.name }))}
          aria-label={t('fields.departmentIds')}
          data-testid="member-departments"
        />
      </Form.Item>
    </FormDialog>
  );
}
