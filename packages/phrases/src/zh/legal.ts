import type { Phrases } from '../en/index.js';

export const legal: Phrases['legal'] = {
  lastUpdated: '更新日期：{{date}}',
  version: '版本：{{version}}',
  effective: '生效日期：{{date}}',
  dateFormat: 'YYYY年M月D日',
  contents: '目录',
  print: '打印',
  backToTop: '回到顶部',
  loadFailed: '文档加载失败，请检查网络连接后重试。',
  notFoundTitle: '未找到该文档',
  notFoundText: '不存在标识为“{{id}}”的协议，请从下列文档中选择。',
  noIdText: '未指定要查看的文档，请从下列文档中选择。',
  documents: {
    registerProtocol: '用户注册协议',
    serviceAgreement: '服务协议',
    caAgreement: '数字证书服务协议',
    privacy: '隐私政策',
  },
};
