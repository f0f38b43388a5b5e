import { z } from 'zod';
import { codeSentSchema, keysetQuery, pageOf, realNameStatusSchema } from '../common.js';
import { enterpriseApplicationViewSchema, enterpriseNameSchema, enterpriseStepSchema } from '../enterpriseAuth/schemas.js';
import { fieldSchemas, phonePattern } from '../validators.js';

// ---- rules ------------------------------------------------------------------------------------

/** A master proven by SMS may pick the new master within this time. */
export const masterTicketValidityMs = 10 * 60_000;
/** A person may hold this many enterprises that have not passed authentication. */
export const unauthenticatedEnterpriseLimit = 3;

// ---- inputs -------------------------------------------------------------------------------------

export const createEnterpriseSchema = z.object({ name: enterpriseNameSchema });
export const switchContextSchema = z.object({ enterpriseId: z.string().max(64).default('') });
export const abbreviationSchema = z.object({ abbreviation: fieldSchemas.enterpriseAbbreviation });
export const masterVerifySchema = z.object({ code: fieldSchemas.smsCode });
const masterTicket = z.string({ error: 'required' }).min(16, { error: 'invalid' }).max(128, { error: 'invalid' });
/**
 * 'Please fill out mobile number first' is the answer to a code asked for without a phone (§8): an
 * empty phone passes the schema (the service answers `mobileRequired`), a malformed one does not.
 */
export const newMasterPhoneSchema = z
  .string({ error: 'phoneRequired' })
  .trim()
  .refine((v) => v === '' || phonePattern.test(v), { error: 'phoneInvalid' })
  .meta({ pattern: `^\\s*$|^\\s*${phonePattern.source.slice(1, -1)}\\s*$` })
  .default('');
export const newMasterCodeSchema = z.object({ masterTicket, phone: newMasterPhoneSchema });
export const masterChangeSchema = newMasterCodeSchema.extend({ code: fieldSchemas.smsCode });

export const enterpriseListQuery = keysetQuery().extend({
  keyword: z.string().trim().max(64).default(''),
});
export const superiorSchema = z.object({ superiorId: z.string().max(64).default('') });

// ---- answers ------------------------------------------------------------------------------------

export const enterpriseRoles = ['master', 'admin', 'member'] as const;
const role = z.enum(enterpriseRoles);

/** One enterprise in the context switch. */
export const enterpriseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  role,
  realNameStatus: realNameStatusSchema,
  /** What its authentication waits for while it is under review (the amount, the legal representative…). */
  realNameStep: enterpriseStepSchema,
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummarySchema>;

export const myEnterprisesSchema = z.object({
  /** The active enterprise, or null in the personal context. */
  activeEnterpriseId: z.string().nullable(),
  enterprises: z.array(enterpriseSummarySchema),
});
export type MyEnterprises = z.infer<typeof myEnterprisesSchema>;

const companyRef = z.object({ id: z.string(), name: z.string() });

/** eBasicInfo: every enterprise field of §3, personal data masked. */
export const enterpriseInfoSchema = z.object({
  id: z.string(),
  /** The enterprise id shown to people (§3 "enterprise id"); `id` is the uuid. */
  enterpriseNo: z.string(),
  name: z.string(),
  abbreviation: z.string().nullable(),
  realNameStatus: realNameStatusSchema,
  checkStatus: z.number().int(),
  master: z.object({ userName: z.string(), phone: z.string().nullable() }),
  /** The session's own role in the enterprise. */
  role,
  superior: companyRef.nullable(),
  subordinates: z.array(companyRef),
  createdAt: z.number().int(),
  /** The passed application, else the current one; null before the first. */
  application: enterpriseApplicationViewSchema.nullable(),
});
export type EnterpriseInfo = z.infer<typeof enterpriseInfoSchema>;

export const abbreviationChangedSchema = z.object({ abbreviation: z.string().nullable() });
export type AbbreviationChanged = z.infer<typeof abbreviationChangedSchema>;

/** editPhone step 1: the countdown, and the (masked) phone the code went to. */
export const masterCodeSentSchema = codeSentSchema.extend({ phone: z.string() });
export type MasterCodeSent = z.infer<typeof masterCodeSentSchema>;

export const masterTicketSchema = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type MasterTicket = z.infer<typeof masterTicketSchema>;

export const masterChangedSchema = z.object({ masterUserName: z.string() });
export type MasterChanged = z.infer<typeof masterChangedSchema>;

export const enterpriseListItemSchema = z.object({
  id: z.string(),
  enterpriseNo: z.string(),
  name: z.string(),
  realNameStatus: realNameStatusSchema,
  superior: companyRef.nullable(),
  subordinateCount: z.number().int(),
  createdAt: z.number().int(),
});
export type EnterpriseListItem = z.infer<typeof enterpriseListItemSchema>;
export const enterpriseListPageSchema = pageOf(enterpriseListItemSchema);
