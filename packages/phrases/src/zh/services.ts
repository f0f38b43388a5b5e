import type { Phrases } from '../en/index.js';

export const services: Phrases['services'] = {
  title: '我的服务',
  intro: '您的企业可通过开放接口调用的服务：各服务的数量、用量、到期时间与状态。',
  empty: '暂无服务。购买或由平台开通后即会显示。',
  loadMore: '加载更多',
  product: '产品',
  productNo: '产品编号',
  service: '服务',
  mode: '开通方式',
  quantity: '购买数量',
  used: '已用',
  remaining: '剩余',
  dueAt: '到期时间',
  cycle: '统计周期',
  status: '状态',
  charges: '费用',
  unlimited: '不限',
  serviceName: { id2: '身份证二要素', phone3: '手机号三要素', bank4: '银行卡四要素' },
  modes: { '1': '预付费套餐包', '2': '预付费自定义套餐包', '3': '预付费自定义分期', '4': '按需付费' },
  cycles: { day: '按日', month: '按月', year: '按年', term: '整个周期' },
  statuses: { '1': '待开通', '2': '生效中', '3': '已过期', '4': '已用尽' },
};
