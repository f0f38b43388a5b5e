import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Providers } from '../providers/providers.js';
import type { Clock } from './clock.js';
import type { FieldCipher } from './crypto.js';
import type { FileStore } from './file-store.js';
import type { Limiter } from './limiter.js';

/** What services are handed: the database, config, clock, the shared limiter, the file store and the providers. */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  limiter: Limiter;
  cipher: FieldCipher;
  /** Where sealed files go: `DATA_DIR/sealed/` or an S3-compatible bucket (FILE_STORE). */
  files: FileStore;
  /** The outside parties (identity, bank, payment), built once per app from its configuration. */
  providers: Providers;
  redis?: Redis;
}
