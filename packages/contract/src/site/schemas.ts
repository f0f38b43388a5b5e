import { z } from 'zod';
import { languages } from '@console/phrases';
import { colourPattern, fieldSchemas } from '../validators.js';
import { contrastRatio, isLoginEntryPage, localPathPattern, minimumContrast } from '../contrast.js';

/** Website config of §1: applied by the console through Ant Design theme tokens at first navigation. */
export const websiteConfigFields = z.object({
  themeColor: fieldSchemas.colour,
  sidebarBgColor: fieldSchemas.colour,
  sidebarTextColor: fieldSchemas.colour,
  sidebarActiveTextColor: fieldSchemas.colour,
  loginEntryPath: z
    .string({ error: 'required' })
    .regex(localPathPattern, { error: 'path', abort: true })
    .refine(isLoginEntryPage, { error: 'loginEntryPage' }),
  defaultLanguage: z.enum(languages, { error: 'oneOf' }),
});
export type WebsiteConfig = z.infer<typeof websiteConfigFields>;

/**
 * What an operator may save: the fields, and colours everyone can read (WCAG AA, 4.5:1): the menu's
 * text and hover text on its background, the selected item's text on the theme colour, and white
 * on the theme colour (primary buttons; links are the theme colour on white).
 */
export const websiteConfigSchema = websiteConfigFields.superRefine((config, ctx) => {
  const valid = (colour: string) => colourPattern.test(colour);
  const check = (field: keyof WebsiteConfig, fg: string, bg: string, message: string) => {
    if (valid(fg) && valid(bg) && contrastRatio(fg, bg) < minimumContrast) ctx.addIssue({ code: 'custom', path: [field], message });
  };
  check('themeColor', '#ffffff', config.themeColor, 'contrastWithWhite');
  check('sidebarTextColor', config.sidebarTextColor, config.sidebarBgColor, 'contrastWithMenu');
  check('sidebarActiveTextColor', config.sidebarActiveTextColor, config.sidebarBgColor, 'contrastWithMenu');
  check('sidebarActiveTextColor', config.sidebarActiveTextColor, config.themeColor, 'contrastWithTheme');
});

/** What every visitor's console reads: the config, the console version, and whether the local outbox is on. */
export const publicWebsiteConfigSchema = websiteConfigFields.extend({
  version: z.string(),
  /** The local outbox is on (OUTBOX_PAGE=on) and answers this visitor (on the same computer): the console links to it. */
  outboxEnabled: z.boolean(),
});
export type PublicWebsiteConfig = z.infer<typeof publicWebsiteConfigSchema>;

/** The config as the back office edits it: with when and by which operator it last changed (null: the built-in defaults). */
export const websiteConfigRecordSchema = websiteConfigFields.extend({
  updatedAt: z.number().int().nullable(),
  updatedBy: z.string().nullable(),
});
export type WebsiteConfigRecord = z.infer<typeof websiteConfigRecordSchema>;

export const databaseKinds = ['sqlite', 'postgres'] as const;

/** Liveness: the database answered, with the console version and which database it is. */
export const healthSchema = z.object({ status: z.literal('ok'), version: z.string(), database: z.enum(databaseKinds) });
export type Health = z.infer<typeof healthSchema>;
