import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-platform.js';
import * as m0002 from './0002-dashboard-sources.js';
import * as m0003 from './0003-accounts.js';
import * as m0004 from './0004-real-name.js';
import * as m0005 from './0005-real-name-unique-identity.js';
import * as m0006 from './0006-enterprise.js';

/** Append-only: add a file and a line; never edit a migration that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-dashboard-sources': m0002,
  '0003-accounts': m0003,
  '0004-real-name': m0004,
  '0005-real-name-unique-identity': m0005,
  '0006-enterprise': m0006,
};
