import type { Phrases } from '../en/index.js';

export const ops: Phrases['ops'] = {
  title: '运营后台',
  signInTitle: '运营人员登录',
  signInIntro: '供平台运营人员使用。客户请登录控制台。',
  name: '运营账号',
  password: '密码',
  signIn: '登录',
  signOut: '退出登录',
  signedInAs: '当前账号：{{name}}',
  changePasswordTitle: '修改密码',
  changePasswordIntro: '您使用的是一次性密码，请设置自己的密码后继续。',
  changePasswordNote: '修改密码后，您在其他地方的登录将失效。',
  currentPassword: '当前密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  changePassword: '修改密码',
  passwordChanged: '密码已修改',
  menu: { password: '修改密码' },
};
