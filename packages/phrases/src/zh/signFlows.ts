import type { Phrases } from '../en/index.js';

/** 签署流程（issue 31）：发给多个签署方的合同，托管签署页。 */
export const signFlows: Phrases['signFlows'] = {
  title: '签署流程',
  status: { draft: '草稿', inProgress: '签署中', completed: '已完成', revoked: '已撤回', expired: '已过期', rejected: '已拒签' },
  signerStatus: { waiting: '等待中', toSign: '待签署', signed: '已签署', rejected: '已拒签' },
  fieldKind: { seal: '印章', signature: '签名', date: '签署日期' },
  pdfProblem: {
    notPdf: '不是 PDF 文件',
    encrypted: '文件已加密或设有密码',
    broken: '文件已损坏，无法读取',
    empty: '文件没有页面',
  },
  fieldProblem: {
    page: '文件中没有该页',
    box: '签署区超出页面边缘',
    document: '该流程中没有这份文件',
  },
  reason: '签署流程《{{title}}》中签署',
  list: {
    flowTitle: '标题',
    status: '状态',
    create: '发起签署',
    empty: '暂无签署流程',
    allStatuses: '全部状态',
    deadline: '截止时间',
    createdAt: '创建时间',
  },
  create: {
    heading: '发起签署流程',
    flowTitle: '标题',
    message: '给签署方的留言',
    deadline: '截止时间',
    file: 'PDF（不超过 20 MB）',
    chooseFile: '选择 PDF',
    submit: '创建草稿',
    created: '草稿已创建',
  },
};
