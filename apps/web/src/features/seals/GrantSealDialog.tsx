import { type Seal, type SealGrant, sealGrantCreateSchema, sealGrantRoles } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Form, Radio, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../../components/CodeInput';
import { FormDialog } from '../../components/FormDialog';
import { useSchemaRule } from '../../components/formRules';
import { MemberPicker } from '../organization';
import { grantsApi } from './grants-api';

interface Values {
  memberId: string;
  role: (typeof sealGrantRoles)[number];
  scope: 'all' | 'apps';
  appIds: string[];
  period: 'longTerm' | 'limited';
  startAt: Dayjs;
  endAt?: Dayjs;
  code: string;
}

/** When a day starts, or now when that day is today (a grant made today holds at once). */
export const startOf = (day: Dayjs) => (day.isSame(dayjs(), 'day') ? Date.now() : day.startOf('day').valueOf());

/**
 * 印章授权: hands the seal to a member as its user or approver, for every use or named applications,
 * long-term or to a day, with a code sent to the granting administrator's own phone.
 */
export function GrantSealDialog({
  seal,
  onClose,
  onSaved,
}: {
  seal: Seal | null;
  onClose: () => void;
  onSaved: (grant: SealGrant) => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [form] = Form.useForm<Values>();
  const scope = Form.useWatch('scope', form);
  const period = Form.useWatch('period', form);
  const apps = useQuery({ queryKey: ['seals', 'grantApps'], queryFn: grantsApi.applications, enabled: seal !== null && scope === 'apps' });
  return (
    <FormDialog<Values, SealGrant>
      open={seal !== null}
      title={t('seals.grants.grantTitle', { alias: seal?.alias ?? '' })}
      form={form}
      initialValues={{ role: 'user', scope: 'all', appIds: [], period: 'longTerm', startAt: dayjs() }}
      check={(v) =>
        v.period === 'limited' && v.endAt && v.endAt.isBefore(v.startAt, 'day')
          ? [{ name: 'endAt', error: t('errors.sealGrantPeriodInvalid') }]
          : []
      }
      submit={(v) =>
        grantsApi.grant(seal!.id, {
          memberId: v.memberId,
          role: v.role,
          appIds: v.scope === 'apps' ? v.appIds : [],
          startAt: startOf(v.startAt),
          endAt: v.period === 'limited' && v.endAt ? v.endAt.endOf('day').valueOf() : null,
          code: v.code.trim(),
        })
      }
      savedText={t('seals.grants.granted')}
      okText={t('seals.grants.grant')}
      onSaved={onSaved}
      onClose={onClose}
      testId="seal-grant-dialog"
      okButtonTestId="seal-grant-ok"
    >
      <Typography.Paragraph type="secondary">{t('seals.grants.grantIntro')}</Typography.Paragraph>
      <Form.Item name="memberId" label={t('seals.grants.member')} rules={[rule(sealGrantCreateSchema.shape.memberId, 'sealGrantMember')]}>
        <MemberPicker placeholder={t('seals.grants.memberPlaceholder')} aria-label={t('seals.grants.member')} data-testid="grant-member" />
      </Form.Item>
      <Form.Item name="role" label={t('seals.grants.role')}>
        <Radio.Group options={sealGrantRoles.map((r) => ({ value: r, label: t(`seals.grants.roleName.${r}`) }))} data-testid="grant-role" />
      </Form.Item>
      <Form.Item name="scope" label={t('seals.grants.scope')}>
        <Radio.Group
          options={[
            { value: 'all', label: t('seals.grants.scopeAll') },
            { value: 'apps', label: t('seals.grants.scopeApps') },
          ]}
        />
      </Form.Item>
      {scope === 'apps' && (
        <Form.Item
          name="appIds"
          label={t('seals.grants.apps')}
          rules={[{ required: true, type: 'array', min: 1, message: t('validation.required', { field: t('seals.grants.apps') }) }]}
        >
          <Select
            mode="multiple"
            placeholder={t('seals.grants.appsPlaceholder')}
            loading={apps.isFetching}
            options={(apps.data?.list ?? []).map((a) => ({ value: a.id, label: a.name }))}
            data-testid="grant-apps"
          />
        </Form.Item>
      )}
      <Form.Item name="period" label={t('seals.grants.period')}>
        <Radio.Group
          options={[
            { value: 'longTerm', label: t('seals.grants.periodLongTerm') },
            { value: 'limited', label: t('seals.grants.periodLimited') },
          ]}
          data-testid="grant-period"
        />
      </Form.Item>
      <Form.Item name="startAt" label={t('seals.grants.startAt')} rules={[{ required: true }]}>
        <DatePicker allowClear={false} style={{ width: '100%' }} data-testid="grant-start" />
      </Form.Item>
      {period === 'limited' && (
        <Form.Item
          name="endAt"
          label={t('seals.grants.endAt')}
          rules={[{ required: true, message: t('validation.required', { field: t('seals.grants.endAt') }) }]}
        >
          <DatePicker style={{ width: '100%' }} data-testid="grant-end" />
        </Form.Item>
      )}
      <Form.Item name="code" label={t('seals.grants.code')} rules={[rule(sealGrantCreateSchema.shape.code, 'code')]}>
        <CodeInput onSend={grantsApi.grantCode} />
      </Form.Item>
    </FormDialog>
  );
}
