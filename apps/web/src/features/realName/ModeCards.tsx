import { CreditCardOutlined, EyeOutlined, MobileOutlined, ScanOutlined } from '@ant-design/icons';
import type { RealNameMode } from '@console/contract';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type RealNameRoute, useRealNamePath } from './paths';

const modes: { mode: RealNameMode; route: RealNameRoute; icon: ReactNode }[] = [
  { mode: 'phone', route: 'pAuthPhone', icon: <MobileOutlined /> },
  { mode: 'bank', route: 'pAuthBank', icon: <CreditCardOutlined /> },
  { mode: 'face', route: 'pAuthFace', icon: <ScanOutlined /> },
  { mode: 'blink', route: 'pAuthBlink', icon: <EyeOutlined /> },
];

function ModeCard({ mode, route, icon, disabled }: (typeof modes)[number] & { disabled: boolean }) {
  const { t } = useTranslation();
  const path = useRealNamePath(route);
  const navigate = useNavigate();
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-testid={`mode-${mode}`}>
      <Flex vertical gap={12} style={{ height: '100%' }}>
        <Flex gap={10} align="center">
          <span style={{ fontSize: 22, color: 'var(--console-primary)' }}>{icon}</span>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(`realName.mode.${mode}`)}
          </Typography.Title>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ flex: 1, marginBottom: 0 }}>
          {t(`realName.list.modes.${mode}`)}
        </Typography.Paragraph>
        {path && (
          <Button type="primary" block disabled={disabled} onClick={() => void navigate(path)}>
            {t('realName.list.start')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** One card per mode with what it checks; `disabled` while another application is in progress. */
export function ModeCards({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('realName.list.modesTitle')} data-testid="realname-modes">
      <Row gutter={[16, 16]}>
        {modes.map((m) => (
          <Col key={m.mode} xs={24} md={12} xl={6}>
            <ModeCard {...m} disabled={disabled} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
