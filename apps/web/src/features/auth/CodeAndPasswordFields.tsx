import { LockOutlined } from '@ant-design/icons';
import { forgetResetSchema, registerSchema } from '@console/contract';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { SubmitButton } from '../../components/SubmitButton';
import { useSameAsRule, useSchemaRule } from '../../components/formRules';
import { type Captcha, CaptchaInput } from './CaptchaInput';

/** Each flow's contract (the rules of the code and the password) and the password's label. */
const flows = {
  register: { shape: registerSchema.shape, passwordField: 'password' },
  forget: { shape: forgetResetSchema.shape, passwordField: 'newPass' },
} as const;

interface CodeAndPasswordFieldsProps {
  /** A new account's password, or the new one of a reset: the rules, label and texts (`auth.<flow>.*`). */
  flow: keyof typeof flows;
  /** The image captcha guarding the send (`useCaptchaGuard`), shown above the code when given. */
  captcha?: { captcha: Captcha; captchaRule: FormRule };
  /** Sends the code (the form's own captcha and recipient checks in it). */
  sendCode: () => Promise<unknown>;
  submitting: boolean;
}

/** The captcha and code sent, a password (its rule shown while typing), its confirmation and the submit button: registration and the password reset end alike. */
export function CodeAndPasswordFields({ flow, captcha, sendCode, submitting }: CodeAndPasswordFieldsProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const sameAs = useSameAsRule();
  const { shape, passwordField } = flows[flow];
  return (
    <>
      {captcha && (
        <Form.Item name="captcha" label={t('fields.captcha')} rules={[captcha.captchaRule]}>
          <CaptchaInput captcha={captcha.captcha} />
        </Form.Item>
      )}
      <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <Form.Item name="password" label={t(`fields.${passwordField}`)} rules={[rule(shape.password, passwordField)]}>
        <NewPasswordInput withIcon placeholder={t(`auth.${flow}.passwordPlaceholder`)} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} dependencies={['password']} rules={[sameAs('password')]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t(`auth.${flow}.confirmPlaceholder`)}
          autoComplete="new-password"
          maxLength={20}
        />
      </Form.Item>
      <SubmitButton submitting={submitting}>{t(`auth.${flow}.submit`)}</SubmitButton>
    </>
  );
}
