import type { Phrases } from '../en/index.js';

export const shell: Phrases['shell'] = {
  signOut: '退出登录',
  signedOut: '您已退出登录',
  personalAccount: '个人账号',
  enterpriseAccount: '企业账号',
  collapse: '收起菜单',
  expand: '展开菜单',
  home: '首页',
  profile: '个人中心',
  apiReference: '接口文档',
  notFoundTitle: '404',
  notFoundText: '抱歉，您访问的页面不存在。',
  loginFailedTitle: '登录失败',
  loginFailedText: '我们无法为您登录。可能是登录已过期，或登录链接已失效。请重新登录。',
  toLogin: '去登录',
  synchronizing: '正在同步您的账号，请稍候…',
  loadFailed: '页面加载失败',
  personalContext: '个人',
  createEnterprise: '创建企业',
  authenticateEnterprise: '企业认证',
  switchContext: '切换账号身份',
};
