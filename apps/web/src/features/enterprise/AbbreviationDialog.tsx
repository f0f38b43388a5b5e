import { abbreviationSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { enterpriseApi, enterpriseKey } from './api';

// An empty abbreviation is allowed (it clears it): the form hands '' on as '' rather than as missing.
const abbreviationRule = { safeParse: (value: unknown) => abbreviationSchema.shape.abbreviation.safeParse(value ?? '') };

/** Edits the enterprise abbreviation: at most 10 characters, empty clears it. */
export function AbbreviationDialog({ open, current, onClose }: { open: boolean; current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ abbreviation: string }>();
  return (
    <FormDialog
      open={open}
      title={t('enterprise.abbreviation.title')}
      form={form}
      values={{ abbreviation: current ?? '' }}
      submit={async ({ abbreviation }) => {
        await enterpriseApi.abbreviation((abbreviation ?? '').trim());
        await client.invalidateQueries({ queryKey: enterpriseKey });
      }}
      savedText={t('enterprise.abbreviation.saved')}
      onSaved={onClose}
      onClose={onClose}
      testId="abbreviation-form"
    >
      <Form.Item name="abbreviation" label={t('fields.abbreviation')} rules={[rule(abbreviationRule, 'abbreviation')]}>
        <Input placeholder={t('enterprise.abbreviation.placeholder')} autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
