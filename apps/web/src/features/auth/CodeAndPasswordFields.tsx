import { LockOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { NewPasswordInput } from '../../components/NewPasswordInput';
import { SubmitButton } from '../../components/SubmitButton';
import { useSameAsRule, useSchemaRule } from '../../components/formRules';

type Parseable = Parameters<ReturnType<typeof useSchemaRule>>[0];

interface CodeAndPasswordFieldsProps {
  /** Sends the code (the form's own captcha and recipient checks in it). */
  sendCode: () => Promise<unknown>;
  /** The contract's rules of the code and the password. */
  shape: { code: Parseable; password: Parseable };
  /** The password's label: a new account's password, or the new one of a reset. */
  passwordField: 'password' | 'newPass';
  texts: { passwordPlaceholder: string; confirmPlaceholder: string; submit: string };
  submitting: boolean;
}

/** The code sent, a password (its rule shown while typing), its confirmation and the submit button: registration and the password reset end alike. */
export function CodeAndPasswordFields({ sendCode, shape, passwordField, texts, submitting }: CodeAndPasswordFieldsProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const sameAs = useSameAsRule();
  return (
    <>
      <Form.Item name="code" label={t('fields.code')} rules={[rule(shape.code, 'code')]}>
        <CodeInput onSend={sendCode} />
      </Form.Item>
      <Form.Item name="password" label={t(`fields.${passwordField}`)} rules={[rule(shape.password, passwordField)]}>
        <NewPasswordInput withIcon placeholder={texts.passwordPlaceholder} />
      </Form.Item>
      <Form.Item name="confirmPassword" label={t('fields.confirmPassword')} dependencies={['password']} rules={[sameAs('password')]}>
        <Input.Password prefix={<LockOutlined />} placeholder={texts.confirmPlaceholder} autoComplete="new-password" maxLength={20} />
      </Form.Item>
      <SubmitButton submitting={submitting}>{texts.submit}</SubmitButton>
    </>
  );
}
