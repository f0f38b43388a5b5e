import { type PersonalSealStyle, type PersonalSignature, personalSealStyles } from '@console/contract';
import { Form, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { nameSealPreviewUrl, signaturesApi } from './api';

interface Values {
  style: PersonalSealStyle;
}

/** A name seal from the person's authenticated name: each style shown as the server draws it, one chosen. */
export function NameSealDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: (signature: PersonalSignature) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values, PersonalSignature>
      open={open}
      title={t('seals.personal.nameSeal.title')}
      form={form}
      initialValues={{ style: 'square' }}
      submit={(v) => signaturesApi.generate(v.style)}
      savedText={t('seals.personal.nameSeal.created')}
      okText={t('seals.personal.nameSeal.submit')}
      onSaved={onSaved}
      onClose={onClose}
      testId="name-seal-dialog"
      okButtonTestId="name-seal-ok"
    >
      <Typography.Paragraph type="secondary">{t('seals.personal.nameSeal.hint')}</Typography.Paragraph>
      <Form.Item name="style" label={t('seals.personal.nameSeal.style')}>
        <Radio.Group className="name-seal-styles">
          {open &&
            personalSealStyles.map((style) => (
              <Radio key={style} value={style} data-testid={`name-seal-style-${style}`}>
                <span className="name-seal-style">
                  <img src={nameSealPreviewUrl(style)} alt="" />
                  <span>{t(`seals.personal.style.${style}`)}</span>
                </span>
              </Radio>
            ))}
        </Radio.Group>
      </Form.Item>
    </FormDialog>
  );
}
