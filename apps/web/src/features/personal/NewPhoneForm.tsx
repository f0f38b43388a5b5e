import { MobileOutlined } from '@ant-design/icons';
import { phoneChangeSchema } from '@console/contract';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecipientCodeForm } from '../../components/RecipientCodeForm';
import { personalApi } from './api';

/** Phone change, step 3: a code to the new phone, then the change (`onChanged` with the new number). */
export function NewPhoneForm({
  changeTicket,
  onChanged,
  onRefused,
}: {
  changeTicket: string;
  onChanged: (phone: string) => void;
  onRefused: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const shape = phoneChangeSchema.shape;
  return (
    <RecipientCodeForm
      field="phone"
      input={
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('personal.phoneChange.newPhonePlaceholder')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
      }
      rules={{ recipient: shape.phone, code: shape.code }}
      sendCode={(phone) => personalApi.phoneNewCode({ changeTicket, phone })}
      change={(phone, code) => personalApi.phoneChange({ changeTicket, phone, code })}
      onChanged={onChanged}
      onRefused={onRefused}
      submitText={t('personal.phoneChange.submit')}
      testId="phone-new-form"
    />
  );
}
