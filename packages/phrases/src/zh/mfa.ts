import type { Phrases } from '../en/index.js';

/** 安全中心的二次验证：身份验证器应用、恢复码。 */
export const mfa: Phrases['mfa'] = {
  title: '二次验证',
  intro: '开启二次验证后，即使密码泄露，他人也无法登录您的账号。',
  totp: {
    name: '身份验证器应用',
    description: '使用 Google Authenticator、Microsoft Authenticator 或腾讯身份验证器等应用生成的验证码。',
    since: '已于 {{time}} 绑定',
    none: '未绑定',
    setUp: '绑定',
    remove: '解绑',
    removed: '已解绑身份验证器应用',
  },
  recovery: {
    name: '恢复码',
    description: '手机不在身边时使用的一次性验证码，每个只能使用一次。',
    left: '剩余 {{count}} 个',
    leftZero: '已用完，请重新生成',
    renew: '重新生成',
  },
  setup: {
    title: '绑定身份验证器应用',
    step1: '1. 用身份验证器应用扫描此二维码。',
    step2: '2. 或在应用中手动输入此密钥（基于时间，6 位，30 秒）：',
    step3: '3. 输入应用显示的 6 位验证码。',
    code: '应用中的验证码',
    confirm: '确认绑定',
    done: '身份验证器应用已绑定',
    loading: '正在生成密钥…',
    qrLabel: '身份验证器应用所用密钥的二维码',
  },
  prove: {
    removeTitle: '解绑身份验证器应用',
    removeIntro: '请输入应用当前显示的验证码或一个恢复码。解绑后恢复码也将失效。',
    removeOk: '解绑',
    renewTitle: '重新生成恢复码',
    renewIntro: '请输入应用当前显示的验证码或一个恢复码。原有恢复码将全部失效。',
    renewOk: '重新生成',
    renewed: '已生成新的恢复码',
    code: '应用验证码或恢复码',
    codePlaceholder: '123456 或 abcde-fghij',
  },
  codes: {
    title: '保存您的恢复码',
    intro: '请妥善保管。手机丢失时，每个恢复码可代替验证码使用一次。恢复码仅显示这一次。',
    copy: '复制',
    copied: '已复制',
    download: '下载',
    fileName: 'recovery-codes.txt',
    saved: '我已保存',
  },
};
