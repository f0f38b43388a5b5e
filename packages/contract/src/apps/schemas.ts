import { z } from 'zod';
import { idParam, pageOf } from '../common.js';
import { listQuery, subscriptionViewSchema } from '../services/schemas.js';
import { fieldSchemas } from '../validators.js';
import { ipListEntries, isValidIpList } from './ip.js';

/** Sandbox and production applications are told apart by their appId's prefix. */
export const appEnvironments = ['sandbox', 'production'] as const;
export type AppEnvironment = (typeof appEnvironments)[number];
export const appIdPrefix = { sandbox: 'sbx_', production: 'prd_' } as const satisfies Record<AppEnvironment, string>;

/** At most this many entries in a whitelist, and this many active secrets per application. */
export const ipWhitelistMax = 50;
export const activeSecretsMax = 2;

const optionalText = (schema: z.ZodString) =>
  z
    .union([z.literal('').transform(() => null), schema])
    .nullable()
    .default(null);

const callbackUrl = optionalText(
  z
    .string()
    .trim()
    .max(500, { error: 'tooLong' })
    .refine((v) => /^https?:\/\/[^\s/?#]+/i.test(v) && URL.canParse(v), { error: 'url' }),
);

const appFields = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' }),
  appAbbreviation: fieldSchemas.appAbbreviation,
  ipWhitelist: z
    .string()
    .trim()
    .max(2000, { error: 'tooLong' })
    .refine(isValidIpList, { error: 'ipWhitelist' })
    .refine((v) => ipListEntries(v).length <= ipWhitelistMax, { error: 'ipWhitelist' })
    .default(''),
  /** §3 switch: 1 = only whitelisted addresses may call. */
  ipRestrict: z.coerce.number().int().min(0).max(1).default(0),
  androidPackage: optionalText(
    z
      .string()
      .trim()
      .max(128, { error: 'tooLong' })
      .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, { error: 'invalid' }),
  ),
  iosBundle: optionalText(
    z
      .string()
      .trim()
      .max(128, { error: 'tooLong' })
      .regex(/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, { error: 'invalid' }),
  ),
  callbackUrl,
  evidenceCallbackUrl: callbackUrl,
});

/** A restricted whitelist needs at least one entry. */
const whitelistGiven = (a: { ipRestrict: number; ipWhitelist: string }) => a.ipRestrict === 0 || ipListEntries(a.ipWhitelist).length > 0;
const whitelistRule = { error: 'ipWhitelistRequired', path: ['ipWhitelist'] };

export const appSettingsSchema = appFields.refine(whitelistGiven, whitelistRule);

const serviceList = z
  .array(z.string().min(1).max(64), { error: 'serviceRequired' })
  .max(50)
  .transform((ids) => [...new Set(ids)]);
const serviceIds = serviceList.refine((ids) => ids.length > 0, { error: 'serviceRequired' });

/**
 * A sandbox application may start with no service, so a new enterprise can try the platform before
 * it buys anything and authorize services later; a production application needs one from the start.
 */
export const appCreateSchema = appFields
  .extend({ environment: z.enum(appEnvironments, { error: 'invalid' }), serviceIds: serviceList.default([]) })
  .refine(whitelistGiven, whitelistRule)
  .refine((a) => a.environment === 'sandbox' || a.serviceIds.length > 0, { error: 'serviceRequired', path: ['serviceIds'] });
export const appAuthorizeSchema = z.object({ serviceIds });
export const appStatusSchema = z.object({ status: z.union([z.literal(1), z.literal(2)], { error: 'invalid' }) });
export const secretRevealSchema = z.object({ code: fieldSchemas.smsCode });
export const secretParams = idParam.extend({ secretId: z.string().min(1).max(64) });
export const deliveryParams = idParam.extend({ deliveryId: z.string().min(1).max(64) });
export const opsAppsQuery = listQuery.extend({ enterpriseId: z.string().trim().max(64).optional() });

export const appSummarySchema = z.object({
  id: z.string(),
  appId: z.string(),
  name: z.string(),
  appAbbreviation: z.string(),
  environment: z.enum(appEnvironments),
  /** §3 record status: 1 normal, 2 disabled. */
  status: z.number().int(),
  serviceCount: z.number().int(),
  createdAt: z.number().int(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;
export const appPageSchema = pageOf(appSummarySchema);

export const secretViewSchema = z.object({
  id: z.string(),
  /** The last 4 characters, to tell the secrets apart. */
  hint: z.string(),
  active: z.boolean(),
  createdAt: z.number().int(),
  revokedAt: z.number().int().nullable(),
  lastUsedAt: z.number().int().nullable(),
  lastUsedFrom: z.string().nullable(),
});

export const appDetailSchema = appSummarySchema.extend({
  ipWhitelist: z.string(),
  ipRestrict: z.number().int(),
  androidPackage: z.string().nullable(),
  iosBundle: z.string().nullable(),
  callbackUrl: z.string().nullable(),
  evidenceCallbackUrl: z.string().nullable(),
  services: z.array(subscriptionViewSchema),
  secrets: z.array(secretViewSchema),
});
export type AppDetail = z.infer<typeof appDetailSchema>;

/** The new secret, shown this once. */
export const newSecretSchema = z.object({ id: z.string(), secret: z.string(), hint: z.string() });

export const callViewSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  serviceCode: z.string(),
  outcome: z.string(),
  sandbox: z.boolean(),
  chargeFen: z.number().int(),
  calledAt: z.number().int(),
});
export const callPageSchema = pageOf(callViewSchema);

export const deliveryAttemptSchema = z.object({
  at: z.number().int(),
  statusCode: z.number().int().nullable(),
  latencyMs: z.number().int(),
  problem: z.string().nullable(),
});
export const deliveryViewSchema = z.object({
  id: z.string(),
  event: z.string(),
  /** Which address: the callback URL or the evidence-deposit callback URL. */
  target: z.enum(['callback', 'evidence']),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.array(deliveryAttemptSchema),
  nextAttemptAt: z.number().int().nullable(),
  createdAt: z.number().int(),
});
export type DeliveryView = z.infer<typeof deliveryViewSchema>;
export const deliveryPageSchema = pageOf(deliveryViewSchema);

export const opsAppSchema = appSummarySchema.extend({ callsThisMonth: z.number().int() });
export const opsAppPageSchema = pageOf(opsAppSchema);

/** The service-authorization page: one of the enterprise's services and each application's access to it. */
export const serviceAppParams = idParam.extend({ applicationId: z.string().min(1).max(64) });
export const serviceAppAuthorizeSchema = z.object({ authorized: z.boolean({ error: 'invalid' }) });
export const serviceAppSchema = appSummarySchema.extend({ authorized: z.boolean() });
export type ServiceApp = z.infer<typeof serviceAppSchema>;
export const serviceAppPageSchema = pageOf(serviceAppSchema);
