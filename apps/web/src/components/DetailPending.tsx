import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Spin } from 'antd';
import type { ReactNode } from 'react';

/** The way back from a record's page to its list: a link-styled button with an arrow. */
export function BackButton({ onClick, testId, children }: { onClick: () => void; testId: string; children: ReactNode }) {
  return (
    <Button type="link" icon={<ArrowLeftOutlined />} onClick={onClick} style={{ paddingLeft: 0 }} data-testid={testId}>
      {children}
    </Button>
  );
}

/** A record's page before it has its record: a spinner while it loads, else the error (or "not found") under the way back. */
export function DetailPending({
  loading,
  error,
  back,
  notFound,
}: {
  loading: boolean;
  error: Error | null;
  back: ReactNode;
  notFound: string;
}) {
  if (loading) return <Spin style={{ display: 'block', margin: 48 }} />;
  return (
    <Card>
      {back}
      <Alert type="error" showIcon title={error?.message ?? notFound} />
    </Card>
  );
}
