import { randomInt } from 'node:crypto';
import { issuingMode, orderStatus } from '@console/contract';
import type { Deps } from '../../platform/context.js';
import { newId } from '../../platform/ids.js';
import { payOnDemandCharges } from '../services/index.js';
import * as q from './queries.js';

/** 'YYYY-MM' of a moment in Beijing time (the platform's billing calendar). */
const monthOf = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 7);

/**
 * The job: at the start of a month, each pay-on-demand subscription's charges not yet billed become
 * one order to be paid for the month that ended ("usage bill 2026-11"). One bill per subscription and
 * month (the `usage_bills` key), so several runs or processes make it once. A bill has no package:
 * paid, it completes without a grant.
 */
export async function billUsage(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const month = monthOf(Date.parse(`${monthOf(now)}-01T00:00:00+08:00`) - 1);
  let made = 0;
  for (const s of await payOnDemandCharges(deps)) {
    if (!s.enterpriseId) continue;
    const { billedTo, months } = await q.billedSoFar(deps.db, s.subscriptionId);
    const due = s.chargesFen - billedTo;
    if (due <= 0 || months.includes(month)) continue;
    const id = newId(now);
    await deps.db.transaction().execute(async (trx) => {
      if (
        !(await q.claimBill(trx, {
          subscription_id: s.subscriptionId,
          enterprise_id: s.enterpriseId,
          user_id: s.userId,
          month,
          billed_to_fen: s.chargesFen,
          order_id: id,
          created_at: now,
        }))
      )
        return;
      await q.insertOrder(trx, {
        id,
        enterprise_id: s.enterpriseId,
        user_id: s.userId,
        order_no: `OD${new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14)}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`,
        status: orderStatus.toBePaid,
        amount_fen: due,
        invoiced: 0,
        created_at: now,
        updated_at: now,
        package_id: '',
        product_id: s.productId ?? '',
        item_name: `usage ${month}`,
        issuing_mode: issuingMode.payOnDemand,
        quantity: 1,
        list_amount_fen: due,
        discount_fen: 0,
        coupon_id: null,
        // A bill is owed, not offered: it does not cancel itself like an unpaid purchase.
        pay_deadline_at: null,
        note: `usage bill ${month}`,
      });
      made++;
    });
  }
  return made;
}
