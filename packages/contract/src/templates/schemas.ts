import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { signFlowApiFlowSchema } from '../signFlows/api-schemas.js';
import { optionalEmail, optionalPhone, optionalText, requiredText, signFlowRules } from '../signFlows/schemas.js';
import { multiline } from '../text.js';
import { templateFieldKinds, templateRules } from './rules.js';

/** Multipart text fields of a new template (its first version holds the PDF and no field yet). */
export const templateCreateSchema = z.object({
  name: requiredText(templateRules.nameMaxChars),
  description: optionalText(templateRules.descriptionMaxChars),
  fileName: z.string().trim().min(1).max(200).default('template.pdf'),
});

/** A role: who signs ("Party A", "甲方"); a flow from the template names the person or enterprise for each. */
const role = requiredText(templateRules.roleMaxChars);

/**
 * A field on the template's PDF, in points from the page's lower-left corner (as a flow's). A
 * fill-in field's `role` is who fills it — null the initiator, else a signer role; a signature
 * field's is the role that signs there.
 */
export const templateFieldSchema = z.object({
  /** Stable name of the field within the template: the key of its value in `values`. */
  key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/),
  label: requiredText(templateRules.labelMaxChars),
  kind: z.enum(templateFieldKinds),
  role: role.nullable(),
  required: z.boolean().default(true),
  maxLength: z.number().int().min(1).max(templateRules.maxLength).default(50),
  page: z.number().int().min(1).max(100_000),
  x: z.number().min(0).max(20_000),
  y: z.number().min(0).max(20_000),
  width: z.number().min(10).max(600),
  height: z.number().min(10).max(600),
  fontSize: z.number().min(templateRules.fontSize.min).max(templateRules.fontSize.max).default(templateRules.fontSize.default),
});
export type TemplateField = z.infer<typeof templateFieldSchema>;

/** A new version: the name, description, roles and fields as edited (`baseVersion`: the version the edit started from). */
export const templateSaveSchema = z.object({
  name: requiredText(templateRules.nameMaxChars),
  description: optionalText(templateRules.descriptionMaxChars),
  baseVersion: z.number().int().min(1),
  roles: z.array(role).max(templateRules.maxRoles),
  fields: z.array(templateFieldSchema).max(templateRules.maxFields),
});
export type TemplateSave = z.infer<typeof templateSaveSchema>;

export const templateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  enabled: z.boolean(),
  version: z.number().int(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TemplateSummary = z.infer<typeof templateSummarySchema>;

export const templateDetailSchema = templateSummarySchema.extend({
  versionId: z.string(),
  fileName: z.string(),
  /** The PDF's page sizes in points. */
  pages: z.array(z.object({ width: z.number(), height: z.number() })),
  roles: z.array(z.string()),
  fields: z.array(templateFieldSchema),
  /** Roles without a signature field: the template cannot be enabled until this is empty. */
  unsignedRoles: z.array(z.string()),
});
export type TemplateDetail = z.infer<typeof templateDetailSchema>;

export const templateListQuery = keysetQuery().extend({ keyword: z.string().trim().max(50).optional() });
export const templatePageSchema = pageOf(templateSummarySchema);
export const templateFileParams = z.object({ id: z.string().min(1).max(64), versionId: z.string().min(1).max(64) });

/** Who signs for a role: a person, or an enterprise and the person handling it. */
export const templatePartySchema = z.object({
  role,
  kind: z.enum(['person', 'enterprise']),
  name: requiredText(50),
  enterpriseName: optionalText(100),
  phone: optionalPhone,
  email: optionalEmail,
  /** The order group (from 1); by default the role's place in the template (Party A first). */
  group: z.number().int().min(1).max(signFlowRules.maxGroups).optional(),
  language: z.enum(['en', 'zh']).default('zh'),
});
export type TemplateParty = z.infer<typeof templatePartySchema>;

/** Fill values by field key; a multi-line field's value may hold line breaks (its kind's rule decides). */
const values = z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), multiline(z.string().max(templateRules.maxLength * 2)));

/** A flow from a template's current version: the initiator's values, a person for each role, the flow's title and deadline. */
export const templateStartSchema = z.object({
  title: requiredText(signFlowRules.titleMaxChars),
  message: optionalText(signFlowRules.textMaxChars),
  deadlineAt: z.number().int().positive(),
  values: values.default({}),
  parties: z.array(templatePartySchema).min(1).max(templateRules.maxRoles),
});
export type TemplateStart = z.infer<typeof templateStartSchema>;

/** What the console's start answers: the new flow (in progress) and the version it was made from. */
export const templateStartedSchema = z.object({ signFlowId: z.string(), templateVersion: z.number().int() });

// ---- The open API ---------------------------------------------------------------------------------

const templateId = z.string().trim().min(1).max(64);
export const templateApiListQuery = templateListQuery;
export const templateApiPageSchema = templatePageSchema.extend({ requestId: z.string() });
export const templateApiGetQuery = z.object({ templateId });
export const templateApiDetailSchema = templateDetailSchema.extend({ requestId: z.string() });
export const templateApiCreateFlowSchema = templateStartSchema.extend({ templateId });
export type TemplateApiCreateFlow = z.infer<typeof templateApiCreateFlowSchema>;
export const templateApiFlowSchema = signFlowApiFlowSchema.extend({ templateId: z.string(), templateVersion: z.number().int() });
