import { z } from 'zod';
import { emailPattern, fieldSchemas, isValidCreditCode, isValidOrgCode, phonePattern } from '../validators.js';

export const contactPageSize = 20;
export const contactKinds = ['individual', 'enterprise'] as const;
export type ContactKind = (typeof contactKinds)[number];

const optional = (schema: z.ZodString) => schema.or(z.literal('')).default('');

/**
 * An external contact (§3, §5): an individual or an enterprise, name at most 32 characters; an
 * enterprise gives its unified social credit code (with its check character) or its organization
 * code, one of the two; a phone or an e-mail to reach them.
 */
export const contactFormSchema = z
  .object({
    kind: z.enum(contactKinds, { error: 'required' }),
    name: fieldSchemas.contactName,
    creditCode: z.string().trim().max(18, { error: 'creditCode' }).default(''),
    orgCode: z.string().trim().max(18, { error: 'orgCode' }).default(''),
    phone: optional(z.string().trim().regex(phonePattern, { error: 'phoneInvalid' })),
    email: optional(z.string().trim().max(128).regex(emailPattern, { error: 'email' })),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'enterprise') {
      if (d.creditCode && d.orgCode) ctx.addIssue({ code: 'custom', message: 'creditOrOrgCode', path: ['orgCode'] });
      else if (!d.creditCode && !d.orgCode) ctx.addIssue({ code: 'custom', message: 'creditOrOrgCode', path: ['creditCode'] });
      else if (d.creditCode && !isValidCreditCode(d.creditCode))
        ctx.addIssue({ code: 'custom', message: 'creditCode', path: ['creditCode'] });
      else if (d.orgCode && !isValidOrgCode(d.orgCode)) ctx.addIssue({ code: 'custom', message: 'orgCode', path: ['orgCode'] });
    }
    if (!d.phone && !d.email) ctx.addIssue({ code: 'custom', message: 'emailOrPhoneRequired', path: ['phone'] });
  });
export type ContactForm = z.input<typeof contactFormSchema>;
export type ContactInput = z.output<typeof contactFormSchema>;

export const contactListQuery = z.object({
  keyword: z.string().trim().max(64).default(''),
  kind: z.enum(['', ...contactKinds]).default(''),
  after: z.string().max(64).default(''),
});

export const contactExportQuery = contactListQuery.omit({ after: true });

export const contactSchema = z.object({
  id: z.string(),
  kind: z.enum(contactKinds),
  name: z.string(),
  creditCode: z.string(),
  orgCode: z.string(),
  /** Masked. */
  phone: z.string(),
  /** Masked. */
  email: z.string(),
  updatedAt: z.number().int(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactPageSchema = z.object({ list: z.array(contactSchema), next: z.string().nullable() });
export type ContactPage = z.infer<typeof contactPageSchema>;
