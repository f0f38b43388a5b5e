import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';

/** §7 uiSign: which console entry asked — the open platform or the SDK page. */
export const ssoUiSigns = ['apiopen', 'sdkopen'] as const;
export type SsoUiSign = (typeof ssoUiSigns)[number];

export const ssoRules = {
  /** A ssorand code lives this long and is used once. */
  codeValidityMs: 60_000,
  /** A synchronization token may live at most this long (exp − iat) … */
  tokenMaxLifetimeMs: 5 * 60_000,
  /** … and its iat may be this far ahead of the server's clock. */
  clockSkewMs: 60_000,
  /** The default targets when no trusted system is configured for an entry: the console's own pages. */
  defaultTargets: { apiopen: '/apiReference', sdkopen: '/sdk' } as Record<SsoUiSign, string>,
} as const;

export const ssorandQuery = z.object({
  uiSign: z.enum(ssoUiSigns, { error: 'oneOf' }),
  cloudCode: z
    .string()
    .trim()
    .max(64, { error: 'tooLong' })
    .regex(/^[A-Za-z0-9_.-]*$/, { error: 'invalid' })
    .default(''),
});
export const ssorandSchema = z.object({
  code: z.string(),
  /** Where the browser goes, with `ssorand=<code>` (and `cloudCode`) in its query. */
  url: z.string(),
  expiresAt: z.number().int(),
});
export type Ssorand = z.infer<typeof ssorandSchema>;

const header = z.string().max(512).optional();
export const ssoSignedHeadersSchema = z.object({
  'X-App-Id': header,
  'X-Timestamp': header,
  'X-Nonce': header,
  'X-Content-SHA256': header,
  'X-Signature': header,
});
export const ssoRedeemSchema = z.object({ code: z.string().trim().min(1, { error: 'required' }).max(128, { error: 'tooLong' }) });
export const ssoIdentitySchema = z.object({
  userId: z.string(),
  userName: z.string(),
  /** 0 … 4, §4. */
  realNameStatus: z.number().int(),
  enterprise: z.object({ id: z.string(), name: z.string(), realNameStatus: z.number().int() }).nullable(),
  uiSign: z.enum(ssoUiSigns),
  cloudCode: z.string(),
});
export type SsoIdentity = z.infer<typeof ssoIdentitySchema>;

export const synchronizeSchema = z.object({
  system: z.string().trim().min(1, { error: 'required' }).max(32, { error: 'tooLong' }),
  token: z.string().trim().min(1, { error: 'required' }).max(2048, { error: 'tooLong' }),
});

const systemCode = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(/^[A-Za-z0-9_-]{2,32}$/, { error: 'invalid' });
/** An absolute https URL (http only for a loopback host) the browser is sent to; '' = none. */
const targetUrl = z
  .string()
  .trim()
  .max(300, { error: 'tooLong' })
  .refine(
    (v) => {
      if (!v) return true;
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname));
      } catch {
        return false;
      }
    },
    { error: 'url' },
  )
  .default('');
export const ssoSystemSchema = z.object({
  code: systemCode,
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(60, { error: 'tooLong' }),
  status: z.enum(['enabled', 'disabled'], { error: 'oneOf' }),
  /** The console entry this system serves as the target of ('' = none): its URL is where ssorand sends the browser. */
  outSign: z.union([z.literal(''), z.enum(ssoUiSigns)]).default(''),
  targetUrl,
});
export const ssoSystemItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.enum(['enabled', 'disabled']),
  outSign: z.enum(ssoUiSigns).nullable(),
  targetUrl: z.string().nullable(),
  /** The secret's last 4 characters, to tell it apart. */
  secretHint: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type SsoSystemItem = z.infer<typeof ssoSystemItemSchema>;
export const ssoSystemPageSchema = pageOf(ssoSystemItemSchema);
export const ssoSystemListQuery = keysetQuery();
export const ssoSystemSecretSchema = z.object({ system: ssoSystemItemSchema, secret: z.string() });
