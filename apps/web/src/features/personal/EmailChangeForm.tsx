import { MailOutlined } from '@ant-design/icons';
import { emailChangeSchema } from '@console/contract';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecipientCodeForm } from '../../components/RecipientCodeForm';
import { personalApi } from './api';

/** modifyMailbox: a code to the new address, then the change. */
export function EmailChangeForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  const shape = emailChangeSchema.shape;
  return (
    <RecipientCodeForm
      field="email"
      input={
        <Input prefix={<MailOutlined />} placeholder={t('personal.emailChange.newEmailPlaceholder')} autoComplete="email" maxLength={254} />
      }
      rules={{ recipient: shape.email, code: shape.code }}
      sendCode={personalApi.emailCode}
      change={(email, code) => personalApi.emailChange({ email, code })}
      onChanged={onChanged}
      submitText={t('personal.emailChange.submit')}
      testId="email-change-form"
    />
  );
}
