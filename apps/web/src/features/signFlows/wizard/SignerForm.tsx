import { Button, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftSigner } from './types';

export type SignerValues = Omit<DraftSigner, 'key' | 'colour' | 'serverId'>;

const phoneRule = /^1\d{10}$/;

/**
 * A signer: a person (name, phone or e-mail) or an enterprise (its name and the handler who signs for
 * it); its order group. Checked here as the server checks it (a phone of 11 digits starting with 1, a
 * phone or an e-mail); the server says again at the review if anything is still wrong.
 */
export function SignerForm({ onAdd, nextGroup }: { onAdd: (values: SignerValues) => void; nextGroup: number }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<SignerValues>();
  const kind = Form.useWatch('kind', form) ?? 'person';
  const add = (v: SignerValues) => {
    onAdd({
      ...v,
      phone: v.phone?.trim() || undefined,
      email: v.email?.trim() || undefined,
      enterpriseName: v.enterpriseName?.trim() || undefined,
    });
    form.resetFields(['name', 'enterpriseName', 'phone', 'email']);
  };
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ kind: 'person', group: 1, language: i18n.language.startsWith('zh') ? 'zh' : 'en' }}
      onFinish={add}
      data-testid="signer-form"
    >
      <Form.Item name="kind" label={t('signFlows.signer.kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'person', label: t('signFlows.signer.person') },
            { value: 'enterprise', label: t('signFlows.signer.enterprise') },
          ]}
          data-testid="signer-kind"
        />
      </Form.Item>
      {kind === 'enterprise' && (
        <Form.Item
          name="enterpriseName"
          label={t('signFlows.signer.enterpriseName')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input maxLength={100} data-testid="signer-enterprise" />
        </Form.Item>
      )}
      <Form.Item
        name="name"
        label={kind === 'enterprise' ? t('signFlows.signer.handler') : t('signFlows.signer.name')}
        rules={[{ required: true, whitespace: true, max: 50 }]}
      >
        <Input maxLength={50} data-testid="signer-name" />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('signFlows.signer.phone')}
        extra={t('signFlows.signer.contactHint')}
        dependencies={['email']}
        rules={[
          { pattern: phoneRule, message: t('signFlows.signer.phoneInvalid') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              v?.trim() || (getFieldValue('email') as string | undefined)?.trim()
                ? Promise.resolve()
                : Promise.reject(new Error(t('signFlows.signer.contactRequired'))),
          }),
        ]}
      >
        <Input inputMode="numeric" maxLength={11} data-testid="signer-phone" />
      </Form.Item>
      <Form.Item name="email" label={t('signFlows.signer.email')} rules={[{ type: 'email' }, { max: 100 }]}>
        <Input type="email" maxLength={100} data-testid="signer-email" />
      </Form.Item>
      <Form.Item name="group" label={t('signFlows.signer.group')} extra={t('signFlows.wizard.groupHint')} rules={[{ required: true }]}>
        <InputNumber min={1} max={Math.min(10, nextGroup)} precision={0} data-testid="signer-group" />
      </Form.Item>
      <Form.Item name="language" label={t('signFlows.signer.language')}>
        <Select
          options={[
            { value: 'zh', label: '中文' },
            { value: 'en', label: 'English' },
          ]}
          style={{ maxWidth: 160 }}
        />
      </Form.Item>
      <Button htmlType="submit" type="dashed" data-testid="signer-add">
        {t('signFlows.wizard.addSigner')}
      </Button>
    </Form>
  );
}
