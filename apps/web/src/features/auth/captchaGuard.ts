import { fieldSchemas } from '@console/contract';
import { App, type FormInstance, type FormRule } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type CaptchaProof, useCaptcha } from './CaptchaInput';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';

/**
 * The image captcha of a form that sends a code: it guards the send, not the final submit, so its
 * rule only applies while a send is being validated. Any send, good or refused, uses it up.
 */
export function useCaptchaGuard(form: FormInstance) {
  const captcha = useCaptcha();
  const rule = useSchemaRule();
  const sending = useRef(false);
  const captchaRule: FormRule = () => (sending.current ? rule(fieldSchemas.captcha, 'captcha') : {});

  async function validateForSend<K extends string>(names: K[]): Promise<Record<K | 'captcha', string>> {
    sending.current = true;
    try {
      return (await form.validateFields([...names, 'captcha'])) as Record<K | 'captcha', string>;
    } finally {
      sending.current = false;
    }
  }

  const renew = () => {
    form.setFieldValue('captcha', '');
    captcha.refresh();
  };
  /**
   * Sends a code behind the captcha: validates `names` and the captcha, calls `send` with the values
   * and the captcha's token and proof of work, says so, and puts a refusal beside its fields. A rejection reaches the
   * caller (the countdown resets on it); either way the captcha is spent and a new one drawn.
   */
  const { t } = useTranslation();
  const { message } = App.useApp();
  async function sendWithCaptcha<K extends string>(
    names: K[],
    send: (values: Record<K | 'captcha', string>, proof: CaptchaProof | null) => Promise<unknown>,
  ): Promise<void> {
    const values = await validateForSend(names);
    try {
      await send(values, await captcha.prove());
      void message.success(t('auth.codeSent'));
    } catch (error) {
      showServerFieldErrors(form, error);
      throw error;
    } finally {
      renew();
    }
  }
  return { captcha, captchaRule, sendWithCaptcha };
}
