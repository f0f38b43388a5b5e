import { Form, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { organizationApi } from './api';
import { DepartmentPicker } from './pickers';

/** Moves a department under another one or under the enterprise; the server refuses a cycle beside the field. */
export function MoveDialog({
  department,
  onClose,
  onSaved,
}: {
  department: { nodeCode: string; name: string };
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ parentCode: string }>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const { parentCode } = await form.validateFields();
    setSaving(true);
    try {
      await organizationApi.moveDepartment(department.nodeCode, parentCode);
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
      title={t('organization.tree.moveTitle', { name: department.name })}
      okText={t('organization.tree.move')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" initialValues={{ parentCode: 'root' }}>
        <Form.Item name="parentCode" label={t('organization.tree.moveTo')}>
          <DepartmentPicker
            extra={[{ value: 'root', label: t('organization.tree.root') }]}
            aria-label={t('organization.tree.moveTo')}
            data-testid="move-parent"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
