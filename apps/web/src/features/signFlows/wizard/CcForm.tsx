import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftCc } from './types';

type Values = Omit<DraftCc, 'key' | 'serverId' | 'language'>;

/** A CC recipient: a name and a phone or an e-mail. */
export function CcForm({ onAdd }: { onAdd: (values: Omit<DraftCc, 'key' | 'serverId'>) => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const add = (v: Values) => {
    onAdd({
      name: v.name.trim(),
      phone: v.phone?.trim() || undefined,
      email: v.email?.trim() || undefined,
      language: i18n.language.startsWith('zh') ? 'zh' : 'en',
    });
    form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" onFinish={add} data-testid="cc-form">
      <Form.Item name="name" label={t('signFlows.signer.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
        <Input maxLength={50} data-testid="cc-name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('signFlows.signer.phone')}
        dependencies={['email']}
        rules={[
          { pattern: /^1\d{10}$/, message: t('signFlows.signer.phoneInvalid') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              v?.trim() || (getFieldValue('email') as string | undefined)?.trim()
                ? Promise.resolve()
                : Promise.reject(new Error(t('signFlows.signer.contactRequired'))),
          }),
        ]}
      >
        <Input inputMode="numeric" maxLength={11} data-testid="cc-phone" />
      </Form.Item>
      <Form.Item name="email" label={t('signFlows.signer.email')} rules={[{ type: 'email' }, { max: 100 }]}>
        <Input type="email" maxLength={100} />
      </Form.Item>
      <Button htmlType="submit" type="dashed" data-testid="cc-add">
        {t('signFlows.wizard.addCc')}
      </Button>
    </Form>
  );
}
