import { Card, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';

/** Who signs as one role: a person, or an enterprise and the person handling it; a phone or an e-mail for the link. */
export function PartyFields({ index, role }: { index: number; role: string }) {
  const { t } = useTranslation();
  const at = (name: string) => ['parties', String(index), name];
  const kind = Form.useWatch(at('kind')) as 'person' | 'enterprise' | undefined;
  return (
    <Card size="small" title={role} data-testid={`party-${index}`}>
      <Form.Item name={at('kind')} label={t('templates.start.kind')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'person', label: t('templates.start.person') },
            { value: 'enterprise', label: t('templates.start.enterprise') },
          ]}
        />
      </Form.Item>
      {kind === 'enterprise' && (
        <Form.Item
          name={at('enterpriseName')}
          label={t('templates.start.enterpriseName')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input maxLength={100} data-testid={`party-${index}-enterprise`} />
        </Form.Item>
      )}
      <Form.Item name={at('name')} label={t('templates.start.name')} rules={[{ required: true, whitespace: true, max: 50 }]}>
        <Input maxLength={50} autoComplete="off" data-testid={`party-${index}-name`} />
      </Form.Item>
      <Form.Item
        name={at('phone')}
        label={t('templates.start.phone')}
        rules={[{ pattern: /^1\d{10}$/, message: t('templates.rule.phone') }]}
      >
        <Input inputMode="tel" maxLength={11} autoComplete="off" data-testid={`party-${index}-phone`} />
      </Form.Item>
      <Form.Item name={at('email')} label={t('templates.start.email')} rules={[{ type: 'email', message: t('templates.rule.email') }]}>
        <Input inputMode="email" maxLength={100} autoComplete="off" />
      </Form.Item>
    </Card>
  );
}
