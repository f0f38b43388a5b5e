import type { Phrases } from '../en/index.js';

export const ops: Phrases['ops'] = {
  title: '运营后台',
  signInTitle: '运营人员登录',
  name: '运营账号',
  password: '密码',
  signIn: '登录',
  signOut: '退出登录',
  changePasswordTitle: '修改密码',
  changePasswordIntro: '您使用的是一次性密码，请设置自己的密码后继续。',
  currentPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  passwordChanged: '密码已修改',
  passwordRule: '12-64个字符',
  menu: { websiteConfig: '网站配置', password: '修改密码' },
};
