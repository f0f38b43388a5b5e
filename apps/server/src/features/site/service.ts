import { type PublicWebsiteConfig, type WebsiteConfig, type WebsiteConfigRecord, consoleVersion, defaultWebsiteConfig } from '@console/contract';
import { isLanguage } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { Deps } from '../../platform/context.js';
import { findWebsiteConfig, upsertWebsiteConfig } from './queries.js';

export async function getWebsiteConfig({ db }: Pick<Deps, 'db'>): Promise<WebsiteConfigRecord> {
  const row = await findWebsiteConfig(db);
  if (!row) return { ...defaultWebsiteConfig, updatedAt: null, updatedBy: null };
  return {
    themeColor: row.theme_color,
    sidebarBgColor: row.sidebar_bg_color,
    sidebarTextColor: row.sidebar_text_color,
    sidebarActiveTextColor: row.sidebar_active_text_color,
    loginEntryPath: row.login_entry_path,
    defaultLanguage: isLanguage(row.default_language) ? row.default_language : 'en',
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export async function getPublicWebsiteConfig(deps: Pick<Deps, 'db' | 'config'>): Promise<PublicWebsiteConfig> {
  const { updatedAt: _at, updatedBy: _by, ...config } = await getWebsiteConfig(deps);
  return { ...config, version: consoleVersion, outboxEnabled: deps.config.env !== 'production' };
}

export async function updateWebsiteConfig(
  deps: Pick<Deps, 'db' | 'clock'>,
  options: { config: WebsiteConfig; operatorId: string; operatorName: string; ip: string },
): Promise<WebsiteConfigRecord> {
  const before = await getWebsiteConfig(deps);
  const now = deps.clock.now();
  await upsertWebsiteConfig(deps.db, options.config, now, options.operatorName);
  const changed = (Object.keys(options.config) as (keyof WebsiteConfig)[])
    .filter((k) => before[k] !== options.config[k])
    .map((k) => `${k}: ${before[k]} → ${options.config[k]}`);
  await writeOperationLog(deps, {
    operatorId: options.operatorId,
    service: 'site',
    action: 'updateWebsiteConfig',
    content: changed.length ? changed.join('; ') : 'no change',
    ip: options.ip,
  });
  return { ...options.config, updatedAt: now, updatedBy: options.operatorName };
}
