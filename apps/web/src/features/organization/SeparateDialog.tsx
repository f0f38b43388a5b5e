import type { Member } from '@console/contract';
import { useMutation } from '@tanstack/react-query';
import { App, Form, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '../../components/formRules';
import { organizationApi } from './api';
import { MemberPicker } from './pickers';

/**
 * Separating a member (§4): they lose every permission at once. The departments they head and the
 * applications they own go to the successor picked here; the server refuses the separation, saying
 * what is open, when there is such work and no successor.
 */
export function SeparateDialog({ member, onClose, onDone }: { member: Member; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ successorId?: string }>();
  const separate = useMutation({
    mutationFn: (successorId: string) => organizationApi.separate(member.id, successorId),
    onSuccess: () => {
      void message.success(t('organization.members.separatedDone'));
      onDone();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  const submit = () => separate.mutate(form.getFieldValue('successorId') ?? '');
  return (
    <Modal
      open
      title={t('organization.members.separateTitle', { name: member.name })}
      okText={t('organization.members.separate')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={separate.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph>{t('organization.members.separateText', { name: member.name })}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="separate-form">
        <Form.Item name="successorId" label={t('organization.members.successor')} extra={t('organization.members.successorHint')}>
          <MemberPicker
            exclude={member.id}
            placeholder={t('organization.members.successorPlaceholder')}
            aria-label={t('organization.members.successor')}
            data-testid="separate-successor"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
