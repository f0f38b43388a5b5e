import { type Kysely, sql } from 'kysely';

/**
 * The time-stamping authority and evidence deposit. `tsa_certificates` is the
 * TSA certificate of each algorithm (key in the key store); `timestamp_tokens` every token issued,
 * its serial unique; `evidence_batches` the Merkle trees whose roots were time-stamped;
 * `evidence_deposits` the tenants' deposits with their verification codes and inclusion proofs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('tsa_certificates')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // §3 algorithm: 0 RSA2048, 1 SM2.
    .addColumn('algorithm', 'integer', (c) => c.notNull().unique())
    .addColumn('key_id', 'varchar(36)', (c) => c.notNull().references('key_store_keys.id'))
    .addColumn('certificate', 'text', (c) => c.notNull())
    .addColumn('serial', 'varchar(64)', (c) => c.notNull())
    .addColumn('not_after', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('timestamp_tokens')
    .addColumn('serial', 'varchar(40)', (c) => c.primaryKey())
    // §3 hash algorithm: 1 RSA track (SHA-256), 2 SM2 track (SM3).
    .addColumn('hash_algorithm', 'integer', (c) => c.notNull())
    .addColumn('digest', 'varchar(64)', (c) => c.notNull())
    .addColumn('gen_time', 'bigint', (c) => c.notNull())
    // Null for the public RFC 3161 endpoint and the platform's own tokens (evidence roots).
    .addColumn('enterprise_id', 'varchar(36)')
    .execute();

  await db.schema
    .createTable('evidence_batches')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('root', 'varchar(64)', (c) => c.notNull())
    .addColumn('leaf_count', 'integer', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addColumn('token_serial', 'varchar(40)', (c) => c.notNull())
    .addColumn('gen_time', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('evidence_deposits')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    // Null for a person's own deposit (the personal context), as certificates.
    .addColumn('enterprise_id', 'varchar(36)')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull())
    // Null when deposited in the console; the application whose callback URL hears the result.
    .addColumn('application_id', 'varchar(36)')
    // 1 a file's hash, 2 a signing event.
    .addColumn('kind', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('metadata', 'text', (c) => c.notNull())
    // §3 keep-alive type 1..4 and the date it is kept until.
    .addColumn('keep_alive_type', 'integer', (c) => c.notNull())
    .addColumn('keep_until', 'bigint', (c) => c.notNull())
    .addColumn('verification_code', 'varchar(32)', (c) => c.notNull().unique())
    // The Merkle leaf (hex); fixed at deposit so the proof can be checked against what was stored.
    .addColumn('leaf', 'varchar(64)', (c) => c.notNull())
    // 0 pending (waiting for the next batch), 1 anchored (in a time-stamped tree).
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('batch_id', 'varchar(36)', (c) => c.references('evidence_batches.id'))
    .addColumn('leaf_index', 'integer')
    // JSON: the sibling hashes from the leaf up, each with its side.
    .addColumn('proof', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evidence_deposits_enterprise_created')
    .on('evidence_deposits')
    .columns(['enterprise_id', 'created_at', 'id'])
    .execute();
  // A person's own deposits: partial, as certificates_user_created (0020).
  await db.schema
    .createIndex('evidence_deposits_user_created')
    .on('evidence_deposits')
    .columns(['user_id', 'created_at', 'id'])
    .where(sql.ref('enterprise_id'), 'is', null)
    .execute();
  // The batching job: pending deposits in order.
  await db.schema.createIndex('evidence_deposits_status_created').on('evidence_deposits').columns(['status', 'created_at', 'id']).execute();
}
