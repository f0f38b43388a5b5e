import { fieldSchemas } from '@console/contract';
import type { FormInstance, FormRule } from 'antd';
import { useRef } from 'react';
import { useCaptcha } from '../../components/CaptchaInput';
import { useSchemaRule } from '../../components/formRules';

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
  return { captcha, captchaRule, validateForSend, renew };
}
