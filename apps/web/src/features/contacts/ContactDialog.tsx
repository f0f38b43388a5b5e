import { type Contact, type ContactForm, contactFormSchema } from '@console/contract';
import { Form, Input, Radio } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { contactsApi } from './api';

const shape = contactFormSchema.shape;

/** The empty optional fields as the contract takes them. */
const cleaned = (values: ContactForm): ContactForm => ({
  ...values,
  creditCode: values.creditCode ?? '',
  orgCode: values.orgCode ?? '',
  phone: values.phone ?? '',
  email: values.email ?? '',
});

/** The object-level rules (one of the two codes, a phone or an e-mail), beside the field each names. */
function crossIssues(values: ContactForm, t: TFunction): { name: string; error: string }[] {
  const result = contactFormSchema.safeParse(cleaned(values));
  if (result.success) return [];
  return result.error.issues
    .filter((i) => i.code === 'custom')
    .map((i) => ({
      name: String(i.path[0]),
      error: t(`validation.${i.message as 'creditOrOrgCode'}`, { field: t(`fields.${String(i.path[0]) as 'phone'}`) }),
    }));
}

/** A new external contact, or an existing one (its masked phone and e-mail must be typed again to change). */
export function ContactDialog({ contact, onClose, onSaved }: { contact?: Contact; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ContactForm>();
  const kind = Form.useWatch('kind', form) ?? contact?.kind ?? 'enterprise';
  return (
    <FormDialog
      open
      title={t(contact ? 'contacts.editTitle' : 'contacts.createTitle')}
      form={form}
      values={
        contact
          ? { kind: contact.kind, name: contact.name, creditCode: contact.creditCode, orgCode: contact.orgCode }
          : { kind: 'enterprise' }
      }
      check={(values) => crossIssues(values, t)}
      submit={(values) => (contact ? contactsApi.edit(contact.id, cleaned(values)) : contactsApi.create(cleaned(values)))}
      savedText={t('contacts.saved')}
      onSaved={onSaved}
      onClose={onClose}
      testId="contact-form"
    >
      <Form.Item name="kind" label={t('contacts.kind')}>
        <Radio.Group
          options={[
            { value: 'enterprise', label: t('contacts.kinds.enterprise') },
            { value: 'individual', label: t('contacts.kinds.individual') },
          ]}
        />
      </Form.Item>
      <Form.Item name="name" label={t('contacts.name')} required rules={[rule(shape.name, t('contacts.name'))]}>
        <Input maxLength={32} data-testid="contact-name" />
      </Form.Item>
      {kind === 'enterprise' && (
        <>
          <Form.Item name="creditCode" label={t('fields.creditCode')} extra={t('contacts.codeHint')}>
            <Input maxLength={18} data-testid="contact-credit-code" />
          </Form.Item>
          <Form.Item name="orgCode" label={t('fields.orgCode')}>
            <Input maxLength={18} data-testid="contact-org-code" />
          </Form.Item>
        </>
      )}
      <Form.Item name="phone" label={t('contacts.phone')} extra={t('contacts.reachHint')} rules={[rule(shape.phone, 'phone')]}>
        <Input placeholder={contact?.phone} data-testid="contact-phone" />
      </Form.Item>
      <Form.Item name="email" label={t('contacts.email')} rules={[rule(shape.email, 'email')]}>
        <Input placeholder={contact?.email} data-testid="contact-email" />
      </Form.Item>
    </FormDialog>
  );
}
