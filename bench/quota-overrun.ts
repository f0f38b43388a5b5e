/**
 * The quota-overrun test over real HTTP: 200 concurrent callers (spread over 20 applications of one
 * enterprise) call verify/phone3 against a package of N units until they hear "quota exhausted".
 * Exactly N calls may succeed and the usage ledger must hold exactly N rows; anything else is an
 * overrun (or an underrun) and the run exits 1. SQLite by default; BENCH_DATABASE_URL for PostgreSQL.
 * Results go to bench/results/quota-overrun-<timestamp>.{json,md}.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { errorCatalogue } from '@console/contract';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { phone3Body, phone3Path, signedApps, signedHeaders } from './open-api.js';

const units = Number(process.env.QUOTA_UNITS ?? 1000);
const callers = 200;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-quota-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  WEB_DIST: path.join(dataDir, 'no-web'),
  OPEN_API_RATE_PER_SECOND: '1000000',
});
const pgUrl = process.env.BENCH_DATABASE_URL;
const schema = `quota_${process.pid}`;
if (pgUrl) config.database = { kind: 'postgres', url: pgUrl, schema };
const app = await buildApp(config);
const origin = await app.listen({ port: 0, host: '127.0.0.1' });
const { subscriptionId, callers: apps } = await signedApps(app.deps, { apps: 20, units });

const exhausted = errorCatalogue.apiQuotaExhausted.code;
const tally = { ok: 0, exhausted: 0, other: 0 };
const started = performance.now();
await Promise.all(
  Array.from({ length: callers }, async (_, i) => {
    const caller = apps[i % apps.length]!;
    for (;;) {
      const res = await fetch(`${origin}${phone3Path}`, { method: 'POST', body: phone3Body, headers: signedHeaders(caller, phone3Body) });
      const { code } = (await res.json()) as { code: number };
      if (code === 0) tally.ok++;
      else if (code === exhausted) {
        tally.exhausted++;
        return;
      } else {
        tally.other++;
        return;
      }
    }
  }),
);
const seconds = (performance.now() - started) / 1000;
const db = app.deps.db;
const ledger = Number(
  (
    await db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('subscription_id', '=', subscriptionId)
      .executeTakeFirstOrThrow()
  ).n,
);
const used = Number(
  (await db.selectFrom('service_subscriptions').select('used_count').where('id', '=', subscriptionId).executeTakeFirstOrThrow()).used_count,
);
if (pgUrl) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

const database = pgUrl ? 'postgres' : 'sqlite';
const passed = tally.ok === units && ledger === units && used === units && tally.exhausted === callers && tally.other === 0;
const record = {
  date: new Date().toISOString(),
  commit: execSync('git rev-parse --short HEAD').toString().trim(),
  database,
  units,
  callers,
  succeeded: tally.ok,
  heardExhausted: tally.exhausted,
  otherAnswers: tally.other,
  ledgerRows: ledger,
  usedCount: used,
  seconds: Number(seconds.toFixed(2)),
  callsPerSecond: Math.round((tally.ok + tally.exhausted + tally.other) / seconds),
  passed,
};
const dir = path.join(import.meta.dirname, 'results');
const stamp = record.date.replace(/[:.]/g, '-');
fs.writeFileSync(path.join(dir, `quota-overrun-${database}-${stamp}.json`), `${JSON.stringify(record, null, 2)}\n`);
fs.writeFileSync(
  path.join(dir, `quota-overrun-${database}-${stamp}.md`),
  `# Quota overrun ${record.date.slice(0, 10)} (${record.commit}, ${database})\n\n${callers} concurrent callers over 20 applications, a package of ${units} units: ${tally.ok} succeeded, ${tally.exhausted} heard "quota exhausted", ${tally.other} other answers; the ledger holds ${ledger} rows and the subscription counts ${used} used, in ${record.seconds} s (${record.callsPerSecond} calls/s). ${passed ? 'No overrun.' : 'FAILED.'}\n`,
);
console.log(JSON.stringify(record));
process.exit(passed ? 0 : 1);
