import { z } from 'zod';
import { accountType } from '../enums.js';

/** §3 type: 1 personal, 2 enterprise. */
export const accountTypeSchema = z.union([z.literal(accountType.personal), z.literal(accountType.enterprise)]);

/** Header info of §3: the session's active context. */
export const headerInfoSchema = z.object({
  companyUuid: z.string().nullable(),
  type: accountTypeSchema,
  userName: z.string(),
});
export type HeaderInfo = z.infer<typeof headerInfoSchema>;

/** An entry of §6's moduleList: a page (type 1) or a button (type 2) by its colon-separated web link. */
export const moduleListItemSchema = z.object({ type: z.union([z.literal(1), z.literal(2)]), webLink: z.string() });

/** Account info of §3. */
export const accountInfoSchema = z.object({
  user: z.object({
    userId: z.string(),
    userName: z.string(),
    companyUuid: z.string().nullable(),
    moduleList: z.array(moduleListItemSchema),
    checkStatus: z.number().int(),
  }),
});
export type AccountInfo = z.infer<typeof accountInfoSchema>;

/** The sign-in page's silent question: is there a live session (read without touching it)? */
export const sessionProbeSchema = z.object({ signedIn: z.boolean() });
