import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { isCalendarDate } from './month-range.js';

/** The areas that write the log today, offered by the service filter (another name still filters and shows as is). */
export const logServices = [
  'account',
  'profile',
  'realName',
  'enterprise',
  'enterpriseAuth',
  'organization',
  'roles',
  'contacts',
  'services',
  'apps',
  'site',
  'ops',
  'costCenter',
  'workOrders',
  'statistics',
  'certificates',
  'timestamps',
  'evidence',
  'signing',
  'seals',
  'templates',
] as const;
export type LogService = (typeof logServices)[number];

const date = z.string().refine(isCalendarDate, { error: 'invalid' });

/** A §5 range: both days or neither (the month rules are checked against the server's clock). */
export const logRangeQuery = z.object({ start: date.optional(), end: date.optional() });

export const logListQuery = keysetQuery(20).extend({
  start: date.optional(),
  end: date.optional(),
  service: z
    .string()
    .regex(/^[A-Za-z]{0,32}$/, { error: 'invalid' })
    .optional(),
  /** The acting person's user id. */
  actor: z.string().max(36).optional(),
  keyword: z.string().max(50).optional(),
});
export type OperationLogQuery = z.input<typeof logListQuery>;

export const logItemSchema = z.object({
  id: z.string(),
  service: z.string(),
  action: z.string(),
  /** Masked when written: personal data never reaches the log in the clear. What a row written before phrases shows. */
  content: z.string(),
  /**
   * The entry as a phrase of the log catalogue and its parameters (`renderLogPhrase` shows it in the
   * reader's language); null on rows written before phrases (0040), which show `content`.
   */
  phrase: z.object({ key: z.string(), params: z.record(z.string(), z.unknown()) }).nullable(),
  actorId: z.string().nullable(),
  /** The acting person's account name, or null for an operator or the system. */
  actorName: z.string().nullable(),
  /** Set when a back-office operator acted on the account. */
  byOperator: z.boolean(),
  ip: z.string(),
  createdAt: z.number().int(),
});
export type OperationLogItem = z.infer<typeof logItemSchema>;
export const logPageSchema = pageOf(logItemSchema).extend({
  /** The whole tenant's log (an administrator, or the person's own in the personal context) rather than one member's own rows: verify and export are offered then. */
  seesAll: z.boolean(),
});

export const logDetailSchema = logItemSchema.extend({
  device: z.string().nullable(),
  /** Place in the tenant's chain: the row's number, the hash before it and its own. */
  seq: z.number().int(),
  prevHash: z.string(),
  hash: z.string(),
});
export type OperationLogDetail = z.infer<typeof logDetailSchema>;

export const chainBreakReasons = ['missing', 'altered', 'unlinked'] as const;
export type ChainBreakReason = (typeof chainBreakReasons)[number];

export const chainVerifySchema = z.object({
  ok: z.boolean(),
  /** Rows re-hashed. */
  checked: z.number().int(),
  firstSeq: z.number().int().nullable(),
  lastSeq: z.number().int().nullable(),
  /** The chain's newest hash (its head) as the server keeps it. */
  headSeq: z.number().int(),
  headHash: z.string(),
  /** Where the chain first breaks: the row number, the row there (null when missing) and why. */
  break: z
    .object({ seq: z.number().int(), id: z.string().nullable(), reason: z.enum(chainBreakReasons), createdAt: z.number().int().nullable() })
    .nullable(),
});
export type ChainVerifyResult = z.infer<typeof chainVerifySchema>;

export const logStatisticsQuery = z.object({
  /** 'YYYY-MM', in or before the current month. */
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'invalid' }),
});

export const logStatisticsSchema = z.object({
  month: z.string(),
  /** One entry per day of the month, zero included. */
  days: z.array(z.object({ day: z.string(), count: z.number().int() })),
  /** Acts per service, most first. */
  services: z.array(z.object({ service: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type LogStatistics = z.infer<typeof logStatisticsSchema>;
