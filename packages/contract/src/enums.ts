/** Display enumerations of spec §3 and states of §4, by their numeric codes. */
export const realNameStatus = {
  notAuthenticated: 0,
  underReview: 1,
  passed: 2,
  failed: 3,
  rejected: 4,
} as const;
export type RealNameStatus = (typeof realNameStatus)[keyof typeof realNameStatus];

/** checkStatus 8 = an enterprise application is in review (§4). */
export const checkStatusInReview = 8;

/**
 * The checkStatus the console keeps (§4) for a real-name status: the status's own code, except
 * that "under review" is the spec's 8, so personal and enterprise reviews read alike.
 */
export function checkStatusOf(status: RealNameStatus): number {
  return status === realNameStatus.underReview ? checkStatusInReview : status;
}

/**
 * What an enterprise authentication in progress waits for (the application states in which
 * checkStatus reads 8): the bank's remittance, the applicant's amount, the legal representative,
 * or an operator.
 */
export const enterpriseSteps = ['remitting', 'awaitingAmount', 'awaitingLegalPerson', 'underReview'] as const;
export type EnterpriseStep = (typeof enterpriseSteps)[number];

/** The step of an enterprise from its real-name status (§3) and its current application's status; null unless under review. */
export function enterpriseStepOf(status: number, applicationStatus: string | null | undefined): EnterpriseStep | null {
  const step = enterpriseSteps.find((s) => s === applicationStatus);
  return status === realNameStatus.underReview && step ? step : null;
}

export const accountType = { personal: 1, enterprise: 2 } as const;
export type AccountType = (typeof accountType)[keyof typeof accountType];

export const certificateType = { enterprise: 1, employee: 2, personal: 3 } as const;
export const certificateValidity = { oneYear: 0, twoYears: 1, threeYears: 2 } as const;
export const algorithm = { RSA2048: 0, SM2: 1 } as const;
export const serviceType = { initial: 1, update: 2, revoke: 3 } as const;
export const signMode = {
  enterpriseAdmin: 0,
  pdfContract: 1,
  contractDigest: 2,
  imageDigest: 3,
  informationDigest: 4,
} as const;
export const recordStatus = {
  normal: 1,
  disabled: 2,
  inApproval: 3,
  rejected: 4,
  expired: 5,
  usedUp: 6,
} as const;
export const orderStatus = {
  completed: 1,
  cancelled: 2,
  toBeReviewed: 3,
  toBePaid: 4,
  paid: 5,
  paymentToBeConfirmed: 6,
  abnormalPayment: 7,
} as const;
export const serviceStatus = { toBeProvisioned: 1, effective: 2, expired: 3, exhausted: 4 } as const;
export const workOrderStatus = {
  processing: 1,
  distributed: 2,
  processed: 3,
  resolved: 4,
  closed: 5,
} as const;
export const invoiceStatus = { requested: 1, issued: 2, rejected: 3 } as const;
export const couponStatus = { available: 1, used: 2, expired: 3 } as const;
export const switchValue = { off: 0, on: 1 } as const;
export const idType = { idCard: 1 } as const;
