import type { Phrases } from '../en/index.js';

export const site: Phrases['site'] = {
  title: '网站配置',
  intro: '修改后，所有访客在下次打开页面时即可看到效果，无需重新构建。',
  themeColorHelp: '按钮、链接与高亮颜色',
  sidebarHelp: '登录后控制台的左侧菜单栏',
  loginEntryPathHelp: '“登录”链接与会话过期时跳转的页面，例如 /login',
  defaultLanguageHelp: '访客没有保存过语言且浏览器语言不受支持时使用',
  preview: '预览',
  updatedAt: '{{by}} 于 {{time}} 修改',
  neverUpdated: '正在使用内置默认值',
  restoreDefaults: '恢复默认',
};
