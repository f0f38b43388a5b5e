import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/**
 * The card the antd account pages (registration, reset, activation) sit in, centred in the public
 * frame. The sign-in page has its own antd-free card (LoginCard) in the same look.
 */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  return (
    <Card
      variant="borderless"
      style={{ maxWidth: 560, margin: '8px auto 0', boxShadow: '0 12px 40px rgba(15, 35, 75, 0.10)' }}
      styles={{ body: { padding: '36px 40px' } }}
    >
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
      {children}
    </Card>
  );
}
