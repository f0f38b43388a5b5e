// `DATABASE_URL=postgres://… node bench/pg-statements.mjs`: what naming a statement pays on
// PostgreSQL. The same parameterized join, sent as text (parsed and planned on every run, as Kysely
// sends it) and by name (parsed and planned once per connection, as apps/server/src/db/database.ts
// names its data statements), interleaved in one process over one pool, repeated; prints the ratios.
import pg from 'pg';

const url = process.env.DATABASE_URL;
if (!url) {
  console.error('Set DATABASE_URL to a PostgreSQL database.');
  process.exit(2);
}
const repeat = Number(process.env.BENCH_REPEAT ?? 5);
const perRun = Number(process.env.BENCH_QUERIES ?? 5000);
const pool = new pg.Pool({ connectionString: url, max: 4 });
const text =
  'select c.oid, c.relname, c.relkind, n.nspname from pg_class c join pg_namespace n on n.oid = c.relnamespace ' +
  'where c.relname = $1 and n.nspname = $2 and c.relkind = any($3) limit 10';
const values = ['pg_class', 'pg_catalog', ['r', 'v']];

async function run(named, n) {
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (sent++ < n) await pool.query(named ? { name: 'bench_named', text, values } : { text, values });
    }),
  );
  return n / ((performance.now() - started) / 1000);
}

await run(false, 1000);
await run(true, 1000);
const ratios = [];
for (let i = 0; i < repeat; i++) {
  const asText = await run(false, perRun);
  const byName = await run(true, perRun);
  ratios.push(byName / asText);
  console.log(`as text ${asText.toFixed(0)}/s, by name ${byName.toFixed(0)}/s, ratio ${(byName / asText).toFixed(2)}×`);
}
ratios.sort((a, b) => a - b);
console.log(
  `by name vs as text: min ${ratios[0].toFixed(2)}× median ${ratios[Math.floor(ratios.length / 2)].toFixed(2)}× max ${ratios.at(-1).toFixed(2)}×`,
);
await pool.end();
