import { monthOf } from '@console/contract';
import type { EChartsOption } from 'echarts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, DatePicker, Flex, Row, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operationLogApi, operationLogKey } from './api';
import { EChart } from './EChart';
import { useServiceLabel } from './labels';

/** §2 logStatistics: acts per day and per service within a month. */
export default function LogStatisticsPage() {
  const { t } = useTranslation();
  const label = useServiceLabel();
  const [month, setMonth] = useState(() => monthOf(Date.now()).start.slice(0, 7));
  const { data, error } = useQuery({
    queryKey: [...operationLogKey, 'statistics', month],
    queryFn: () => operationLogApi.statistics(month),
    placeholderData: keepPreviousData,
  });
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 40, right: 16, top: 24, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: (data?.days ?? []).map((d) => d.day.slice(8)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name: t('operationLog.count'), data: (data?.days ?? []).map((d) => d.count) }],
    }),
    [data, t],
  );
  return (
    <Card title={t('operationLog.statisticsTitle')}>
      <Flex gap={16} wrap align="center" style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          allowClear={false}
          value={dayjs(`${month}-01`)}
          disabledDate={(d) => d.isAfter(dayjs(), 'month')}
          onChange={(d) => d && setMonth(d.format('YYYY-MM'))}
          aria-label={t('operationLog.month')}
          data-testid="log-month"
        />
        <Statistic title={t('operationLog.monthTotal', { count: data?.total ?? 0 })} value={data?.total ?? 0} />
      </Flex>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 16 }} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('operationLog.perDay')}
          </Typography.Title>
          <EChart option={option} label={t('operationLog.perDay')} testId="log-chart" />
        </Col>
        <Col xs={24} lg={8}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('operationLog.perService')}
          </Typography.Title>
          <Table
            rowKey="service"
            size="small"
            pagination={false}
            dataSource={data?.services ?? []}
            columns={[
              { key: 'service', title: t('operationLog.service'), render: (_, s) => label(s.service) },
              { key: 'count', title: t('operationLog.count'), align: 'right', render: (_, s) => s.count.toLocaleString() },
            ]}
            data-testid="log-services"
          />
        </Col>
      </Row>
    </Card>
  );
}
