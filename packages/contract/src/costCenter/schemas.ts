import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { issuingModes } from '../services/schemas.js';
import { apiServiceCodes } from '../services/schemas.js';
import { freeText, isValidCreditCode } from '../validators.js';
import { gbkByteLength, invoiceGbkMax, invoiceStatusNames, isGbkText } from './rules.js';

/** §4 order statuses by name; `orderStatus` in enums.ts gives their stored codes. */
export const orderStatusNames = [
  'completed',
  'cancelled',
  'toBeReviewed',
  'toBePaid',
  'paid',
  'paymentToBeConfirmed',
  'abnormalPayment',
] as const;
export type OrderStatusName = (typeof orderStatusNames)[number];
export const couponTabs = ['available', 'used', 'expired'] as const;
export type CouponTab = (typeof couponTabs)[number];
export const couponKinds = ['fixed', 'percent'] as const;

export const costCenterRules = {
  /** An order to be paid cancels itself after this long without a payment (the console counts it down). */
  payWithinMs: 30 * 60_000,
  /** A gateway payment left unknown this long is asked about by the reconciliation job. */
  reconcileAfterMs: 5 * 60_000,
  receiptMaxBytes: 5 * 1024 * 1024,
  invoiceFileMaxBytes: 5 * 1024 * 1024,
  receiptTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** The dashboard highlights coupons expiring within this long. */
  couponExpiringMs: 30 * 86_400_000,
  priceMaxFen: 1_000_000_000,
  quantityMax: 100,
} as const;

const required = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'tooLong' });
const id = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64);
/** Integer fen: money is never a float (§5). */
const fen = z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0).max(costCenterRules.priceMaxFen);
const reason = freeText().default('');

export const packageViewSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productNo: z.string(),
  productName: z.string(),
  serviceCode: z.enum(apiServiceCodes),
  name: z.string(),
  issuingMode: z.number().int(),
  /** -1: unlimited (pay on demand). */
  quantity: z.number().int(),
  months: z.number().int(),
  priceFen: z.number().int(),
  /** Custom packages and installments start "to be reviewed". */
  needsReview: z.boolean(),
  createdAt: z.number().int(),
});
export type PackageView = z.infer<typeof packageViewSchema>;
export const packageListSchema = z.object({ list: z.array(packageViewSchema) });

export const packageInputSchema = z.object({
  productId: id,
  name: required(64),
  issuingMode: z.coerce
    .number({ error: 'invalid' })
    .int()
    .refine((n) => (issuingModes as number[]).includes(n), { error: 'invalid' }),
  quantity: z.coerce
    .number({ error: 'notNumber' })
    .int({ error: 'notInteger' })
    .min(-1)
    .max(1_000_000_000)
    .refine((n) => n !== 0, { error: 'invalid' }),
  months: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(1).max(120),
  priceFen: fen,
});

export const orderCreateSchema = z.object({
  packageId: id,
  quantity: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(1).max(costCenterRules.quantityMax).default(1),
  couponId: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((v) => v || undefined),
});

export const orderViewSchema = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: z.enum(orderStatusNames),
  packageId: z.string(),
  productId: z.string(),
  itemName: z.string(),
  issuingMode: z.number().int(),
  quantity: z.number().int(),
  listAmountFen: z.number().int(),
  discountFen: z.number().int(),
  amountFen: z.number().int(),
  couponId: z.string().nullable(),
  /** When an unpaid order cancels itself (null when it does not wait for a payment). */
  payDeadlineAt: z.number().int().nullable(),
  paidAt: z.number().int().nullable(),
  paidAmountFen: z.number().int().nullable(),
  paymentMethod: z.enum(['gateway', 'offline']).nullable(),
  subscriptionId: z.string().nullable(),
  note: z.string(),
  invoiced: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type OrderView = z.infer<typeof orderViewSchema>;
export const orderPageSchema = pageOf(orderViewSchema);
export const paymentStatusNames = ['pending', 'unknown', 'paid', 'declined', 'refunding', 'refunded'] as const;
/**
 * One order with its latest gateway payment's outcome: the console says what became of a payment
 * when the gateway sends the payer back (a declined one leaves the order to be paid).
 */
export const orderDetailSchema = orderViewSchema.extend({ lastPayment: z.enum(paymentStatusNames).nullable() });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
export const opsOrderViewSchema = orderViewSchema.extend({ enterpriseId: z.string().nullable(), enterpriseName: z.string().nullable() });
export const opsOrderPageSchema = pageOf(opsOrderViewSchema);

/**
 * Orders "to be closed" (§1's dashboard figure): waiting on someone before they can end — a review,
 * a transfer to confirm, an abnormal payment to resolve. The list takes the group as one filter.
 */
export const ordersToBeClosed = ['toBeReviewed', 'paymentToBeConfirmed', 'abnormalPayment'] as const satisfies readonly OrderStatusName[];
export const orderFilters = [...orderStatusNames, 'toBeClosed'] as const;
export type OrderFilter = (typeof orderFilters)[number];
export const orderListQuery = keysetQuery(10).extend({ status: z.enum(orderFilters, { error: 'invalid' }).optional() });

export const paymentStartSchema = z.object({ paymentId: z.string(), payUrl: z.string() });

export const receiptUploadSchema = z.object({});
/** A digital e-invoice's number (全电发票号码) is 20 digits. */
export const invoiceFileSchema = z.object({
  invoiceNo: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required', abort: true })
    .regex(/^\d{20}$/, { error: 'invalid' }),
});

export const sandboxRefParams = z.object({ ref: z.string().min(1).max(64) });
export const sandboxPaymentSchema = z.object({
  ref: z.string(),
  orderNo: z.string(),
  amountFen: z.number().int(),
  status: z.enum(['pending', 'approved', 'declined', 'refunded']),
  returnUrl: z.string(),
});
export const sandboxDecisionSchema = z.object({ decision: z.enum(['approve', 'decline', 'hang'], { error: 'invalid' }) });

/** The gateway's notification (what the sandbox sends and the http gateway is documented to send). */
export const paymentNotificationSchema = z.object({
  notificationId: z.string().min(1).max(64),
  gatewayRef: z.string().min(1).max(64),
  reference: z.string().min(1).max(64),
  status: z.enum(['paid', 'declined']),
  amountFen: z.number().int().min(0),
  paidAt: z.number().int().min(0),
});
export type PaymentNotification = z.infer<typeof paymentNotificationSchema>;
export const notifyHeaders = z.object({ 'x-signature': z.string().max(200).optional() });
export const notifyAnswerSchema = z.object({ accepted: z.boolean(), duplicate: z.boolean() });

export const couponViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(couponKinds),
  value: z.number().int(),
  minSpendFen: z.number().int(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  startsAt: z.number().int(),
  expiresAt: z.number().int(),
  tab: z.enum(couponTabs),
  usedOrderNo: z.string().nullable(),
  expiringSoon: z.boolean(),
  createdAt: z.number().int(),
});
export type CouponView = z.infer<typeof couponViewSchema>;
export const couponPageSchema = pageOf(couponViewSchema);
export const couponListQuery = keysetQuery(10).extend({ tab: z.enum(couponTabs, { error: 'invalid' }).default('available') });

export const couponIssueSchema = z
  .object({
    /**
     * The enterprise: its id or the enterprise number the back office shows. For a personal coupon,
     * `userId` instead: the person's id, account name or whole phone number.
     */
    enterpriseId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    userId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    name: required(64),
    kind: z.enum(couponKinds, { error: 'invalid' }),
    value: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(1).max(costCenterRules.priceMaxFen),
    minSpendFen: fen.default(0),
    productId: z
      .string()
      .trim()
      .max(64)
      .optional()
      .transform((v) => v || undefined),
    startsAt: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0),
    expiresAt: z.coerce.number({ error: 'notNumber' }).int({ error: 'notInteger' }).min(0),
  })
  .refine((c) => c.expiresAt > c.startsAt, { error: 'dateOrder', path: ['expiresAt'] })
  .refine((c) => c.kind === 'fixed' || c.value < 100, { error: 'invalid', path: ['value'] })
  .refine((c) => Boolean(c.enterpriseId) !== Boolean(c.userId), { error: 'required', path: ['enterpriseId'] });

export const opsReviewSchema = z.object({ approve: z.boolean({ error: 'invalid' }), reason });
export const opsConfirmSchema = z.object({ accept: z.boolean({ error: 'invalid' }), reason });
export const opsResolveSchema = z.object({ action: z.enum(['complete', 'refund'], { error: 'invalid' }), reason });
export const opsOrderQuery = keysetQuery(20).extend({ status: z.enum(orderStatusNames, { error: 'invalid' }).optional() });

/** Text of a digital e-invoice field: GBK characters only, at most `max` GBK bytes. */
const gbkText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'tooLong' })
    .refine(isGbkText, { error: 'invalid' })
    .refine((v) => gbkByteLength(v) <= invoiceGbkMax, { error: 'tooLong' });

export const invoiceTitleInputSchema = z
  .object({
    kind: z.enum(['company', 'personal'], { error: 'invalid' }),
    name: required(100).refine(isGbkText, { error: 'invalid' }),
    taxpayerId: z.string().trim().toUpperCase().default(''),
    addressPhone: gbkText(100).default(''),
    bankAccount: gbkText(100).default(''),
  })
  .refine((v) => v.kind === 'personal' || isValidCreditCode(v.taxpayerId), { error: 'invalid', path: ['taxpayerId'] });
export const invoiceTitleViewSchema = z.object({
  id: z.string(),
  kind: z.enum(['company', 'personal']),
  name: z.string(),
  taxpayerId: z.string(),
  addressPhone: z.string(),
  bankAccount: z.string(),
  createdAt: z.number().int(),
});
export type InvoiceTitleView = z.infer<typeof invoiceTitleViewSchema>;
export const invoiceTitleListSchema = z.object({ list: z.array(invoiceTitleViewSchema) });

export const invoiceTypes = ['general', 'special'] as const;
export const invoiceRequestSchema = z.object({
  /** One per confirmation screen: a double submit sends the same id and makes one request. */
  requestId: z
    .string({ error: 'required' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalid' }),
  titleId: id,
  invoiceType: z.enum(invoiceTypes, { error: 'invalid' }),
  orderIds: z.array(z.string().min(1).max(64)).min(1, { error: 'required' }).max(50, { error: 'tooBig' }),
});
export const invoiceViewSchema = z.object({
  id: z.string(),
  status: z.enum(invoiceStatusNames),
  invoiceType: z.enum(invoiceTypes),
  amountFen: z.number().int(),
  title: invoiceTitleViewSchema.omit({ id: true, createdAt: true }),
  orderNos: z.array(z.string()),
  invoiceNo: z.string().nullable(),
  reason: z.string(),
  hasFile: z.boolean(),
  issuedAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type InvoiceView = z.infer<typeof invoiceViewSchema>;
export const invoicePageSchema = pageOf(invoiceViewSchema);
export const invoiceListQuery = keysetQuery(10).extend({ status: z.enum(invoiceStatusNames, { error: 'invalid' }).optional() });
export const opsInvoiceViewSchema = invoiceViewSchema.extend({ enterpriseName: z.string().nullable() });
export const opsInvoicePageSchema = pageOf(opsInvoiceViewSchema);
export const opsInvoiceQuery = keysetQuery(20).extend({ status: z.enum(invoiceStatusNames, { error: 'invalid' }).optional() });
export const opsInvoiceReasonSchema = z.object({ reason: freeText({ required: true }) });
