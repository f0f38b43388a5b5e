import { type Member, editMemberSchema, inviteSchema } from '@console/contract';
import { App, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
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
  const { message } = App.useApp();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    form.setFieldsValue(
      member
        ? {
            name: member.name,
            employeeNo: member.employeeNo,
            roleId: member.roleId,
            departmentIds: member.departments.map((d) => d.nodeCode),
          }
        : { roleId: 'member', departmentIds: [] },
    );
  }, [member, form]);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const common = {
        name: values.name.trim(),
        employeeNo: (values.employeeNo ?? '').trim(),
        roleId: values.roleId,
        departmentIds: values.departmentIds ?? [],
      };
      if (member) {
        await organizationApi.editMember(member.id, common);
        void message.success(t('organization.editMember.saved'));
      } else {
        const sent = await organizationApi.invite({ ...common, phoneOrEmail: (values.phoneOrEmail ?? '').trim() });
        void message.success(t(sent.kind === 'invitation' ? 'organization.invite.invitationSent' : 'organization.invite.registrationSent'));
      }
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
      title={t(member ? 'organization.editMember.title' : 'organization.invite.title')}
      okText={t(member ? 'common.save' : 'organization.invite.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)} data-testid="member-form">
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
          <DepartmentPicker multiple aria-label={t('fields.departmentIds')} data-testid="member-departments" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
