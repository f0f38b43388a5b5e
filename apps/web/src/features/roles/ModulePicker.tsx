import { pageOfButton } from '@console/contract/modules';
import type { Phrases } from '@console/phrases';
import { Tree, type TreeDataNode } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ModuleNode, grantedOf, moduleTree } from './moduleTree';

/**
 * The module permissions of a role, picked from the catalogue tree (§6): pages and their buttons.
 * A button brings its page; taking a page away takes its buttons. Groups only fold.
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
      checkable: !n.group,
      children: n.children ? toData(n.children) : undefined,
    }));
  const data = useMemo(() => toData(nodes), [nodes, t]); // eslint-disable-line react-hooks/exhaustive-deps -- toData only reads t
  const allKeys = useMemo(() => {
    const keys: string[] = [];
    const walk = (list: ModuleNode[]) => list.forEach((n) => (keys.push(n.key), n.children && walk(n.children)));
    walk(nodes);
    return keys;
  }, [nodes]);

  const toggle = (key: string, checked: boolean) => {
    const next = new Set(value);
    if (checked) {
      next.add(key);
      const page = pageOfButton(key);
      if (page) next.add(page);
    } else {
      next.delete(key);
      for (const code of [...next]) if (pageOfButton(code) === key) next.delete(code);
    }
    onChange?.(grantedOf([...next]));
  };

  return (
    <Tree
      checkable
      checkStrictly
      selectable={false}
      disabled={disabled}
      defaultExpandedKeys={allKeys}
      checkedKeys={{ checked: value, halfChecked: [] }}
      onCheck={(_keys, info) => toggle(String(info.node.key), info.checked)}
      treeData={data}
      data-testid="module-picker"
    />
  );
}
