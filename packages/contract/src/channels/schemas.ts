import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { contrastRatio, minimumContrast } from '../contrast.js';
import { colourPattern, fieldSchemas } from '../validators.js';

/** Whitelisted partner entry pages (§2): a partner's own sign-in and its supplier registration. */
export const channelEntryPaths = ['/jdfLogin', '/jdfGys'] as const;
export type ChannelEntryPath = (typeof channelEntryPaths)[number];
export const channelStatusNames = ['enabled', 'disabled'] as const;

export const channelRules = {
  /** A logo is a PNG or JPEG judged by its bytes, sent as a data URL. */
  logoMaxBytes: 200 * 1024,
  codePattern: /^[A-Za-z0-9_-]{2,32}$/,
} as const;

const text = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required', abort: true }).max(max, { error: 'tooLong' });

/** A partner code: letters, digits, `_` and `-` only, so it never carries markup into a page or a URL. */
export const channelCodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .regex(channelRules.codePattern, { error: 'invalid' });

const channelFields = z.object({
  code: channelCodeSchema,
  name: text(60),
  /** `data:image/png;base64,…` or jpeg; '' = no logo (update: '' keeps the current one unless `removeLogo`). */
  logo: z
    .string()
    .max(Math.ceil((channelRules.logoMaxBytes * 4) / 3) + 64, { error: 'tooLong' })
    .regex(/^(data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+)?$/, { error: 'invalid' })
    .default(''),
  removeLogo: z.boolean().default(false),
  themeColor: fieldSchemas.colour,
  textColor: fieldSchemas.colour,
  contactName: text(40),
  /** '' on update keeps the stored phone. */
  contactPhone: z.union([z.literal(''), fieldSchemas.phone]).default(''),
  status: z.enum(channelStatusNames, { error: 'oneOf' }),
  entryPath: z.union([z.literal(''), z.enum(channelEntryPaths)]).default(''),
});

/** White text on the theme colour (the partner's buttons) and its text colour on white (the partner's heading) must read at 4.5:1. */
function readable<T extends z.ZodType<{ themeColor: string; textColor: string }>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const ok = (c: string) => colourPattern.test(c);
    if (ok(v.themeColor) && contrastRatio('#ffffff', v.themeColor) < minimumContrast)
      ctx.addIssue({ code: 'custom', path: ['themeColor'], message: 'contrastWithWhite' });
    if (ok(v.textColor) && contrastRatio(v.textColor, '#ffffff') < minimumContrast)
      ctx.addIssue({ code: 'custom', path: ['textColor'], message: 'contrastWithWhite' });
  });
}
export const channelSchema = readable(channelFields);
/** A new partner needs its contact's phone. */
export const channelCreateSchema = readable(channelFields.extend({ contactPhone: fieldSchemas.phone }));
export type ChannelInput = z.input<typeof channelSchema>;

export const channelBrandingQuery = z.object({
  channel: z.string().max(64).optional(),
  entry: z.string().max(64).optional(),
});
export const channelBrandingSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    themeColor: z.string(),
    textColor: z.string(),
    /** What the partner's entry page leads to: sign-in or (supplier) registration. */
    entryKind: z.enum(['login', 'register']).nullable(),
  })
  .nullable();
export type ChannelBranding = z.infer<typeof channelBrandingSchema>;

export const channelAssociateSchema = z.object({ channel: z.string().trim().min(1, { error: 'required' }).max(64) });
const channelRefSchema = z.object({ code: z.string(), name: z.string(), associatedAt: z.number().int() }).nullable();
export const myChannelsSchema = z.object({ account: channelRefSchema, enterprise: channelRefSchema });
export type MyChannels = z.infer<typeof myChannelsSchema>;

export const channelItemSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  themeColor: z.string(),
  textColor: z.string(),
  contactName: z.string(),
  /** Masked. */
  contactPhone: z.string(),
  status: z.enum(channelStatusNames),
  entryPath: z.enum(channelEntryPaths).nullable(),
  accounts: z.number().int(),
  enterprises: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type ChannelItem = z.infer<typeof channelItemSchema>;
export const channelListQuery = keysetQuery().extend({ status: z.enum(channelStatusNames).optional() });
export const channelPageSchema = pageOf(channelItemSchema);

export const channelAccountSchema = z.object({
  userId: z.string(),
  accountName: z.string(),
  realNameStatus: z.number().int(),
  associatedAt: z.number().int(),
});
export const channelAccountPageSchema = pageOf(channelAccountSchema);
export const channelEnterpriseSchema = z.object({
  enterpriseId: z.string(),
  name: z.string(),
  realNameStatus: z.number().int(),
  paidOrders: z.number().int(),
  paidFen: z.number().int(),
  associatedAt: z.number().int(),
});
export const channelEnterprisePageSchema = pageOf(channelEnterpriseSchema);
export const channelExportQuery = z.object({ kind: z.enum(['accounts', 'enterprises'], { error: 'oneOf' }) });
