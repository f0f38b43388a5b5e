/** A remittance the platform asks the bank to make (§4 bank remittance). */
export interface RemittanceOrder {
  /** Our own reference (the application's id): the same transfer asked twice is one transfer. */
  reference: string;
  applicationId: string;
  enterpriseId: string;
  /** The corporate account as typed (digits). */
  account: string;
  accountName: string;
  accountBank: string;
  branch: string;
  /** Under 1 yuan: 1..99 fen. */
  amountFen: number;
}

export interface RemittanceReceipt {
  sentAt: number;
}

/** The remittance provider: makes the transfer or throws (nothing is recorded as remitted then). */
export interface BankProvider {
  readonly kind: 'sandbox' | 'http';
  remit(order: RemittanceOrder): Promise<RemittanceReceipt>;
}
