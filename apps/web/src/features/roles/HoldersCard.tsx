import type { Phrases } from '@console/phrases';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List, Select, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoleName } from './RoleName';
import { rolesApi, rolesKey } from './api';
import { type ModuleNode, moduleTree } from './moduleTree';

/** "Who holds this permission": pick a page or button, see the roles granting it and their member counts. */
export function HoldersCard() {
  const { t } = useTranslation();
  const [module, setModule] = useState<string>();
  const options = useMemo(() => {
    const out: { value: string; label: string }[] = [];
    const walk = (list: ModuleNode[], prefix: string) => {
      for (const n of list) {
        const label =
          n.label.kind === 'route'
            ? t(`routes.${n.label.name as keyof Phrases['routes']}`)
            : t(`roles.actions.${n.label.name as keyof Phrases['roles']['actions']}`);
        const full = prefix ? `${prefix} / ${label}` : label;
        if (!n.group) out.push({ value: n.key, label: full });
        if (n.children) walk(n.children, full);
      }
    };
    walk(moduleTree(), '');
    return out;
  }, [t]);
  const holders = useQuery({
    queryKey: [...rolesKey, 'holders', module],
    queryFn: () => rolesApi.holders(module!),
    enabled: !!module,
  });
  return (
    <Card title={t('roles.holders.title')}>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('roles.holders.pick')}
        aria-label={t('roles.holders.pick')}
        options={options}
        value={module}
        onChange={setModule}
        style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}
        data-testid="holders-module"
      />
      {module && (
        <List
          loading={holders.isFetching}
          header={t('roles.holders.roles')}
          dataSource={holders.data?.roles ?? []}
          locale={{ emptyText: <Empty description={t('roles.holders.none')} /> }}
          renderItem={(r) => (
            <List.Item extra={<Tag>{r.memberCount}</Tag>}>
              <RoleName role={r} />
            </List.Item>
          )}
          data-testid="holders-list"
        />
      )}
    </Card>
  );
}
