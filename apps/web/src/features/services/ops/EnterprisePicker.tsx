import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { servicesOpsApi } from './api';

/** Chooses an enterprise by name or number (the server searches); cleared means every enterprise. */
export function EnterprisePicker({
  value,
  onChange,
  allowClear = true,
  id,
  placeholder,
}: {
  value?: string;
  onChange?: (id: string | undefined) => void;
  allowClear?: boolean;
  id?: string;
  /** Said while empty; by default "all enterprises", what a cleared filter means. */
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({
    queryKey: ['ops', 'enterprisePicker', keyword],
    queryFn: () => servicesOpsApi.enterprises(keyword),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      id={id}
      data-testid="enterprise-picker"
      aria-label={t('services.ops.subscriptions.enterprise')}
      style={{ width: '100%', maxWidth: 420 }}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      allowClear={allowClear}
      placeholder={placeholder ?? t('services.ops.subscriptions.allEnterprises')}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={(data?.list ?? []).map((e) => ({ value: e.id, label: `${e.name} (${e.enterpriseNo})` }))}
    />
  );
}
