import type { Phrases } from '../en/index.js';

/** 角色（§2 角色管理，§6）。 */
export const roles: Phrases['roles'] = {
  builtIn: {
    master: '主管理员',
    admin: '管理员',
    member: '普通成员',
  },
  builtInDescription: {
    master: '拥有全部权限；仅能由主管理员通过短信验证变更',
    admin: '拥有除变更主管理员以外的全部权限',
    member: '仅首页，除非被授予权限更多的角色',
  },
  list: {
    search: '按名称搜索角色',
    add: '新建角色',
    name: '角色',
    description: '描述',
    members: '成员数',
    kind: '类型',
    builtInTag: '内置',
    customTag: '自定义',
    actions: '操作',
    view: '查看',
    edit: '编辑',
    delete: '删除',
    deleteConfirm: '确定删除角色“{{name}}”吗？',
    deleted: '角色已删除',
    more: '加载更多',
    holders: '权限持有人',
  },
  form: {
    createTitle: '新建角色',
    editTitle: '编辑角色',
    template: '从模板开始',
    templatePlaceholder: '选择模板（可选）',
    namePlaceholder: '最多 32 个字符',
    descriptionPlaceholder: '该角色的用途（最多 300 个字符）',
    modules: '模块权限',
    modulesHint: '页面及其按钮；勾选按钮会同时授予其所在页面。',
    save: '保存',
    cancel: '取消',
    created: '角色已创建',
    saved: '角色已保存',
  },
  templates: {
    administrator: '管理员',
    finance: '财务',
    legal: '法务',
    sealKeeper: '印章管理员',
    member: '普通成员',
  },
  actions: {
    add: '新增',
    edit: '编辑',
    delete: '删除',
    import: '导入',
    editAbbreviation: '修改简称',
    // Work orders.
    viewAll: '查看全部工单',
  },
  detail: {
    title: '角色详情',
    back: '返回角色列表',
    notFound: '该角色不存在',
  },
  holders: {
    title: '权限持有人',
    pick: '选择模块权限',
    none: '没有角色授予该权限',
    roles: '授予该权限的角色',
  },
};
