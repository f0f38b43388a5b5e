import { StopOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type RealNameRoute, useRealNamePath } from './paths';

function ActionCard({
  route,
  icon,
  title,
  text,
  danger,
}: {
  route: RealNameRoute;
  icon: ReactNode;
  title: string;
  text: string;
  danger?: boolean;
}) {
  const path = useRealNamePath(route);
  const navigate = useNavigate();
  if (!path) return null;
  return (
    <Col xs={24} md={12}>
      <Card style={{ height: '100%' }} data-testid={`action-${route}`}>
        <Flex vertical gap={12}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {text}
          </Typography.Paragraph>
          <div>
            <Button icon={icon} danger={danger} onClick={() => void navigate(path)}>
              {title}
            </Button>
          </div>
        </Flex>
      </Card>
    </Col>
  );
}

/** Once passed, the modes give way to changing or revoking the certified identity. */
export function PassedActions() {
  const { t } = useTranslation();
  return (
    <Card title={t('realName.list.actionsTitle')} data-testid="realname-actions">
      <Row gutter={[16, 16]}>
        <ActionCard route="change" icon={<SwapOutlined />} title={t('realName.list.change')} text={t('realName.list.changeText')} />
        <ActionCard
          route="authentication"
          icon={<StopOutlined />}
          title={t('realName.list.revoke')}
          text={t('realName.list.revokeText')}
          danger
        />
      </Row>
    </Card>
  );
}
