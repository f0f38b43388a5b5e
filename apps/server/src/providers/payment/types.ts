/** A payment the platform asks the gateway to collect (issue 19). */
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
  /** Whether `signature` is the gateway's over exactly these bytes (constant time). */
  verify(body: Buffer, signature: string | undefined): boolean;
}

export class PaymentGatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentGatewayError';
  }
}
