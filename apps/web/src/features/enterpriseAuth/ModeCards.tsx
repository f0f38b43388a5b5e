import { BankOutlined, FileImageOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import type { EnterpriseAuthMode } from '@console/contract';
import { Button, Card, Col, Flex, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type EnterpriseAuthRoute, useEnterpriseAuthPath } from './paths';

export const modeRoutes: Record<EnterpriseAuthMode, EnterpriseAuthRoute> = {
  bank: 'bankAuthWriteInfo',
  bankLegal: 'bankLegalRepresentative',
  legalPerson: 'legalPersonAuthSubmit',
  documents: 'companyAuthSubmit',
};
const icons: Record<EnterpriseAuthMode, ReactNode> = {
  bank: <BankOutlined />,
  bankLegal: <SafetyCertificateOutlined />,
  legalPerson: <UserOutlined />,
  documents: <FileImageOutlined />,
};

function ModeCard({ mode, disabled }: { mode: EnterpriseAuthMode; disabled: boolean }) {
  const { t } = useTranslation();
  const path = useEnterpriseAuthPath(modeRoutes[mode]);
  const navigate = useNavigate();
  return (
    <Card style={{ height: '100%' }} styles={{ body: { height: '100%' } }} data-testid={`eauth-mode-${mode}`}>
      <Flex vertical gap={10} style={{ height: '100%' }}>
        <Flex gap={10} align="center">
          <span style={{ fontSize: 22, color: 'var(--console-primary)' }}>{icons[mode]}</span>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t(`enterpriseAuth.mode.${mode}`)}
          </Typography.Title>
        </Flex>
        <Typography.Text strong>{t('enterpriseAuth.select.needs')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t(`enterpriseAuth.select.modes.${mode}.needs`)}
        </Typography.Paragraph>
        <Typography.Text strong>{t('enterpriseAuth.select.takes')}</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ flex: 1, marginBottom: 0 }}>
          {t(`enterpriseAuth.select.modes.${mode}.takes`)}
        </Typography.Paragraph>
        {path && (
          <Button type="primary" block disabled={disabled} onClick={() => void navigate(path)}>
            {t('enterpriseAuth.select.start')}
          </Button>
        )}
      </Flex>
    </Card>
  );
}

/** One card per mode (§2, §9): what it needs and how long it takes. */
export function ModeCards({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Card title={t('enterpriseAuth.select.modesTitle')} data-testid="eauth-modes">
      <Row gutter={[16, 16]}>
        {(['bank', 'bankLegal', 'legalPerson', 'documents'] as const).map((mode) => (
          <Col key={mode} xs={24} md={12} xl={6}>
            <ModeCard mode={mode} disabled={disabled} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
