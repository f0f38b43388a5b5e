import type { WebsiteConfig } from '@console/contract';
import type { Db } from '../../db/database.js';

export async function findWebsiteConfig(db: Db) {
  return db.selectFrom('website_config').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function upsertWebsiteConfig(db: Db, config: WebsiteConfig, updatedAt: number, updatedBy: string): Promise<void> {
  const row = {
    theme_color: config.themeColor,
    sidebar_bg_color: config.sidebarBgColor,
    sidebar_text_color: config.sidebarTextColor,
    sidebar_active_text_color: config.sidebarActiveTextColor,
    login_entry_path: config.loginEntryPath,
    default_language: config.defaultLanguage,
    updated_at: updatedAt,
    updated_by: updatedBy,
  };
  await db
    .insertInto('website_config')
    .values({ id: 1, ...row })
    .onConflict((oc) => oc.column('id').doUpdateSet(row))
    .execute();
}
