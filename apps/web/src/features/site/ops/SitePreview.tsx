import type { WebsiteConfig } from '@console/contract';
import { Button, Card, ConfigProvider, Flex, Menu, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcons } from '../../../app/shell/menuIcons';
import { themeFrom } from '../../../app/theme';
import { Logo } from '../../../components/Logo';

const menuNames = ['home', 'personalCenter', 'costCenter', 'serviceManage', 'dailyManage'] as const;

/**
 * A miniature of the signed-in console, themed by the same `themeFrom` the console uses, so what
 * the operator sees here is what visitors will get.
 */
export function SitePreview({ config }: { config: WebsiteConfig }) {
  const { t } = useTranslation();
  const items = menuNames.map((name) => ({ key: name, icon: menuIcons[name], label: t(`routes.${name}`) }));
  return (
    <div style={{ position: 'sticky', top: 24 }}>
      <Flex justify="space-between" align="baseline" gap={8} wrap style={{ marginBottom: 8 }}>
        <Typography.Text strong>{t('site.ops.preview')}</Typography.Text>
        <Typography.Text type="secondary">{t('site.ops.previewHint')}</Typography.Text>
      </Flex>
      <ConfigProvider theme={themeFrom(config)}>
        {/* inert: a picture of the console, not a second one to click around in. */}
        <div
          inert
          data-testid="site-preview"
          style={{
            display: 'flex',
            minHeight: 300,
            border: '1px solid #f0f0f0',
            borderRadius: 8,
            overflow: 'hidden',
            background: '#f5f7fa',
          }}
        >
          {/* A phone's narrow preview keeps room for the page beside the bar. */}
          <div data-testid="preview-sider" style={{ width: 'min(200px, 45%)', flexShrink: 0, background: config.sidebarBgColor }}>
            <Flex
              align="center"
              gap={8}
              style={{
                height: 48,
                padding: '0 16px',
                color: config.sidebarActiveTextColor,
                fontWeight: 600,
                fontSize: 13,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
              }}
            >
              <Logo size={20} colour={config.themeColor} />
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{t('common.appName')}</span>
            </Flex>
            <Menu theme="dark" mode="inline" inlineIndent={16} selectedKeys={['home']} items={items} style={{ borderInlineEnd: 0 }} />
          </div>
          <div style={{ flex: 1, minWidth: 0 }}>
            <div
              style={{
                height: 48,
                background: '#fff',
                borderBottom: '1px solid #f0f0f0',
                display: 'flex',
                alignItems: 'center',
                padding: '0 16px',
              }}
            >
              <Typography.Text type="secondary">{t('routes.home')}</Typography.Text>
            </div>
            <div style={{ padding: 16 }}>
              <Card size="small" title={t('site.ops.previewHeading')}>
                <Typography.Paragraph type="secondary">{t('site.ops.previewText')}</Typography.Paragraph>
                <Space wrap>
                  <Button type="primary" data-testid="preview-primary-button">
                    {t('site.ops.previewButton')}
                  </Button>
                  <Typography.Link>{t('site.ops.previewLink')}</Typography.Link>
                </Space>
              </Card>
            </div>
          </div>
        </div>
      </ConfigProvider>
    </div>
  );
}
