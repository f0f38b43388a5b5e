import { nicknameMaxLength, nicknameSchema } from '@console/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { personalApi, profileQueryKey } from './api';

/** Edits the nickname under the contract's rule: refused, not stripped, when it holds other characters. */
export function NicknameDialog({ open, current, onClose }: { open: boolean; current: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const rule = useSchemaRule();
  const [form] = Form.useForm<{ nickname: string }>();
  return (
    <FormDialog
      open={open}
      title={t('personal.editNickname')}
      form={form}
      values={{ nickname: current ?? '' }}
      submit={async ({ nickname }) => {
        await personalApi.changeNickname(nickname.trim());
        await client.invalidateQueries({ queryKey: profileQueryKey });
      }}
      savedText={t('personal.nicknameSaved')}
      onSaved={onClose}
      onClose={onClose}
      testId="nickname-form"
    >
      <Form.Item name="nickname" label={t('fields.nickname')} rules={[rule(nicknameSchema.shape.nickname, 'nickname')]}>
        <Input placeholder={t('personal.nicknamePlaceholder')} maxLength={nicknameMaxLength} showCount autoFocus />
      </Form.Item>
    </FormDialog>
  );
}
