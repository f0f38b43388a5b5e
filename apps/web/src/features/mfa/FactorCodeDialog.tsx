import { factorCodeSchema } from '@console/contract';
import { Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';

/** A change to the factors that asks for one of them first: a current app code or a recovery code. */
export function FactorCodeDialog<Result>({
  open,
  title,
  intro,
  okText,
  savedText,
  submit,
  onClose,
  onDone,
  testId,
}: {
  open: boolean;
  title: string;
  intro: string;
  okText: string;
  savedText: string;
  submit: (code: string) => Promise<Result>;
  onClose: () => void;
  onDone: (result: Result) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string }>();
  const rule = useSchemaRule();
  return (
    <FormDialog
      open={open}
      title={title}
      form={form}
      submit={({ code }) => submit(code.trim())}
      savedText={savedText}
      okText={okText}
      onSaved={onDone}
      onClose={onClose}
      testId={testId}
      okButtonTestId={`${testId}-ok`}
    >
      <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      <Form.Item name="code" label={t('mfa.prove.code')} rules={[rule(factorCodeSchema.shape.code, 'code')]}>
        <Input autoComplete="one-time-code" maxLength={11} placeholder={t('mfa.prove.codePlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
