import type { Phrases } from '../en/index.js';

export const outbox: Phrases['outbox'] = {
  apiTag: '本地发件箱',
  intro: '未配置邮件服务器或短信网关时，邮件和短信保存在这里，方便您查看验证码和链接。此页面仅在本机显示。',
  channel: '渠道',
  to: '收件人',
  code: '验证码',
  text: '消息内容',
  time: '时间',
  mail: '邮件',
  sms: '短信',
  empty: '暂无消息',
  backToLogin: '返回登录',
};
