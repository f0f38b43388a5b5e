import { certificateRules } from '@console/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../platform/context.js';
import { noticeTo, sendNow } from '../../platform/delivery.js';
import { maskName } from '../../platform/personal-data.js';
import { recipientOf } from '../account/index.js';
import * as q from './queries.js';

const day = 86_400_000;

/**
 * The reminder job: a valid certificate's holder hears 30, 7 and 1 days before it expires, once
 * each (the threshold is claimed before sending, so two processes never both send; a certificate
 * first seen inside 7 days gets only the 7-day reminder, not the 30-day one as well).
 */
export async function remindExpiring(deps: Deps, log: FastifyBaseLogger): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  // Smallest threshold first: a certificate due for several gets the nearest one only.
  for (const days of [...certificateRules.reminderDays].sort((a, b) => a - b)) {
    for (const row of await q.dueForReminder(deps.db, { now, until: now + days * day, days })) {
      if (!(await q.claimReminder(deps.db, row.id, days))) continue;
      const holder = await recipientOf(deps, row.user_id);
      const owner = deps.cipher.decrypt(row.owner_name);
      const message =
        holder &&
        noticeTo(holder, {
          fallback: 'zh',
          purpose: 'certificate_expiry',
          sms: 'certificateExpirySms',
          mail: 'certificateExpiryEmail',
          params: { userName: holder.accountName, serial: row.serial, owner: row.cert_type === 1 ? owner : maskName(owner), days },
          at: row.not_after,
        });
      if (!message) continue;
      // sendNow logged a failure; the threshold stays claimed so a broken gateway is not retried every run.
      await sendNow(deps, log, message).catch(() => undefined);
      sent++;
    }
  }
  return sent;
}
