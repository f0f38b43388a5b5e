/** A payment the platform asks the gateway to collect. */
export interface PaymentRequest {
  /** Our own reference (the payment's id): the gateway deduplicates it and names it in every notification. */
  reference: string;
  orderNo: string;
  amountFen: number;
  /** Where the payer returns after deciding. */
  returnUrl: string;
  /** Where the gateway posts its signed notification. */
  notifyUrl: string;
}

export interface PaymentStarted {
  gatewayRef: string;
  /** Where the payer approves the payment (the sandbox's local page, or the gateway's). */
  payUrl: string;
}

/** What the gateway says about a payment when asked (the reconciliation job). */
export interface PaymentState {
  status: 'paid' | 'declined' | 'pending' | 'unknown';
  amountFen?: number;
  paidAt?: number;
  gatewayRef?: string;
}

/** Money given back for a collected payment (an abnormal payment an operator refunds). */
export interface RefundRequest {
  /** The payment's reference, as in {@link PaymentRequest}. */
  reference: string;
  /** Our refund's id: the gateway refunds a payment once per id, so a retry after a timeout is safe. */
  refundId: string;
  amountFen: number;
  reason: string;
}

export interface RefundState {
  /** `pending` when the gateway accepted the refund but will settle it later. */
  status: 'refunded' | 'pending';
  refundRef?: string;
}

/** A notification ready to post: the exact body and its signature (X-Signature, hex HMAC-SHA256). */
export interface SignedNotification {
  body: string;
  signature: string;
}

/** The payment gateway: starts payments, answers for them, and verifies its notifications' signatures. */
export interface PaymentProvider {
  readonly kind: 'sandbox' | 'http';
  start(request: PaymentRequest): Promise<PaymentStarted>;
  query(reference: string): Promise<PaymentState>;
  /** Gives a collected payment's money back; throws {@link PaymentGatewayError} when the gateway refuses or cannot be reached. */
  refund(request: RefundRequest): Promise<RefundState>;
  /** Whether `signature` is the gateway's over exactly these bytes (constant time). */
  verify(body: Buffer, signature: string | undefined): boolean;
}

export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
