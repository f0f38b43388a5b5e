import {
  type Health,
  type PublicWebsiteConfig,
  type WebsiteConfig,
  type WebsiteConfigRecord,
  consoleVersion,
  defaultWebsiteConfig,
  safeLoginEntry,
  websiteConfigSchema,
} from '@console/contract';
import { isLanguage } from '@console/phrases';
import { writeOperationLog } from '../../platform/audit.js';
import type { Caller, OperatorCaller } from '../../platform/caller.js';
import type { Deps } from '../../platform/context.js';
import { outboxOpenTo } from '../outbox/index.js';
import { findWebsiteConfig, upsertWebsiteConfig } from './queries.js';

export async function getWebsiteConfig({ db }: Pick<Deps, 'db'>): Promise<WebsiteConfigRecord> {
  const row = await findWebsiteConfig(db);
  if (!row) return { ...defaultWebsiteConfig, updatedAt: null, updatedBy: null };
  return {
    themeColor: row.theme_color,
    sidebarBgColor: row.sidebar_bg_color,
    sidebarTextColor: row.sidebar_text_color,
    sidebarActiveTextColor: row.sidebar_active_text_color,
    // A path saved before local paths were enforced is never handed out as one (an open redirect), nor
    // one saved before entry paths had to be sign-in pages (people would be sent to no sign-in page).
    loginEntryPath: safeLoginEntry(row.login_entry_path),
    defaultLanguage: isLanguage(row.default_language) ? row.default_language : 'en',
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

const colourKeys = ['themeColor', 'sidebarBgColor', 'sidebarTextColor', 'sidebarActiveTextColor'] as const;

/**
 * Colours saved before the contrast rule existed are not handed to visitors when they fail it (an
 * invisible menu for everyone): the built-in colours stand in until an operator saves readable ones.
 */
function readableColours(config: WebsiteConfig): WebsiteConfig {
  const checked = websiteConfigSchema.safeParse(config);
  if (checked.success || !checked.error.issues.some((i) => colourKeys.some((k) => i.path[0] === k))) return config;
  return { ...config, ...Object.fromEntries(colourKeys.map((k) => [k, defaultWebsiteConfig[k]])) };
}

/** The config every visitor reads; the outbox link only for a visitor the outbox would answer. */
export async function getPublicWebsiteConfig(
  deps: Pick<Deps, 'db' | 'config'>,
  { caller }: { caller: Caller },
): Promise<PublicWebsiteConfig> {
  const { updatedAt: _at, updatedBy: _by, ...config } = await getWebsiteConfig(deps);
  return { ...readableColours(config), version: consoleVersion, outboxEnabled: outboxOpenTo(deps, caller) };
}

export async function updateWebsiteConfig(
  deps: Pick<Deps, 'db' | 'clock'>,
  { caller, config }: { caller: OperatorCaller; config: WebsiteConfig },
): Promise<WebsiteConfigRecord> {
  const before = await getWebsiteConfig(deps);
  const now = deps.clock.now();
  const { operatorId, name } = caller.operator;
  await upsertWebsiteConfig(deps.db, config, now, name);
  const changedKeys = (Object.keys(config) as (keyof WebsiteConfig)[]).filter((k) => before[k] !== config[k]);
  const changed = changedKeys.map((k) => `${k}: ${before[k]} → ${config[k]}`);
  await writeOperationLog(deps, {
    operatorId,
    service: 'site',
    action: 'updateWebsiteConfig',
    phrase: {
      key: 'site.updateWebsiteConfig',
      params: {
        fields: changedKeys.length ? changedKeys.map((k) => ({ phrase: `fields.${k}` })) : [{ phrase: 'operationLog.noChange' }],
      },
    },
    content: changed.length ? changed.join('; ') : 'no change',
    ip: caller.ip,
    device: caller.userAgent,
  });
  return { ...config, updatedAt: now, updatedBy: name };
}

/** Liveness: the database answers (reading the config is the probe). */
export async function checkHealth(deps: Pick<Deps, 'db' | 'config'>): Promise<Health> {
  await getWebsiteConfig(deps);
  return { status: 'ok', version: consoleVersion, database: deps.config.database.kind };
}
