/** The cost center (issue 19): orders and payment, coupons; under `ops` the back office's pages. */
export const costCenter = {
  statuses: {
    completed: 'Completed',
    cancelled: 'Cancelled',
    toBeReviewed: 'To be reviewed',
    toBePaid: 'To be paid',
    paid: 'Paid',
    paymentToBeConfirmed: 'Payment to be confirmed',
    abnormalPayment: 'Abnormal payment',
  },
  tabs: { available: 'Available', used: 'Used', expired: 'Expired' },
  log: {
    orderCreate: 'Order created',
    orderCancel: 'Order cancelled',
    orderPaid: 'Order paid',
    orderReview: 'Order reviewed',
    orderConfirm: 'Offline transfer confirmed',
    orderResolve: 'Abnormal payment resolved',
    packageAdd: 'Package added',
    couponIssue: 'Coupon issued',
  },
};
