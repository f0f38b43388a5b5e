import type { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from './clock.js';
import type { FieldCipher } from './crypto.js';
import type { Limiter } from './limiter.js';

/** What services are handed: the database, config, clock and the shared limiter. */
export interface Deps {
  db: Db;
  config: Config;
  clock: Clock;
  limiter: Limiter;
  cipher: FieldCipher;
  redis?: Redis;
}
