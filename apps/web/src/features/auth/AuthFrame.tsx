import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ProductPanel } from './ProductPanel';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  /** The sign-in page shows the product beside the form; the other account pages are one column. */
  aside?: boolean;
  children: ReactNode;
}

/** The card every account page sits in, centred in the public frame. */
export function AuthFrame({ title, subtitle, aside = false, children }: AuthFrameProps) {
  const heading = (
    <div style={{ marginBottom: 24 }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {subtitle && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6 }}>
          {subtitle}
        </Typography.Text>
      )}
    </div>
  );
  const shadow = '0 12px 40px rgba(15, 35, 75, 0.10)';
  if (!aside) {
    return (
      <Card variant="borderless" style={{ maxWidth: 560, margin: '8px auto 0', boxShadow: shadow }} styles={{ body: { padding: '36px 40px' } }}>
        {heading}
        {children}
      </Card>
    );
  }
  return (
    <Card variant="borderless" style={{ margin: '8px auto 0', overflow: 'hidden', boxShadow: shadow }} styles={{ body: { padding: 0 } }}>
      <Row>
        <Col xs={0} md={11}>
          <ProductPanel />
        </Col>
        <Col xs={24} md={13} style={{ padding: '40px 44px 32px' }}>
          {heading}
          {children}
        </Col>
      </Row>
    </Card>
  );
}
