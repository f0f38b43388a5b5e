import { BarChartOutlined, FileProtectOutlined, IdcardOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The side of the sign-in card that says what the console is for. */
export function ProductPanel() {
  const { t } = useTranslation();
  const points = [
    { icon: <FileProtectOutlined />, text: t('auth.panel.signature') },
    { icon: <IdcardOutlined />, text: t('auth.panel.identity') },
    { icon: <SafetyCertificateOutlined />, text: t('auth.panel.certificates') },
    { icon: <BarChartOutlined />, text: t('auth.panel.insight') },
  ];
  return (
    <Flex
      vertical
      justify="center"
      style={{
        height: '100%',
        minHeight: 480,
        padding: '48px 40px',
        color: '#fff',
        // The theme colour of the website config runs into a deep navy, so any configured colour reads well.
        background: 'linear-gradient(150deg, var(--console-primary, #1677ff) 0%, #0d2a63 100%)',
      }}
    >
      <div>
        <Typography.Title level={3} style={{ color: '#fff', marginTop: 0, lineHeight: 1.35 }}>
          {t('auth.panel.title')}
        </Typography.Title>
        <Typography.Paragraph style={{ color: 'rgba(255,255,255,0.82)', marginBottom: 28 }}>{t('auth.panel.lead')}</Typography.Paragraph>
        <Flex vertical gap={16}>
          {points.map((p) => (
            <Flex key={p.text} gap={12} align="flex-start">
              <span style={{ fontSize: 18, lineHeight: '22px', opacity: 0.95 }}>{p.icon}</span>
              <span style={{ color: 'rgba(255,255,255,0.9)', lineHeight: '22px' }}>{p.text}</span>
            </Flex>
          ))}
        </Flex>
      </div>
    </Flex>
  );
}
