import { z } from 'zod';
import { keysetQuery, pageOf } from '../common.js';
import { recordStatus } from '../enums.js';
import { fieldSchemas } from '../validators.js';

/** A grant's holder applies the seal (user) or approves its uses (approver). */
export const sealGrantRoles = ['user', 'approver'] as const;
export type SealGrantRole = (typeof sealGrantRoles)[number];
/** Why a grant or an authorization ended: revoked, its member separated, or a later one replaced it after it expired. */
export const sealGrantEndings = ['revoked', 'separated', 'replaced'] as const;
export type SealGrantEnding = (typeof sealGrantEndings)[number];
/** Named applications a grant may be limited to. */
export const sealGrantAppsMax = 20;

/** §3 record status of a grant or an authorization: normal, disabled (revoked, separated), expired (its period ended: read from the period). */
const grantStatus = z.union([z.literal(recordStatus.normal), z.literal(recordStatus.disabled), z.literal(recordStatus.expired)]);

const id = z.string().trim().min(1, { error: 'required' }).max(64, { error: 'tooLong' });
const instant = z.number({ error: 'required' }).int({ error: 'invalid' }).min(0, { error: 'invalid' }).max(8_640_000_000_000_000);

export const sealGrantCreateSchema = z.object({
  memberId: id,
  role: z.enum(sealGrantRoles, { error: 'invalid' }),
  /** Empty: every use; otherwise only these applications of the enterprise. */
  appIds: z.array(id).max(sealGrantAppsMax, { error: 'tooBig' }).default([]),
  startAt: instant,
  /** null: long-term. */
  endAt: instant.nullable().default(null),
  code: fieldSchemas.smsCode,
});
export type SealGrantCreateInput = z.input<typeof sealGrantCreateSchema>;

export const sealAutoSignCreateSchema = z.object({
  applicationId: id,
  startAt: instant,
  endAt: instant,
  code: fieldSchemas.smsCode,
});
export type SealAutoSignCreateInput = z.input<typeof sealAutoSignCreateSchema>;

const optionalId = z.string().max(64, { error: 'tooLong' }).optional();
export const sealGrantListQuery = keysetQuery().extend({ sealId: optionalId });
export const sealAutoSignListQuery = keysetQuery().extend({ sealId: optionalId, applicationId: optionalId });
export const sealGrantIdParams = z.object({ id: z.string().min(1).max(64) });

export const sealGrantSchema = z.object({
  id: z.string(),
  sealId: z.string(),
  sealAlias: z.string(),
  /** The member's person. */
  userId: z.string(),
  memberName: z.string(),
  role: z.enum(sealGrantRoles),
  /** The applications it is limited to; empty for every use. */
  apps: z.array(z.object({ id: z.string(), name: z.string() })),
  startAt: z.number().int(),
  /** null: long-term. */
  endAt: z.number().int().nullable(),
  status: grantStatus,
  endedReason: z.enum(sealGrantEndings).nullable(),
  createdAt: z.number().int(),
});
export type SealGrant = z.infer<typeof sealGrantSchema>;
export const sealGrantPageSchema = pageOf(sealGrantSchema);

export const sealAutoSignSchema = z.object({
  id: z.string(),
  sealId: z.string(),
  sealAlias: z.string(),
  /** The application's internal id and its public appId. */
  applicationId: z.string(),
  appId: z.string(),
  appName: z.string(),
  startAt: z.number().int(),
  endAt: z.number().int(),
  status: grantStatus,
  endedReason: z.enum(sealGrantEndings).nullable(),
  createdAt: z.number().int(),
});
export type SealAutoSign = z.infer<typeof sealAutoSignSchema>;
export const sealAutoSignPageSchema = pageOf(sealAutoSignSchema);
