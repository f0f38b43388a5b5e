import { type DepartmentNode, rootNodeCode } from '@console/contract';
import { App, Button, Card, Empty, Input, List, Space, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../app/access';
import { DepartmentDialog, type DepartmentDraft } from './DepartmentDialog';
import { MoveDialog } from './MoveDialog';
import { organizationApi } from './api';

interface Level {
  nodes: DepartmentNode[];
  next: string | null;
}

export interface Selected {
  nodeCode: string;
  name: string;
  node?: DepartmentNode;
}

/**
 * The department tree (§3 Tree data) under the enterprise: each level loads when opened, a page at a
 * time ("More…"); a search answers departments with their full path. Add, edit, move (by the Move
 * button's parent picker or by dragging, with a confirmation) and delete follow
 * the session's `organization:organizationList:*` buttons.
 */
export function DepartmentTree({ selected, onSelect }: { selected: Selected; onSelect: (s: Selected) => void }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const { canButton } = useAccess();
  const [levels, setLevels] = useState<Record<string, Level>>({});
  const [expanded, setExpanded] = useState<string[]>(['root']);
  const [hits, setHits] = useState<(DepartmentNode & { path: string[] })[] | null>(null);
  const [draft, setDraft] = useState<DepartmentDraft | null>(null);
  const [moving, setMoving] = useState<DepartmentNode | null>(null);

  const load = useCallback(async (parentCode: string, after = '') => {
    const page = await organizationApi.children(parentCode, after);
    setLevels((all) => ({
      ...all,
      [parentCode]: { nodes: [...(after ? (all[parentCode]?.nodes ?? []) : []), ...page.list], next: page.next },
    }));
  }, []);
  // Every change reloads the tree from the top (a move or a delete may touch any level).
  const [version, setVersion] = useState(0);
  const reload = () => {
    setExpanded(['root']);
    setVersion((v) => v + 1);
  };
  useEffect(() => {
    let live = true;
    void organizationApi.children('root').then((page) => {
      if (live) setLevels({ root: { nodes: page.list, next: page.next } });
    });
    return () => {
      live = false;
    };
  }, [version]);

  const toData = (parentCode: string): TreeDataNode[] | undefined => {
    const level = levels[parentCode];
    if (!level) return undefined;
    const nodes: TreeDataNode[] = level.nodes.map((n) => ({
      key: n.nodeCode,
      title: n.name,
      isLeaf: !n.hasChildren,
      children: toData(n.nodeCode),
    }));
    if (level.next) nodes.push({ key: `more:${parentCode}`, title: t('organization.tree.more'), isLeaf: true, selectable: true });
    return nodes;
  };
  const treeData: TreeDataNode[] = [{ key: 'root', title: t('organization.tree.root'), children: toData('root') ?? [] }];
  const findNode = (code: string) =>
    Object.values(levels)
      .flatMap((l) => l.nodes)
      .find((n) => n.nodeCode === code);

  const nameOf = (code: string) => (code === rootNodeCode ? t('organization.tree.root') : (findNode(code)?.name ?? code));
  const canMove = canButton('organization:organizationList:edit');
  // Dropped onto a department it goes under it; dropped between two, under their parent (siblings sort by name).
  const dropped = (draggedCode: string, targetCode: string, intoTarget: boolean) => {
    const dragged = findNode(draggedCode);
    const parentCode = intoTarget
      ? targetCode
      : targetCode === rootNodeCode
        ? rootNodeCode
        : (findNode(targetCode)?.parentNodeCode ?? rootNodeCode);
    if (!dragged || parentCode === dragged.parentNodeCode || parentCode === dragged.nodeCode) return;
    modal.confirm({
      title: t('organization.tree.moveConfirm', { name: dragged.name, parent: nameOf(parentCode) }),
      okText: t('organization.tree.move'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await organizationApi.moveDepartment(dragged.nodeCode, parentCode);
          saved(t('organization.tree.moved'));
        } catch {
          // The client already showed why (a department cannot go under itself or a name is taken there).
        }
      },
    });
  };

  const closedAndReloaded = () => {
    setDraft(null);
    setMoving(null);
    reload();
  };
  const saved = (text: string) => {
    void message.success(text);
    closedAndReloaded();
  };
  const node = selected.node;
  const confirmDelete = (n: DepartmentNode) =>
    modal.confirm({
      title: t('organization.tree.deleteConfirm', { name: n.name }),
      okButtonProps: { danger: true },
      okText: t('organization.tree.delete'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await organizationApi.deleteDepartment(n.nodeCode);
          onSelect({ nodeCode: 'root', name: t('organization.tree.root') });
          saved(t('organization.tree.deleted'));
        } catch {
          // The client already showed why (sub-departments or members, and how many).
        }
      },
    });

  return (
    <Card title={t('organization.tree.title')} data-testid="department-tree">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          allowClear
          placeholder={t('organization.tree.search')}
          aria-label={t('organization.tree.search')}
          onSearch={async (value) => setHits(value.trim() ? (await organizationApi.search(value.trim())).list : null)}
          data-testid="department-search"
        />
        <Space wrap size={4}>
          {canButton('organization:organizationList:add') && (
            <Button size="small" onClick={() => setDraft({ parentCode: selected.nodeCode })} data-testid="department-add">
              {t(selected.nodeCode === 'root' ? 'organization.tree.add' : 'organization.tree.addChild')}
            </Button>
          )}
          {node && canButton('organization:organizationList:edit') && (
            <>
              <Button size="small" onClick={() => setDraft({ ...node, parentCode: node.parentNodeCode })} data-testid="department-edit">
                {t('organization.tree.rename')}
              </Button>
              <Button size="small" onClick={() => setMoving(node)} data-testid="department-move">
                {t('organization.tree.move')}
              </Button>
            </>
          )}
          {node && canButton('organization:organizationList:delete') && (
            <Button size="small" danger onClick={() => confirmDelete(node)} data-testid="department-delete">
              {t('organization.tree.delete')}
            </Button>
          )}
        </Space>
        {hits ? (
          <List
            size="small"
            dataSource={hits}
            locale={{ emptyText: <Empty description={t('organization.tree.noResults')} /> }}
            renderItem={(h) => (
              <List.Item>
                <Button type="link" onClick={() => onSelect({ nodeCode: h.nodeCode, name: h.name, node: h })}>
                  {h.path.join(' / ')}
                </Button>
              </List.Item>
            )}
            data-testid="department-hits"
          />
        ) : (
          <Tree
            treeData={treeData}
            expandedKeys={expanded}
            onExpand={(keys) => setExpanded(keys.map(String))}
            selectedKeys={[selected.nodeCode]}
            loadData={async ({ key }) => {
              if (!levels[String(key)]) await load(String(key));
            }}
            onSelect={(_keys, info) => {
              const key = String(info.node.key);
              if (key.startsWith('more:')) {
                const parent = key.slice(5);
                void load(parent, levels[parent]?.next ?? '');
                return;
              }
              const found = findNode(key);
              onSelect({ nodeCode: key, name: found?.name ?? t('organization.tree.root'), node: found });
            }}
            blockNode
            draggable={
              canMove ? { icon: false, nodeDraggable: (n) => n.key !== rootNodeCode && !String(n.key).startsWith('more:') } : false
            }
            allowDrop={({ dropNode, dropPosition }) =>
              !String(dropNode.key).startsWith('more:') && (dropNode.key !== rootNodeCode || dropPosition === 0)
            }
            onDrop={(info) => dropped(String(info.dragNode.key), String(info.node.key), !info.dropToGap)}
          />
        )}
      </Space>
      {draft && <DepartmentDialog draft={draft} onClose={() => setDraft(null)} onSaved={closedAndReloaded} />}
      {moving && <MoveDialog department={moving} onClose={() => setMoving(null)} onSaved={() => saved(t('organization.tree.moved'))} />}
    </Card>
  );
}
