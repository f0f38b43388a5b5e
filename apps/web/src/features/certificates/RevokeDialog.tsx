import { revokeReasons } from '@console/contract';
import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmFormDialog } from '../../components/ConfirmFormDialog';
import { reasonName } from './labels';

type Reason = (typeof revokeReasons)[number];

/** Revoke with an RFC 5280 reason; the CRL lists it as soon as the server answers. */
export function RevokeDialog({
  open,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  onCancel: () => void;
  onSubmit: (reason: Reason) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: Reason }>();
  return (
    <ConfirmFormDialog
      open={open}
      title={t('certificates.revokeTitle')}
      hint={t('certificates.revokeHint')}
      okText={t('certificates.revoke')}
      okTestId="certificate-revoke-confirm"
      danger
      form={form}
      initialValues={{ reason: 0 }}
      onCancel={onCancel}
      onSubmit={({ reason }) => onSubmit(reason)}
    >
      <Form.Item name="reason" label={t('fields.reason')}>
        <Select<Reason> options={revokeReasons.map((r) => ({ value: r, label: t(`certificates.reason.${reasonName[r]}`) }))} />
      </Form.Item>
    </ConfirmFormDialog>
  );
}
