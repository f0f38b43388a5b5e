import { randomUUID } from 'node:crypto';
import type { Deps } from '../../platform/context.js';
import * as q from './queries.js';
import { signNotification, verifySignature } from './signature.js';
import { type PaymentProvider, PaymentGatewayError, type PaymentRequest, type PaymentState, type SignedNotification } from './types.js';

export interface SandboxPaymentProvider extends PaymentProvider {
  readonly kind: 'sandbox';
  /** The payer's decision on the sandbox page: the ledger records it, and an approval or decline yields the signed notification. */
  decide(ref: string, decision: 'approve' | 'decline'): Promise<SignedNotification | null>;
  /** A payment of the ledger as the sandbox page shows it (the ledger is the sandbox's own); undefined when no payment has this ref. */
  entry(ref: string): Promise<SandboxEntry | undefined>;
}

export interface SandboxEntry {
  ref: string;
  orderNo: string;
  amountFen: number;
  status: 'pending' | 'approved' | 'declined' | 'refunded';
  returnUrl: string;
}

/**
 * The sandbox gateway (PAYMENT_PROVIDER=sandbox, the default): a payment is a row of its ledger
 * (`payment_sandbox_ledger`) and the console's `/paymentSandbox?ref=<ref>` page, where the payer
 * approves, declines or leaves it hanging. A decision is signed with the sandbox's secret exactly as
 * the http gateway signs its webhook, and goes through the same verification.
 */
export function createSandboxPayment(deps: Pick<Deps, 'db' | 'clock' | 'config'>, secret: string): SandboxPaymentProvider {
  return {
    kind: 'sandbox',
    async start(request: PaymentRequest) {
      const existing = await q.findByReference(deps.db, request.reference);
      const ref = existing?.ref ?? `sbx_${randomUUID().replaceAll('-', '')}`;
      if (!existing)
        await q.insertEntry(deps.db, {
          ref,
          reference: request.reference,
          order_no: request.orderNo,
          amount_fen: request.amountFen,
          return_url: request.returnUrl,
          status: 'pending',
          created_at: deps.clock.now(),
          decided_at: null,
        });
      return { gatewayRef: ref, payUrl: `/paymentSandbox?ref=${ref}` };
    },
    async query(reference: string): Promise<PaymentState> {
      const row = await q.findByReference(deps.db, reference);
      if (!row) return { status: 'unknown' };
      const status = row.status === 'approved' ? 'paid' : row.status === 'declined' ? 'declined' : 'pending';
      return {
        status,
        amountFen: Number(row.amount_fen),
        paidAt: row.decided_at === null ? undefined : Number(row.decided_at),
        gatewayRef: row.ref,
      };
    },
    verify: (body, signature) => verifySignature(body, signature, secret),
    // Like a real gateway, only collected money can go back, and not more of it than was collected;
    // a refund already made answers refunded again (the same refund retried).
    async refund(request) {
      const row = await q.findByReference(deps.db, request.reference);
      if (!row) throw new PaymentGatewayError('no such payment');
      if (request.amountFen <= 0 || request.amountFen > Number(row.amount_fen)) throw new PaymentGatewayError('refund exceeds the payment');
      if (row.status !== 'refunded' && !(await q.refundEntry(deps.db, { ref: row.ref, at: deps.clock.now() })))
        throw new PaymentGatewayError(`payment is ${row.status}, not collected`);
      return { status: 'refunded', refundRef: `${row.ref}_r` };
    },
    async entry(ref) {
      const row = await q.findEntry(deps.db, ref);
      return (
        row && {
          ref: row.ref,
          orderNo: row.order_no,
          amountFen: Number(row.amount_fen),
          status: row.status as SandboxEntry['status'],
          returnUrl: row.return_url,
        }
      );
    },
    async decide(ref, decision) {
      const row = await q.findEntry(deps.db, ref);
      if (!row) return null;
      const at = deps.clock.now();
      if (!(await q.decideEntry(deps.db, { ref, status: decision === 'approve' ? 'approved' : 'declined', at }))) return null;
      const body = JSON.stringify({
        notificationId: randomUUID(),
        gatewayRef: ref,
        reference: row.reference,
        status: decision === 'approve' ? 'paid' : 'declined',
        amountFen: Number(row.amount_fen),
        paidAt: at,
      });
      return { body, signature: signNotification(body, secret) };
    },
  };
}
