import {
  type WebsiteConfig,
  type WebsiteConfigRecord,
  defaultWebsiteConfig,
  loginEntryPages,
  websiteConfigFields,
  websiteConfigSchema,
} from '@console/contract';
import { type Phrases, languages } from '@console/phrases';
import { App, Button, Col, Divider, Form, Row, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteApi } from '../api';
import { ColourField } from '../../../components/ColourField';
import { SitePreview } from './SitePreview';
import { showServerFieldErrors as showFieldErrors, useSchemaRule } from '../../../components/formRules';

type Key = keyof WebsiteConfig;
const keys = Object.keys(defaultWebsiteConfig) as Key[];
/** Each colour, and the colours its contrast is checked against (re-checked when those change). */
const colours: { name: Key; help: `${Key}Help` & keyof Phrases['site']['ops']; against: Key[] }[] = [
  { name: 'themeColor', help: 'themeColorHelp', against: [] },
  { name: 'sidebarBgColor', help: 'sidebarBgColorHelp', against: [] },
  { name: 'sidebarTextColor', help: 'sidebarTextColorHelp', against: ['sidebarBgColor'] },
  { name: 'sidebarActiveTextColor', help: 'sidebarActiveTextColorHelp', against: ['sidebarBgColor', 'themeColor'] },
];

function configOf(record: WebsiteConfigRecord): WebsiteConfig {
  return Object.fromEntries(keys.map((k) => [k, record[k]])) as WebsiteConfig;
}

/** The form's values where they are valid, the saved ones where not: the preview never shows a half-typed colour. */
function previewOf(values: Partial<WebsiteConfig> | undefined, saved: WebsiteConfig): WebsiteConfig {
  return Object.fromEntries(
    keys.map((k) => [k, websiteConfigFields.shape[k].safeParse(values?.[k]).success ? values![k] : saved[k]]),
  ) as WebsiteConfig;
}

export function WebsiteConfigForm({ record, onSaved }: { record: WebsiteConfigRecord; onSaved: (record: WebsiteConfigRecord) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<WebsiteConfig>();
  const rule = useSchemaRule();
  const [busy, setBusy] = useState(false);
  const saved = configOf(record);
  const values = Form.useWatch((all: WebsiteConfig) => all, form);
  const dirty = values !== undefined && keys.some((k) => values[k] !== saved[k]);
  const shape = websiteConfigFields.shape;
  /** The contrast rules of the whole config that are about this colour (WCAG AA), checked as it is typed. */
  const contrastOf = (name: Key) => ({
    safeParse: (value: unknown) => {
      const result = websiteConfigSchema.safeParse({ ...form.getFieldsValue(), [name]: value });
      const issues = result.success ? [] : result.error.issues.filter((i) => i.code === 'custom' && i.path[0] === name);
      return issues.length ? { success: false as const, error: { issues } } : { success: true as const };
    },
  });

  const submit = async (config: WebsiteConfig) => {
    setBusy(true);
    try {
      onSaved(await siteApi.updateConfig(config));
      void message.success(t('site.ops.saved'));
    } catch (error) {
      showFieldErrors(form, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={saved} onFinish={(v) => void submit(v)} data-testid="website-config-form">
      <Row gutter={[40, 16]}>
        <Col xs={24} xl={12}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {t('site.ops.colours')}
          </Typography.Title>
          <Row gutter={16}>
            {colours.map(({ name, help, against }) => (
              <Col xs={24} sm={12} key={name}>
                <Form.Item
                  name={name}
                  label={t(`fields.${name}`)}
                  extra={t(`site.ops.${help}`)}
                  required
                  dependencies={against}
                  rules={[rule(shape[name], t(`fields.${name}`)), rule(contrastOf(name), t(`fields.${name}`))]}
                >
                  <ColourField />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Typography.Title level={5}>{t('site.ops.entry')}</Typography.Title>
          <Form.Item
            name="loginEntryPath"
            label={t('fields.loginEntryPath')}
            extra={t('site.ops.loginEntryPathHelp')}
            required
            rules={[rule(shape.loginEntryPath, t('fields.loginEntryPath'))]}
          >
            {/* Only the console's sign-in pages: a typed path could name a page that is no sign-in page. */}
            <Select
              data-testid="login-entry-path"
              options={loginEntryPages.map((path) => ({
                value: path,
                label: `${path} · ${t(`site.ops.loginEntryPages.${path.slice(1) as 'login'}`)}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="defaultLanguage"
            label={t('fields.defaultLanguage')}
            extra={t('site.ops.defaultLanguageHelp')}
            required
            rules={[rule(shape.defaultLanguage, t('fields.defaultLanguage'))]}
          >
            <Select options={languages.map((l) => ({ value: l, label: t(`common.languageNames.${l}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={12}>
          <SitePreview config={previewOf(values, saved)} />
        </Col>
      </Row>
      <Divider />
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="save-site-config">
          {t('common.save')}
        </Button>
        <Tooltip title={t('site.ops.restoreDefaultsHint')}>
          <Button onClick={() => form.setFieldsValue(defaultWebsiteConfig)} data-testid="restore-defaults">
            {t('site.ops.restoreDefaults')}
          </Button>
        </Tooltip>
        {dirty && <Tag color="warning">{t('site.ops.unsaved')}</Tag>}
      </Space>
    </Form>
  );
}
