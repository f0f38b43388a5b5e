import type { Phrases } from '../en/index.js';

export const identityRegistry: Phrases['identityRegistry'] = {
  ops: {
    menu: '身份库',
    title: '身份库',
    intro: '沙箱核验服务的测试身份。实名核验按此列表作答：每个条目规定运营商、银行和人脸核验的结果。其他身份证号均查无记录。',
    add: '添加身份',
    addTitle: '添加测试身份',
    added: '身份已添加',
    name: '姓名',
    idNumber: '身份证号',
    phone: '手机号',
    bankCard: '银行卡号',
    phoneCheck: '运营商核验',
    bankCheck: '银行核验',
    faceCheck: '人脸核验',
    note: '备注',
    createdBy: '添加人',
    seed: '内置',
    operator: '运营人员',
    total: '共 {{total}} 个身份',
    optional: '选填',
    check: { pass: '通过', fail: '不通过', manual: '人工审核' },
    phonePlaceholder: '登记在此身份名下的手机号',
    bankCardPlaceholder: '16-19 位卡号',
    notePlaceholder: '此身份的用途',
  },
};
