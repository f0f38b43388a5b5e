import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface Figure {
  label: string;
  value: number | string;
  testId: string;
}

/** One dashboard card: a title and one to three figures from the summary query. */
export function SummaryCard({
  title,
  icon,
  figures,
  extra,
  loading,
}: {
  title: string;
  icon: ReactNode;
  figures: Figure[];
  extra?: ReactNode;
  loading: boolean;
}) {
  return (
    <Card
      title={
        <span className="card-title">
          {icon}
          <span className="card-title-text" title={title}>
            {title}
          </span>
        </span>
      }
      extra={extra}
      loading={loading}
      style={{ height: '100%' }}
    >
      <Row gutter={16}>
        {figures.map((f) => (
          <Col key={f.testId} span={24 / figures.length}>
            <Statistic title={f.label} value={f.value} data-testid={f.testId} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
