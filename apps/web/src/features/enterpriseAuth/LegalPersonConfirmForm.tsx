import { type LegalPersonVerified, type PublicLegalPersonTicket, legalPersonElementsSchema } from '@console/contract';
import { errorCatalogue } from '@console/contract/errors';
import { Button, Checkbox, Form, Input, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http';
import { showServerFieldErrors, useSchemaRule } from '../../components/formRules';
import { FaceRecorder } from '../realName';
import { enterpriseAuthApi } from './api';

interface Values {
  idNumber: string;
  authorize: boolean;
}

export interface ConfirmFormProps {
  ticket: string;
  link: PublicLegalPersonTicket;
  onDone: (answer: LegalPersonVerified) => void;
  /** A refusal that is not about a field (the link, the check): the page decides how to show it. */
  onRefused: (error: unknown) => void;
}

/** The legal representative's confirmation: 3 elements (the ID number) or a face video, and the authorization. */
export function LegalPersonConfirmForm({ ticket, link, onDone, onRefused }: ConfirmFormProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const [how, setHow] = useState<'elements' | 'face'>('elements');
  const [video, setVideo] = useState<Blob | null>(null);
  const [sending, setSending] = useState(false);
  const authorizeText = link.agentName
    ? t('enterpriseAuth.phone.authorize', { agent: link.agentName, enterprise: link.enterpriseName })
    : t('enterpriseAuth.phone.authorizeSelf', { enterprise: link.enterpriseName });

  const submit = async (values: Values) => {
    setSending(true);
    const body = { idNumber: values.idNumber.trim().toUpperCase(), authorize: '1' as const };
    try {
      onDone(
        how === 'face' && video
          ? await enterpriseAuthApi.legalPersonFace(ticket, body, video)
          : await enterpriseAuthApi.legalPersonElements(ticket, body),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCatalogue.legalPersonIdNumberWrong.code)
        form.setFields([{ name: 'idNumber', errors: [error.message] }]);
      else if (!showServerFieldErrors(form, error)) onRefused(error);
    }
    setSending(false);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => void submit(v)}
      style={{ width: '100%', textAlign: 'start' }}
      data-testid="legal-person-form"
    >
      <Form.Item label={t('enterpriseAuth.phone.how')}>
        <Segmented
          block
          value={how}
          onChange={(v) => setHow(v as 'elements' | 'face')}
          options={[
            { value: 'elements', label: t('enterpriseAuth.phone.elements') },
            { value: 'face', label: t('enterpriseAuth.phone.face') },
          ]}
          data-testid="legal-person-how"
        />
      </Form.Item>
      <Form.Item
        name="idNumber"
        label={t('enterpriseAuth.phone.idNumber')}
        rules={[rule(legalPersonElementsSchema.shape.idNumber, 'legalIdNumber')]}
      >
        <Input size="large" maxLength={18} autoComplete="off" placeholder={t('enterpriseAuth.form.idNumberPlaceholder')} />
      </Form.Item>
      {how === 'face' && <FaceRecorder mode="face" onChange={setVideo} disabled={sending} />}
      <Form.Item
        name="authorize"
        valuePropName="checked"
        rules={[
          {
            validator: async (_r, v: unknown) => {
              if (v !== true) throw new Error(t('validation.authorize'));
            },
          },
        ]}
      >
        <Checkbox data-testid="legal-person-authorize">{authorizeText}</Checkbox>
      </Form.Item>
      <Button
        type="primary"
        size="large"
        block
        htmlType="submit"
        loading={sending}
        disabled={how === 'face' && !video}
        data-testid="legal-person-submit"
      >
        {t('enterpriseAuth.phone.submit')}
      </Button>
    </Form>
  );
}
