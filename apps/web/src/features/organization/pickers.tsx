import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { RoleName, rolesApi } from '../roles';
import { organizationApi, organizationKey } from './api';

/**
 * Departments found by name, each shown with its full path (the tree may be 10,000 departments deep
 * and wide). The first ones show before anything is typed, and the departments already chosen show
 * by name (`current`), never by their id.
 */
export function DepartmentPicker({
  value,
  onChange,
  multiple,
  extra = [],
  current = [],
  ...rest
}: {
  value?: string | string[];
  onChange?: (value: never) => void;
  multiple?: boolean;
  extra?: { value: string; label: string }[];
  current?: { value: string; label: string }[];
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [known, setKnown] = useState<Record<string, string>>(() => Object.fromEntries(current.map((c) => [c.value, c.label])));
  const hits = useQuery({
    queryKey: [...organizationKey, 'pick', keyword],
    queryFn: () => organizationApi.search(keyword),
  });
  const options = [
    ...extra,
    ...(hits.data?.list ?? []).map((h) => ({ value: h.nodeCode, label: h.path.join(' / ') })),
    ...Object.entries(known)
      .filter(([code]) => !(hits.data?.list ?? []).some((h) => h.nodeCode === code))
      .map(([value, label]) => ({ value, label })),
  ];
  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      placeholder={t('organization.tree.search')}
      value={value as never}
      onChange={(v: never, option) => {
        const picked = (Array.isArray(option) ? option : [option]) as { value: string; label: string }[];
        setKnown((k) => ({ ...k, ...Object.fromEntries(picked.filter(Boolean).map((o) => [o.value, o.label])) }));
        onChange?.(v);
      }}
      options={options}
      loading={hits.isFetching}
      notFoundContent={t('organization.tree.noResults')}
      style={{ width: '100%' }}
    />
  );
}

/** The roles a member may be given: administrator, member, and the custom roles (when the session may list them). */
export function RolePicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation();
  const { canRoute } = useAccess();
  const roles = useQuery({
    queryKey: ['roles', 'pick'],
    queryFn: () => rolesApi.list({ keyword: '', after: '' }),
    enabled: canRoute('roleList'),
  });
  const custom = (roles.data?.list ?? []).filter((r) => !r.builtIn);
  return (
    <Select
      value={value}
      onChange={onChange}
      aria-label={t('fields.roleId')}
      options={[
        { value: 'admin', label: <RoleName role={{ id: 'admin', name: '' }} /> },
        { value: 'member', label: <RoleName role={{ id: 'member', name: '' }} /> },
        ...custom.map((r) => ({ value: r.id, label: r.name })),
      ]}
      data-testid="member-role"
    />
  );
}

/** A member on the job, found by name or employee number (one already chosen keeps its label). */
export function MemberPicker({
  value,
  onChange,
  exclude,
  current,
  placeholder,
  ...rest
}: {
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** A member who may not be picked (the one leaving). */
  exclude?: string;
  /** The member chosen before, shown by name until the search finds them. */
  current?: { value: string; label: string };
  placeholder?: string;
  'data-testid'?: string;
  'aria-label'?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: [...organizationKey, 'pickMember', keyword],
    queryFn: () => organizationApi.members({ departmentCode: '', status: 'onTheJob', keyword, after: '' }),
  });
  const options = [
    ...(current ? [current] : []),
    ...(found.data?.list ?? [])
      .filter((m) => m.id !== current?.value && m.id !== exclude)
      .map((m) => ({ value: m.id, label: m.employeeNo ? `${m.name} (${m.employeeNo})` : m.name })),
  ];
  return (
    <Select
      {...rest}
      allowClear
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      options={options}
      loading={found.isFetching}
      style={{ width: '100%' }}
    />
  );
}

/** How a member shows in a picker: their name, and their employee number when they have one. */
export const memberLabel = (m: { name: string; employeeNo: string }) => (m.employeeNo ? `${m.name} (${m.employeeNo})` : m.name);

/**
 * Several members on the job (a department's members): the first ones show before anything is typed,
 * a search finds the others by name or employee number, and the ones already chosen keep their names.
 * `onLabels` hears every chosen member's label, for a choice made among them (the department's head).
 */
export function MembersPicker({
  value,
  onChange,
  current = [],
  onLabels,
  ...rest
}: {
  value?: string[];
  onChange?: (value: string[]) => void;
  current?: { value: string; label: string }[];
  onLabels?: (labels: Record<string, string>) => void;
  disabled?: boolean;
  'data-testid'?: string;
  'aria-label'?: string;
  id?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [known, setKnown] = useState<Record<string, string>>({});
  const found = useQuery({
    queryKey: [...organizationKey, 'pickMember', keyword],
    queryFn: () => organizationApi.members({ departmentCode: '', status: 'onTheJob', keyword, after: '' }),
  });
  const labels = { ...Object.fromEntries(current.map((c) => [c.value, c.label])), ...known };
  const hits = (found.data?.list ?? []).map((m) => ({ value: m.id, label: memberLabel(m) }));
  const options = [
    ...hits,
    ...Object.entries(labels)
      .filter(([id]) => !hits.some((h) => h.value === id))
      .map(([value, label]) => ({ value, label })),
  ];
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim()) }}
      placeholder={t('organization.tree.membersPlaceholder')}
      value={value}
      onChange={(ids: string[], option) => {
        const picked = (Array.isArray(option) ? option : [option]).filter(Boolean) as { value: string; label: string }[];
        const next = { ...labels, ...Object.fromEntries(picked.map((o) => [o.value, o.label])) };
        setKnown(next);
        onLabels?.(next);
        onChange?.(ids);
      }}
      options={options}
      loading={found.isFetching}
      notFoundContent={t('organization.tree.noMembers')}
      maxTagTextLength={24}
      style={{ width: '100%' }}
    />
  );
}
