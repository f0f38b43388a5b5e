import { definePages } from '../../app/capability';

/** The cost center (issue 19): §2 /payment (orders and paying them), coupons; the back office's queues. */
export const costCenterPages = definePages({
  name: 'costCenter',
  namespaces: ['errors'],
});
