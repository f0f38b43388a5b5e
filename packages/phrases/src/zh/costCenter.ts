import type { Phrases } from '../en/index.js';

/** 费用中心（issue 19）：订单与支付、优惠券；`ops` 下为运营后台页面。 */
export const costCenter: Phrases['costCenter'] = {
  statuses: {
    completed: '已完成',
    cancelled: '已取消',
    toBeReviewed: '待审核',
    toBePaid: '待支付',
    paid: '已支付',
    paymentToBeConfirmed: '支付待确认',
    abnormalPayment: '支付异常',
  },
  tabs: { available: '可使用', used: '已使用', expired: '已过期' },
  log: {
    orderCreate: '创建订单',
    orderCancel: '取消订单',
    orderPaid: '订单已支付',
    orderReview: '审核订单',
    orderConfirm: '确认线下转账',
    orderResolve: '处理支付异常',
    packageAdd: '新增套餐',
    couponIssue: '发放优惠券',
  },
};
