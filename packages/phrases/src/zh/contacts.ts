import type { Phrases } from '../en/index.js';

/** 外部联系人（§2）。 */
export const contacts: Phrases['contacts'] = {
  apiTag: '外部联系人',
  title: '外部联系人',
  search: '按名称、代码或手机号搜索',
  add: '新建联系人',
  kind: '类型',
  kinds: { individual: '个人', enterprise: '企业' },
  anyKind: '全部类型',
  name: '名称',
  code: '统一社会信用代码 / 组织机构代码',
  phone: '手机号',
  email: '邮箱',
  actions: '操作',
  edit: '编辑',
  delete: '删除',
  deleteConfirm: '确定删除联系人“{{name}}”吗？',
  deleted: '联系人已删除',
  saved: '联系人已保存',
  more: '加载更多',
  empty: '暂无外部联系人',
  createTitle: '新建外部联系人',
  editTitle: '编辑外部联系人',
  codeHint: '统一社会信用代码与组织机构代码二选一',
  reachHint: '手机号与邮箱至少填写一项',
};
