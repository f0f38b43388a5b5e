import { Col, Row } from 'antd';
import type { ReactNode } from 'react';
import { DashCard, Figure } from './DashCard';

export interface SummaryFigure {
  label: string;
  value: number | string;
  testId: string;
}

/** A card's title: its icon and its words, cut with an ellipsis when the card is narrow. */
export function CardTitle({ icon, title }: { icon: ReactNode; title: string }) {
  return (
    <span className="card-title">
      {icon}
      <span className="card-title-text" title={title}>
        {title}
      </span>
    </span>
  );
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
  figures: SummaryFigure[];
  extra?: ReactNode;
  loading: boolean;
}) {
  return (
    <DashCard title={<CardTitle icon={icon} title={title} />} extra={extra} loading={loading}>
      <Row gutter={16}>
        {figures.map((f) => (
          <Col key={f.testId} span={24 / figures.length}>
            <Figure label={f.label} value={typeof f.value === 'number' ? f.value.toLocaleString('en-US') : f.value} testId={f.testId} />
          </Col>
        ))}
      </Row>
    </DashCard>
  );
}
