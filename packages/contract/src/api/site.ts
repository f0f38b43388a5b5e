import { z } from 'zod';
import { languages } from '@console/phrases';
import { fieldSchemas } from '../validators.js';

/** Website config of §1: applied by the console through Ant Design theme tokens at first navigation. */
export const websiteConfigSchema = z.object({
  themeColor: fieldSchemas.colour,
  sidebarBgColor: fieldSchemas.colour,
  sidebarTextColor: fieldSchemas.colour,
  sidebarActiveTextColor: fieldSchemas.colour,
  loginEntryPath: z
    .string({ error: 'required' })
    .regex(/^\/[A-Za-z0-9/_-]{0,63}$/, { error: 'path' }),
  defaultLanguage: z.enum(languages, { error: 'oneOf' }),
});
export type WebsiteConfig = z.infer<typeof websiteConfigSchema>;


export interface PublicWebsiteConfig extends WebsiteConfig {
  version: string;
  /** Outside production the console links to the local outbox page. */
  outboxEnabled: boolean;
}

export interface WebsiteConfigRecord extends WebsiteConfig {
  updatedAt: number | null;
  updatedBy: string | null;
}
