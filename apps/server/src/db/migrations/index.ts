import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-platform.js';
import * as m0002 from './0002-dashboard-sources.js';
import * as m0003 from './0003-accounts.js';
import * as m0004 from './0004-real-name.js';
import * as m0005 from './0005-real-name-unique-identity.js';
import * as m0006 from './0006-enterprise.js';
import * as m0008 from './0008-sign-in-hardening.js';
import * as m0009 from './0009-platform-hardening.js';
// Indexes for keyset-paged lists.
import * as m0010 from './0010-list-indexes.js';
// Services, applications and the open API.
import * as m0013 from './0013-services-apps.js';
// Organization, roles and external contacts.
import * as m0011 from './0011-organization.js';
import * as m0012 from './0012-contacts.js';
import * as m0015 from './0015-import-batches.js';
// Statistics and the operation log.
import * as m0016 from './0016-operation-log-chain.js';
import * as m0017 from './0017-operation-log-daily.js';
// Work orders.
import * as m0018 from './0018-work-orders.js';
// Usage statistics rollup.
import * as m0019 from './0019-usage-daily.js';
// Channel partners, single sign-on.
import * as m0021 from './0021-channel-partners.js';
// The cost center.
import * as m0022 from './0022-cost-center.js';
// The CA and certificates.
import * as m0020 from './0020-certificates.js';
// The time-stamping authority and evidence deposit.
import * as m0023 from './0023-timestamps-evidence.js';
// Signed documents.
import * as m0024 from './0024-signing.js';
// The delegated OCSP responders.
import * as m0025 from './0025-ocsp.js';
import * as m0026 from './0026-operation-log-head-prev-hash.js';
// Work-order numbers from a per-day counter.
import * as m0028 from './0028-work-order-numbers.js';
// A sign-in opens in the space last used.
import * as m0030 from './0030-remembered-context.js';
// Seals and signatures: enterprise seals.
import * as m0032 from './0032-seals.js';
// Products named in English too.
import * as m0033 from './0033-product-name-en.js';
// Background jobs run once across processes.
import * as m0037 from './0037-job-leases.js';
// A CRL is stored only over an older one.
import * as m0038 from './0038-crl-published-number.js';
// Second factors: authenticator apps, recovery codes, sign-in protection.
import * as m0039 from './0039-mfa.js';
// Seal grants and auto-sign authorizations.
import * as m0042 from './0042-seal-grants.js';
// Personal signatures: name seals and handwritten signatures.
import * as m0041 from './0041-personal-signatures.js';
// Sign-in protection: trusted devices, the enterprise requirement.
import * as m0044 from './0044-mfa-sign-in.js';
import * as m0040 from './0040-operation-log-phrase.js';
// The TSA's certificates rotate: several per algorithm, numbered.
import * as m0046 from './0046-tsa-rotation.js';
// Passkeys and security keys (WebAuthn).
import * as m0049 from './0049-mfa-passkeys.js';
// Sign flows: documents, signers, fields, CC recipients.
import * as m0047 from './0047-sign-flows.js';
// Operation protection: when a session last proved a second factor.
import * as m0050 from './0050-operation-protection.js';
import * as m0051 from './0051-seal-uses.js';
// The back office's reset of a person's second factors, by the person's consent.
import * as m0052 from './0052-mfa-reset.js';
// Sign flows seen by their recipients: waiting for me, copied to me.
import * as m0055 from './0055-sign-flow-inbox.js';
import * as m0062 from './0062-sign-flow-email-recipients.js';
// Sign flows: the hosted page's proof of identity.
import * as m0054 from './0054-sign-flow-proof.js';
import * as m0057 from './0057-monthly-partitions.js';
import * as m0058 from './0058-usage-daily-sandbox.js';
import * as m0059 from './0059-usage-daily-sums.js';
// Sign flows: how each signed, the completion certificate, the reminder before the deadline, auto-sign.
import * as m0056 from './0056-sign-flow-certificates.js';
import * as m0063 from './0063-sign-flow-batches.js';
// Sign flows: every event of a flow; the completion's work after the answer.
import * as m0060 from './0060-sign-flow-events.js';
// Templates: versions of a PDF with fields bound to roles; the flows made from them.
import * as m0061 from './0061-templates.js';
import * as m0064 from './0064-operator-passkeys.js';
import * as m0065 from './0065-template-bulk-send.js';
import * as m0066 from './0066-signer-fills-and-batch-expiry.js';
import * as m0067 from './0067-tenant-keys.js';
import * as m0068 from './0068-operation-log-chain-not-null.js';

/** Append-only: add a file and a line; never edit a migration that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-dashboard-sources': m0002,
  '0003-accounts': m0003,
  '0004-real-name': m0004,
  '0005-real-name-unique-identity': m0005,
  '0006-enterprise': m0006,
  '0008-sign-in-hardening': m0008,
  '0009-platform-hardening': m0009,
  // Indexes for keyset-paged lists.
  '0010-list-indexes': m0010,
  // Services, applications and the open API.
  '0013-services-apps': m0013,
  // Organization, roles and external contacts.
  '0011-organization': m0011,
  '0012-contacts': m0012,
  // Spreadsheet imports of members and contacts.
  '0015-import-batches': m0015,
  // Statistics and the operation log.
  '0016-operation-log-chain': m0016,
  '0017-operation-log-daily': m0017,
  // Work orders.
  '0018-work-orders': m0018,
  // Usage statistics rollup.
  '0019-usage-daily': m0019,
  // Channel partners, single sign-on.
  '0021-channel-partners': m0021,
  // The cost center.
  '0022-cost-center': m0022,
  // The CA and certificates.
  '0020-certificates': m0020,
  // The time-stamping authority and evidence deposit.
  '0023-timestamps-evidence': m0023,
  // Signed documents.
  '0024-signing': m0024,
  // The delegated OCSP responders.
  '0025-ocsp': m0025,
  // The head keeps its predecessor's hash (one statement per log entry on PostgreSQL).
  '0026-operation-log-head-prev-hash': m0026,
  // Work-order numbers from a per-day counter, never a random collision.
  '0028-work-order-numbers': m0028,
  // A sign-in opens in the space last used.
  '0030-remembered-context': m0030,
  // Seals and signatures: enterprise seals.
  '0032-seals': m0032,
  // Products named in English too.
  '0033-product-name-en': m0033,
  // Background jobs run once across processes.
  '0037-job-leases': m0037,
  // A CRL is stored only over an older one.
  '0038-crl-published-number': m0038,
  // Second factors: authenticator apps, recovery codes, sign-in protection.
  '0039-mfa': m0039,
  // Seal grants and auto-sign authorizations.
  '0042-seal-grants': m0042,
  // Personal signatures: name seals and handwritten signatures.
  '0041-personal-signatures': m0041,
  // Operation-log entries as a phrase and its parameters, shown in the reader's language.
  '0040-operation-log-phrase': m0040,
  // Sign-in protection: trusted devices, the enterprise requirement.
  '0044-mfa-sign-in': m0044,
  // The TSA's certificates rotate: several per algorithm, numbered (and the OCSP responders').
  '0046-tsa-rotation': m0046,
  // Passkeys and security keys (WebAuthn): credentials and their single-use challenges.
  '0049-mfa-passkeys': m0049,
  // Sign flows: documents, signers, fields, CC recipients.
  '0047-sign-flows': m0047,
  // Operation protection: when a session last proved a second factor.
  '0050-operation-protection': m0050,
  // Seal uses: each application of an enterprise seal to a signature (the seal's history).
  '0051-seal-uses': m0051,
  // The back office's reset of a person's second factors: the request, its reason and the hashed consent link.
  '0052-mfa-reset': m0052,
  // PostgreSQL: the operation log and the usage ledger partitioned by month.
  '0057-monthly-partitions': m0057,
  // The usage rollup counts sandbox calls apart (the dashboard's month figure reads it).
  '0058-usage-daily-sandbox': m0058,
  // The month figures' sums read from one index (index-only).
  '0059-usage-daily-sums': m0059,
  // Sign flows: how each signer signed, the completion certificate, the reminder before the deadline, auto-sign.
  '0056-sign-flow-certificates': m0056,
  // Sign flows seen by their recipients: waiting for me, copied to me; a member's own flows.
  '0055-sign-flow-inbox': m0055,
  // Sign flows: the hosted page's proof of identity (its hash, how, as which account, when).
  '0054-sign-flow-proof': m0054,
  // Sign flows' recipients matched by e-mail too; certificate lists without event certificates.
  '0062-sign-flow-email-recipients': m0062,
  // Batch signing: the signer's batch (chosen flows, the willingness code's binding, results) and the documents it opened.
  '0063-sign-flow-batches': m0063,
  // Sign flows: every event of a flow (the timeline, the back office, the certificate); the completion's work after the answer.
  '0060-sign-flow-events': m0060,
  // Templates (issue 32): the template, its immutable versions, the flows made from each.
  '0061-templates': m0061,
  // Operators' passkeys: the kind of account holding a passkey or a WebAuthn challenge.
  '0064-operator-passkeys': m0064,
  // Bulk send (issue 32): a template's batch head (its version, the flows' title and deadline) and each row's flow.
  '0065-template-bulk-send': m0065,
  // A signer's own fill-in fields and values (issue 32); old batch-signing rows cleaned by expiry.
  '0066-signer-fills-and-batch-expiry': m0066,
  // A tenant key on every tenant table (issue 29): child rows take their parent's enterprise (or person), backfilled.
  '0067-tenant-keys': m0067,
  // The operation log's hash-chain columns NOT NULL on PostgreSQL, as typed and as written since 0016.
  '0068-operation-log-chain-not-null': m0068,
};
