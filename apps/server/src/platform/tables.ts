import type { Database } from '../db/schema.js';

/** A table of the database, by its name in `db/schema.ts`. */
export type TableName = keyof Database;

/**
 * The tables the platform owns (decision 49): the kernel under `src/platform`, `src/db` and the
 * sandboxes of `src/providers` query them; a capability reaches them only through the platform's
 * functions (`session.ts`, `codes.ts`, `audit.ts`, `imports.ts`, …). Every other table is listed in
 * the `tables` of exactly one capability's manifest; `scripts/table-owners.test.ts` checks both.
 */
export const platformTables = [
  // Sessions of people and operators, and the sources they signed in from (session.ts, operator-session.ts).
  'sessions',
  'operator_sessions',
  'sign_in_sources',
  // Verification codes of every capability's purposes (codes.ts).
  'verification_codes',
  // Idempotent answers of the open API's state-changing calls (idempotency.ts).
  'idempotent_answers',
  // Spreadsheet imports of every kind (imports.ts).
  'import_batches',
  'import_errors',
  // Job leases (jobs.ts).
  'job_leases',
  // The hash-chained operation log every capability writes through writeOperationLog (audit.ts); the
  // operationLog capability reads it through operation-log-queries.ts.
  'operation_logs',
  'operation_log_heads',
  'operation_log_daily',
  // The sandbox providers' own books (providers/): the identity registry, the bank and the payment ledger.
  'identity_registry',
  'bank_remittances',
  'payment_sandbox_ledger',
] as const satisfies readonly TableName[];
