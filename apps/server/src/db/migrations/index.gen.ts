// Written by `npm run capabilities` from the folders (scripts/capabilities.ts): do not edit by hand.
import type { Migration } from 'kysely/migration';
import * as m0001 from './0001-platform.js';
import * as m0002 from './0002-dashboard-sources.js';
import * as m0003 from './0003-accounts.js';
import * as m0004 from './0004-real-name.js';
import * as m0005 from './0005-real-name-unique-identity.js';
import * as m0006 from './0006-enterprise.js';
import * as m0008 from './0008-sign-in-hardening.js';
import * as m0009 from './0009-platform-hardening.js';
import * as m0010 from './0010-list-indexes.js';
import * as m0011 from './0011-organization.js';
import * as m0012 from './0012-contacts.js';
import * as m0013 from './0013-services-apps.js';
import * as m0015 from './0015-import-batches.js';
import * as m0016 from './0016-operation-log-chain.js';
import * as m0017 from './0017-operation-log-daily.js';
import * as m0018 from './0018-work-orders.js';
import * as m0019 from './0019-usage-daily.js';
import * as m0020 from './0020-certificates.js';
import * as m0021 from './0021-channel-partners.js';
import * as m0022 from './0022-cost-center.js';
import * as m0023 from './0023-timestamps-evidence.js';
import * as m0024 from './0024-signing.js';
import * as m0025 from './0025-ocsp.js';
import * as m0026 from './0026-operation-log-head-prev-hash.js';
import * as m0028 from './0028-work-order-numbers.js';
import * as m0030 from './0030-remembered-context.js';
import * as m0032 from './0032-seals.js';
import * as m0033 from './0033-product-name-en.js';
import * as m0037 from './0037-job-leases.js';
import * as m0038 from './0038-crl-published-number.js';
import * as m0039 from './0039-mfa.js';
import * as m0040 from './0040-operation-log-phrase.js';
import * as m0041 from './0041-personal-signatures.js';
import * as m0042 from './0042-seal-grants.js';
import * as m0044 from './0044-mfa-sign-in.js';
import * as m0046 from './0046-tsa-rotation.js';
import * as m0047 from './0047-sign-flows.js';
import * as m0049 from './0049-mfa-passkeys.js';
import * as m0050 from './0050-operation-protection.js';
import * as m0051 from './0051-seal-uses.js';
import * as m0052 from './0052-mfa-reset.js';
import * as m0054 from './0054-sign-flow-proof.js';
import * as m0055 from './0055-sign-flow-inbox.js';
import * as m0056 from './0056-sign-flow-certificates.js';
import * as m0057 from './0057-monthly-partitions.js';
import * as m0058 from './0058-usage-daily-sandbox.js';
import * as m0059 from './0059-usage-daily-sums.js';
import * as m0060 from './0060-sign-flow-events.js';
import * as m0061 from './0061-templates.js';
import * as m0062 from './0062-sign-flow-email-recipients.js';
import * as m0063 from './0063-sign-flow-batches.js';
import * as m0064 from './0064-operator-passkeys.js';
import * as m0065 from './0065-template-bulk-send.js';
import * as m0066 from './0066-signer-fills-and-batch-expiry.js';
import * as m0067 from './0067-tenant-keys.js';
import * as m0068 from './0068-operation-log-chain-not-null.js';
import * as m0073 from './0073-member-account-names.js';

/** Every migration: each `NNNN-<name>.ts` of this folder, run in name order (append-only: a new number, never an edit). */
export const migrations: Record<string, Migration> = {
  '0001-platform': m0001,
  '0002-dashboard-sources': m0002,
  '0003-accounts': m0003,
  '0004-real-name': m0004,
  '0005-real-name-unique-identity': m0005,
  '0006-enterprise': m0006,
  '0008-sign-in-hardening': m0008,
  '0009-platform-hardening': m0009,
  '0010-list-indexes': m0010,
  '0011-organization': m0011,
  '0012-contacts': m0012,
  '0013-services-apps': m0013,
  '0015-import-batches': m0015,
  '0016-operation-log-chain': m0016,
  '0017-operation-log-daily': m0017,
  '0018-work-orders': m0018,
  '0019-usage-daily': m0019,
  '0020-certificates': m0020,
  '0021-channel-partners': m0021,
  '0022-cost-center': m0022,
  '0023-timestamps-evidence': m0023,
  '0024-signing': m0024,
  '0025-ocsp': m0025,
  '0026-operation-log-head-prev-hash': m0026,
  '0028-work-order-numbers': m0028,
  '0030-remembered-context': m0030,
  '0032-seals': m0032,
  '0033-product-name-en': m0033,
  '0037-job-leases': m0037,
  '0038-crl-published-number': m0038,
  '0039-mfa': m0039,
  '0040-operation-log-phrase': m0040,
  '0041-personal-signatures': m0041,
  '0042-seal-grants': m0042,
  '0044-mfa-sign-in': m0044,
  '0046-tsa-rotation': m0046,
  '0047-sign-flows': m0047,
  '0049-mfa-passkeys': m0049,
  '0050-operation-protection': m0050,
  '0051-seal-uses': m0051,
  '0052-mfa-reset': m0052,
  '0054-sign-flow-proof': m0054,
  '0055-sign-flow-inbox': m0055,
  '0056-sign-flow-certificates': m0056,
  '0057-monthly-partitions': m0057,
  '0058-usage-daily-sandbox': m0058,
  '0059-usage-daily-sums': m0059,
  '0060-sign-flow-events': m0060,
  '0061-templates': m0061,
  '0062-sign-flow-email-recipients': m0062,
  '0063-sign-flow-batches': m0063,
  '0064-operator-passkeys': m0064,
  '0065-template-bulk-send': m0065,
  '0066-signer-fills-and-batch-expiry': m0066,
  '0067-tenant-keys': m0067,
  '0068-operation-log-chain-not-null': m0068,
  '0073-member-account-names': m0073,
};
