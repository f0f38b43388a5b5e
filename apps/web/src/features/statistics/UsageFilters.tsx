import { apiServiceCodes, monthOf, type UsageOutcome, type UsageStatisticsQuery, usageOutcomes, usageViews } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Flex, Segmented, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { statisticsApi, statisticsKey } from './api';

/** The statistics' filters, the current month by default. */
export function useUsageQuery() {
  return useState<UsageStatisticsQuery>(() => ({ month: monthOf(Date.now()).start.slice(0, 7) }));
}

/** Month, service, application and outcome; each change asks again. */
export function UsageFilters({ value, onChange }: { value: UsageStatisticsQuery; onChange: (next: UsageStatisticsQuery) => void }) {
  const { t } = useTranslation();
  const apps = useQuery({ queryKey: [...statisticsKey, 'appChoices'], queryFn: statisticsApi.appChoices, retry: false });
  const set = (patch: Partial<UsageStatisticsQuery>) => onChange({ ...value, ...patch });
  const wide = { minWidth: 160, flex: '1 1 160px', maxWidth: 260 };
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <Segmented
        value={value.view ?? 'day'}
        onChange={(view) => set({ view })}
        options={usageViews.map((v) => ({ value: v, label: t(`statistics.views.${v}`) }))}
        aria-label={t('statistics.view')}
        data-testid="usage-view"
      />
      <DatePicker
        picker="month"
        allowClear={false}
        value={dayjs(`${value.month}-01`)}
        disabledDate={(d) => d.isAfter(dayjs(), 'month')}
        onChange={(d) => d && set({ month: d.format('YYYY-MM') })}
        aria-label={t('statistics.month')}
        data-testid="usage-month"
        style={wide}
      />
      <Select
        allowClear
        placeholder={t('statistics.anyService')}
        aria-label={t('statistics.service')}
        value={value.serviceCode}
        onChange={(serviceCode) => set({ serviceCode })}
        options={apiServiceCodes.map((code) => ({ value: code, label: t(`services.serviceName.${code}`) }))}
        data-testid="usage-service"
        style={wide}
      />
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('statistics.anyApp')}
        aria-label={t('statistics.app')}
        value={value.appId}
        onChange={(appId) => set({ appId })}
        options={(apps.data?.list ?? []).map((a) => ({ value: a.id, label: a.name }))}
        data-testid="usage-app"
        style={wide}
      />
      <Select<UsageOutcome>
        allowClear
        placeholder={t('statistics.anyOutcome')}
        aria-label={t('statistics.outcome')}
        value={value.outcome}
        onChange={(outcome) => set({ outcome })}
        options={usageOutcomes.map((o) => ({ value: o, label: t(`statistics.outcomes.${o}`) }))}
        data-testid="usage-outcome"
        style={wide}
      />
    </Flex>
  );
}
