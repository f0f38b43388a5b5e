import type { TemplateDetail, TemplateField, TemplateStart } from '@console/contract';
import { isFillKind } from '@console/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePagePath } from '../../../app/routing';
import { showServerFieldErrors } from '../../../components/formRules';
import { templatesApi, templatesKey } from '../api';
import { FlowBasicsFields, type FlowBasicsValues, aWeekOn } from './FlowBasics';
import { PartyFields } from './PartyFields';
import { ValueField } from './ValueField';

interface Values extends FlowBasicsValues {
  values?: Record<string, string | boolean>;
  parties?: Record<string, { kind: 'person' | 'enterprise'; name: string; enterpriseName?: string; phone?: string; email?: string }>;
}

/**
 * A flow from a template: a form generated from its current version — a field for each value the
 * initiator fills (checked by the same rules as the server's), the people for each role, the flow's
 * title and deadline. The server refuses what breaks a rule beside its field; started, the flow opens.
 */
export default function StartFromTemplate({ id, onBack }: { id: string; onBack: () => void }) {
  const detail = useQuery({ queryKey: [...templatesKey, 'detail', id], queryFn: () => templatesApi.detail(id) });
  if (detail.error) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!detail.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  return <StartForm template={detail.data} onBack={onBack} />;
}

function StartForm({ template, onBack }: { template: TemplateDetail; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const flowsPath = usePagePath('mySignFlows');
  const [form] = Form.useForm<Values>();
  const own = template.fields.filter((f) => isFillKind(f.kind) && f.role === null);
  const signers = template.fields.filter((f) => isFillKind(f.kind) && f.role !== null);
  const start = useMutation({
    mutationFn: (v: Values) => templatesApi.start(template.id, body(template, v)),
    onSuccess: (started) => {
      void message.success(t('templates.start.started'));
      if (flowsPath) void navigate(`${flowsPath}?flow=${started.signFlowId}`);
      else onBack();
    },
    onError: (error) => showServerFieldErrors(form, error),
  });
  return (
    <Card
      title={t('templates.start.heading', { name: template.name })}
      extra={
        <Button onClick={onBack} data-testid="template-back">
          {t('templates.editor.back')}
        </Button>
      }
    >
      {!template.enabled && <Alert type="warning" showIcon title={t('templates.start.disabled')} style={{ marginBottom: 16 }} />}
      <Form
        form={form}
        name="template-start"
        layout="vertical"
        style={{ maxWidth: 640 }}
        initialValues={{
          title: template.name,
          deadline: aWeekOn(),
          parties: Object.fromEntries(template.roles.map((_, i) => [String(i), { kind: 'person' }])),
        }}
        onFinish={(v) => start.mutate(v)}
        data-testid="template-start"
      >
        <FlowBasicsFields />
        {own.length > 0 && (
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('templates.start.values')}
          </Typography.Title>
        )}
        {own.map((f) => (
          <ValueField key={f.key} field={f} />
        ))}
        {signers.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={signers.map((f: TemplateField) => `${f.label} — ${t('templates.start.signerFills', { role: f.role })}`).join('; ')}
          />
        )}
        <Typography.Title level={2} style={{ fontSize: 16 }}>
          {t('templates.start.parties')}
        </Typography.Title>
        <Flex vertical gap={8}>
          {template.roles.map((role, i) => (
            <PartyFields key={role} index={i} role={role} />
          ))}
        </Flex>
        <Button type="primary" htmlType="submit" loading={start.isPending} disabled={!template.enabled} data-testid="start-submit">
          {t('templates.start.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** The form's values as the server takes them: text values trimmed, a checkbox as `true`/`false`, a party per role. */
function body(template: TemplateDetail, v: Values): TemplateStart {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(v.values ?? {})) {
    if (typeof value === 'boolean') values[key] = value ? 'true' : 'false';
    else if (value !== undefined && value !== '') values[key] = value;
  }
  return {
    title: v.title,
    message: v.message,
    deadlineAt: new Date(v.deadline).getTime(),
    values,
    parties: template.roles.map((role, i) => {
      const p = v.parties?.[String(i)];
      return {
        role,
        kind: p?.kind ?? 'person',
        name: p?.name ?? '',
        enterpriseName: p?.kind === 'enterprise' ? p.enterpriseName : undefined,
        phone: p?.phone || undefined,
        email: p?.email || undefined,
        language: 'zh',
      };
    }),
  };
}
