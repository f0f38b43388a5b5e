import { type Contact, type ContactForm, contactFormSchema } from '@console/contract';
import { Form, Input, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { contactsApi } from './api';

const shape = contactFormSchema.shape;
/** The object-level rules (one of the two codes, a phone or an e-mail) checked as the form is submitted. */
function crossIssues(values: ContactForm): { name: string; message: string }[] {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.code === 'custom').map((i) => ({ name: String(i.path[0]), message: i.message }));
}

/** A new external contact, or an existing one (its masked phone and e-mail must be typed again to change). */
export function ContactDialog({ contact, onClose, onSaved }: { contact?: Contact; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<ContactForm>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? contact?.kind ?? 'enterprise';
  useEffect(() => {
    form.setFieldsValue(
      contact
        ? { kind: contact.kind, name: contact.name, creditCode: contact.creditCode, orgCode: contact.orgCode }
        : { kind: 'enterprise' },
    );
  }, [contact, form]);
  const save = async () => {
    const values = await form.validateFields();
    const clean = {
      ...values,
      creditCode: values.creditCode ?? '',
      orgCode: values.orgCode ?? '',
      phone: values.phone ?? '',
      email: values.email ?? '',
    };
    const issues = crossIssues(clean);
    if (issues.length) {
      form.setFields(
        issues.map((i) => ({
          name: i.name as keyof ContactForm,
          errors: [t(`validation.${i.message as 'creditOrOrgCode'}`, { field: t(`fields.${i.name as 'phone'}`) })],
        })),
      );
      return;
    }
    setSaving(true);
    try {
      if (contact) await contactsApi.edit(contact.id, clean);
      else await contactsApi.create(clean);
      onSaved();
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={t(contact ? 'contacts.editTitle' : 'contacts.createTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save().catch(() => undefined)}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)} data-testid="contact-form">
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
      </Form>
    </Modal>
  );
}
