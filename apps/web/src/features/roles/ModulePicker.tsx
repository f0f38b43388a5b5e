import { pageOfButton } from '@console/contract/modules';
import type { Phrases } from '@console/phrases';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModuleNode, grantedOf, moduleTree } from './moduleTree';

/**
 * The module permissions of a role, picked from the catalogue tree (§6): pages and their buttons.
 * Ticking a page ticks its buttons with it (untick Delete on its own when it is not meant); a button
 * brings its page; taking a page away takes its buttons. A module's box selects or clears everything
 * under it, and shows half-ticked when only some is granted.
 */
export function ModulePicker({
  value = [],
  onChange,
  disabled,
}: {
  value?: string[];
  onChange?: (codes: string[]) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const nodes = useMemo(() => moduleTree(), []);
  const toData = (list: ModuleNode[]): TreeDataNode[] =>
    list.map((n) => ({
      key: n.key,
      title:
        n.label.kind === 'route'
          ? t(`routes.${n.label.name as keyof Phrases['routes']}`)
          : t(`roles.actions.${n.label.name as keyof Phrases['roles']['actions']}`),
      children: n.children ? toData(n.children) : undefined,
    }));
  const data = useMemo(() => toData(nodes), [nodes, t]); // eslint-disable-line react-hooks/exhaustive-deps -- toData only reads t
  const allKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (list: ModuleNode[]) => list.forEach((n) => (keys.push(n.key), n.children && walk(n.children)));
    walk(nodes);
    return keys;
  }, [nodes]);

  // Each node's grantable descendants (pages and buttons), and which nodes are modules (groups).
  const { below, groups } = useMemo(() => {
    const map = new Map<string, string[]>();
    const groupKeys = new Set<string>();
    const walk = (n: ModuleNode): string[] => {
      if (n.group) groupKeys.add(n.key);
      const under = (n.children ?? []).flatMap((c) => walk(c));
      map.set(n.key, under);
      return n.group ? under : [n.key, ...under];
    };
    nodes.forEach(walk);
    return { below: map, groups: groupKeys };
  }, [nodes]);
  const granted = new Set(value);
  const checked = [...value.filter((k) => !groups.has(k))];
  const halfChecked: string[] = [];
  for (const group of groups) {
    const under = below.get(group) ?? [];
    const held = under.filter((k) => granted.has(k)).length;
    if (under.length > 0 && held === under.length) checked.push(group);
    else if (held > 0) halfChecked.push(group);
  }

  const toggle = (key: string, on: boolean) => {
    const next = new Set(value);
    const under = below.get(key) ?? [];
    if (on) {
      if (!groups.has(key)) next.add(key);
      for (const code of under) next.add(code);
      const page = pageOfButton(key);
      if (page) next.add(page);
    } else {
      next.delete(key);
      for (const code of under) next.delete(code);
    }
    onChange?.(grantedOf([...next].filter((k) => !groups.has(k))));
  };

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      disabled={disabled}
      defaultExpandedKeys={allKeys}
      checkedKeys={{ checked, halfChecked }}
      onCheck={(_keys, info) => toggle(String(info.node.key), info.checked)}
      treeData={data}
      data-testid="module-picker"
    />
  );
}
