import { type Seal, type SealAutoSign, sealAutoSignCreateSchema } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { startOf } from './GrantSealDialog';
import { grantsApi } from './grants-api';

interface Values {
  applicationId: string;
  startAt: Dayjs;
  endAt: Dayjs;
  code: string;
}

/**
 * Auto-sign (sign mode 0): the master lets one of the enterprise's applications apply this seal with
 * nobody present, from a day to a day, with a code sent to the master's own phone.
 */
export function AutoSignDialog({ seal, onClose, onSaved }: { seal: Seal | null; onClose: () => void; onSaved: (a: SealAutoSign) => void }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const apps = useQuery({ queryKey: ['seals', 'grantApps'], queryFn: grantsApi.applications, enabled: seal !== null });
  return (
    <FormDialog<Values, SealAutoSign>
      open={seal !== null}
      title={t('seals.grants.autoSignTitle', { alias: seal?.alias ?? '' })}
      form={form}
      initialValues={{ startAt: dayjs(), endAt: dayjs().add(1, 'year') }}
      check={(v) => (v.endAt.isBefore(v.startAt, 'day') ? [{ name: 'endAt', error: t('errors.sealGrantPeriodInvalid') }] : [])}
      submit={(v) =>
        grantsApi.autoSign(seal!.id, {
          applicationId: v.applicationId,
          startAt: startOf(v.startAt),
          endAt: v.endAt.endOf('day').valueOf(),
          code: v.code.trim(),
        })
      }
      savedText={t('seals.grants.autoSigned')}
      okText={t('seals.grants.autoSign')}
      onSaved={onSaved}
      onClose={onClose}
      testId="seal-auto-sign-dialog"
      okButtonTestId="seal-auto-sign-ok"
    >
      <Typography.Paragraph type="secondary">{t('seals.grants.autoSignIntro')}</Typography.Paragraph>
      <Form.Item
        name="applicationId"
        label={t('seals.grants.application')}
        rules={[rule(sealAutoSignCreateSchema.shape.applicationId, 'sealGrantApplication')]}
      >
        <Select
          placeholder={t('seals.grants.applicationPlaceholder')}
          loading={apps.isFetching}
          options={(apps.data?.list ?? []).map((a) => ({ value: a.id, label: `${a.name} (${a.appId})` }))}
          data-testid="auto-sign-app"
        />
      </Form.Item>
      <Form.Item name="startAt" label={t('seals.grants.startAt')} rules={[{ required: true }]}>
        <DatePicker allowClear={false} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="endAt" label={t('seals.grants.endAt')} rules={[{ required: true }]}>
        <DatePicker allowClear={false} style={{ width: '100%' }} data-testid="auto-sign-end" />
      </Form.Item>
      <Form.Item name="code" label={t('seals.grants.code')} rules={[rule(sealAutoSignCreateSchema.shape.code, 'code')]}>
        <CodeInput onSend={grantsApi.autoSignCode} />
      </Form.Item>
    </FormDialog>
  );
}
