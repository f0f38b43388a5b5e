import type { UsageCounts } from '@console/contract';
import type { EChartsOption } from 'echarts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../operationLog';

/** Calls, successes and failures per day: calls as bars, the outcomes as lines. */
export function UsageChart({ days, byMonth }: { days: readonly (UsageCounts & { day: string })[]; byMonth: boolean }) {
  const { t } = useTranslation();
  const option = useMemo<EChartsOption>(
    () => ({
      grid: { left: 40, right: 16, top: 40, bottom: 32 },
      tooltip: { trigger: 'axis' },
      legend: { top: 0 },
      xAxis: { type: 'category', data: days.map((d) => d.day.slice(byMonth ? 5 : 8)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { type: 'bar', name: t('statistics.calls'), data: days.map((d) => d.calls) },
        { type: 'line', name: t('statistics.successes'), data: days.map((d) => d.successes) },
        { type: 'line', name: t('statistics.failures'), data: days.map((d) => d.failures) },
      ],
    }),
    [days, byMonth, t],
  );
  return <EChart option={option} label={t(byMonth ? 'statistics.perMonth' : 'statistics.perDay')} testId="usage-chart" />;
}
