import { z } from 'zod';
import { type ModuleCode, assignableModules, isAssignableModule, memberRoleModules } from '../modules.js';
import { freeText } from '../validators.js';

// ---- rules ------------------------------------------------------------------------------------

export const roleNameMax = 32;
export const rolePageSize = 20;
/** The built-in roles of §6, by their fixed ids. The master is not assignable (only the SMS hand-over changes it). */
export const builtInRoleIds = ['master', 'admin', 'member'] as const;
export type BuiltInRoleId = (typeof builtInRoleIds)[number];
export const isBuiltInRole = (id: string): id is BuiltInRoleId => (builtInRoleIds as readonly string[]).includes(id);

// ---- inputs -------------------------------------------------------------------------------------

export const roleFormSchema = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(roleNameMax, { error: 'tooLong' }),
  description: freeText({ required: true, multiline: false }),
  moduleCodes: z
    .array(
      z
        .string()
        .max(80)
        .refine((code): boolean => isAssignableModule(code), { error: 'invalid' }),
      { error: 'modulesRequired' },
    )
    .min(1, { error: 'modulesRequired' })
    .max(200),
});
export type RoleForm = z.infer<typeof roleFormSchema>;

export const roleListQuery = z.object({
  keyword: z.string().trim().max(32).default(''),
  /** The last custom role's id of the previous page. */
  after: z.string().max(64).default(''),
});
export const roleHoldersQuery = z.object({ module: z.string({ error: 'required' }).min(1, { error: 'required' }).max(80) });

// ---- answers ------------------------------------------------------------------------------------

export const roleSummarySchema = z.object({
  /** 'master' | 'admin' | 'member' for the built-in roles, else the custom role's id. */
  id: z.string(),
  builtIn: z.boolean(),
  /** Empty for built-in roles: the console names them in its language. */
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  updatedAt: z.number().int().nullable(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

export const rolePageSchema = z.object({
  list: z.array(roleSummarySchema),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type RolePage = z.infer<typeof rolePageSchema>;

export const roleDetailSchema = roleSummarySchema.extend({
  /** The granted pages and buttons (menu groups follow from their pages). */
  moduleCodes: z.array(z.string()),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const roleHoldersSchema = z.object({
  module: z.string(),
  roles: z.array(roleSummarySchema),
});
export type RoleHolders = z.infer<typeof roleHoldersSchema>;

/** Role templates a custom role may start from (roleBuild): a name key and the module permissions. */
export const roleTemplates = {
  administrator: assignableModules.map((m) => m.code),
  finance: [
    'index',
    'myInvoiceList',
    'myInvoiceDetail',
    'myInvoiceInfo',
    'selectInvoice',
    'confirmation',
    'askForSuccess',
    'myDiscountList',
    'helpDoc',
    'payment',
    'myServiceList',
    'myServiceStatistics',
  ],
  legal: [
    'index',
    'eBasicInfo',
    'eAuthResults',
    'list',
    'exContacts:list:add',
    'exContacts:list:edit',
    'exContacts:list:delete',
    'userDailyList',
  ],
  sealKeeper: ['index', 'eBasicInfo', 'myServiceList', 'myAppList', 'myAppDetail', 'myServiceStatistics', 'myAppStatistics'],
  member: [...memberRoleModules, 'eBasicInfo'],
} as const satisfies Record<string, readonly ModuleCode[]>;
export type RoleTemplate = keyof typeof roleTemplates;
