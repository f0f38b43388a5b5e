import { personalRoutes as r } from '@console/contract/personal/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { call } from '../../../api/http';

/**
 * Chooses a person in the back office by what operators can see of them: part of the account name
 * or nickname, or the whole phone number (the server searches; phones come back masked). The newest
 * people show before anything is typed.
 */
export function PersonPicker({
  value,
  onChange,
  id,
  placeholder,
  ariaLabel,
}: {
  value?: string;
  onChange?: (id: string | undefined) => void;
  id?: string;
  placeholder?: string;
  ariaLabel?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useQuery({
    // Under ['ops'], so signing out forgets it with the rest of the back office.
    queryKey: ['ops', 'personPicker', keyword],
    queryFn: () => call(r.opsPeople, { query: { keyword } }),
    placeholderData: keepPreviousData,
  });
  return (
    <Select
      id={id}
      data-testid="person-picker"
      aria-label={ariaLabel}
      style={{ width: '100%' }}
      value={value}
      onChange={(v: string | undefined) => onChange?.(v)}
      allowClear
      placeholder={placeholder}
      loading={isFetching}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      options={(data?.list ?? []).map((p) => ({
        value: p.id,
        label: [p.accountName, p.nickname && `(${p.nickname})`, p.phone && `· ${p.phone}`].filter(Boolean).join(' '),
      }))}
    />
  );
}
