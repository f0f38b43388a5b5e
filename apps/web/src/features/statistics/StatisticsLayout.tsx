import type { UsageCounts, UsageStatisticsQuery } from '@console/contract';
import { Alert, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DailyTable } from './DailyTable';
import { UsageChart } from './UsageChart';
import { UsageFilters } from './UsageFilters';

/** The query as URL parameters, leaving out the filters not set. */
const queryParams = (query: UsageStatisticsQuery): Record<string, string> =>
  Object.fromEntries(Object.entries(query).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));

const zero: UsageCounts = { calls: 0, successes: 0, failures: 0 };

/** What both statistics pages show: filters, the month's totals, the chart, a breakdown and the days. */
export function StatisticsLayout(props: {
  title: string;
  intro: string;
  query: UsageStatisticsQuery;
  onQuery: (next: UsageStatisticsQuery) => void;
  data: { days: (UsageCounts & { day: string })[]; totals: UsageCounts } | undefined;
  error: Error | null;
  breakdownTitle: string;
  breakdown: ReactNode;
  fileName: string;
  /** Where the server makes the xlsx of the same query. */
  exportPath: string;
}) {
  const { t } = useTranslation();
  const totals = props.data?.totals ?? zero;
  const byMonth = props.query.view === 'month';
  return (
    <Card title={props.title}>
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <UsageFilters value={props.query} onChange={props.onQuery} />
      {props.error && <Alert type="error" showIcon title={props.error.message} style={{ marginBottom: 16 }} />}
      <Flex gap={24} wrap style={{ marginBottom: 16 }} data-testid="usage-totals">
        <Statistic title={t('statistics.calls')} value={totals.calls} />
        <Statistic title={t('statistics.successes')} value={totals.successes} />
        <Statistic title={t('statistics.failures')} value={totals.failures} />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={16}>
          <UsageChart days={props.data?.days ?? []} byMonth={byMonth} />
        </Col>
        <Col xs={24} xxl={8}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {props.breakdownTitle}
          </Typography.Title>
          {props.breakdown}
        </Col>
        <Col xs={24}>
          <DailyTable
            days={props.data?.days ?? []}
            totals={totals}
            fileName={props.fileName}
            byMonth={byMonth}
            xlsx={{ path: props.exportPath, params: queryParams(props.query) }}
          />
        </Col>
      </Row>
    </Card>
  );
}
