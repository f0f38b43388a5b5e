import type { Generated } from 'kysely';

/** Times are epoch milliseconds; money is integer fen; ids are UUIDv7 strings. */
export interface WebsiteConfigTable {
  id: number;
  theme_color: string;
  sidebar_bg_color: string;
  sidebar_text_color: string;
  sidebar_active_text_color: string;
  login_entry_path: string;
  default_language: string;
  updated_at: number;
  updated_by: string;
}

export interface OperatorTable {
  id: string;
  name: string;
  password_hash: string;
  must_change_password: number;
  failed_count: number;
  locked_until: number | null;
  created_at: number;
  password_changed_at: number | null;
}

export interface OperatorSessionTable {
  id: string;
  token_hash: string;
  operator_id: string;
  created_at: number;
  last_seen_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  ip: string;
  user_agent: string;
  /** When the session last proved a second factor for operation protection (0050). */
  operation_proven_at: number | null;
}

export interface UserTable {
  id: string;
  account_name: string;
  email: string | null;
  /** Not written by accounts: the phone is kept in phone_cipher (encrypted) and phone_hash (keyed look-up hash). */
  phone: string | null;
  phone_cipher: string | null;
  phone_hash: string | null;
  password_hash: string | null;
  nickname: string | null;
  language: string | null;
  /** IANA time zone of the person's console (message times); null: Asia/Shanghai. */
  time_zone: string | null;
  /** The enterprise the person last switched to (null: the personal space); a new session starts there while they are still an active member. */
  last_enterprise_id: string | null;
  real_name_status: number;
  real_name_at: number | null;
  check_status: number;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface SessionTable {
  id: string;
  token_hash: string;
  user_id: string;
  enterprise_id: string | null;
  login_path: string;
  created_at: number;
  last_seen_at: number;
  absolute_expires_at: number;
  revoked_at: number | null;
  revoke_reason: string | null;
  ip: string;
  user_agent: string;
  /** When the session last proved a second factor for operation protection (0050). */
  operation_proven_at: number | null;
}

export interface EnterpriseTable {
  id: string;
  name: string;
  master_user_id: string;
  real_name_status: number;
  check_status: number;
  created_at: number;
  updated_at: number;
  enterprise_no: string | null;
  abbreviation: string | null;
  superior_id: string | null;
  identity_key: string | null;
  current_application_id: string | null;
  passed_at: number | null;
}

export interface MemberTable {
  id: string;
  enterprise_id: string;
  user_id: string;
  /** 'master' | 'admin' | 'member' */
  role: string;
  role_id: string | null;
  status: number;
  created_at: number;
  display_name: string | null;
  employee_no: string | null;
  email: string | null;
  phone_cipher: string | null;
  phone_hash: string | null;
  separated_at: number | null;
  /** The account's name, copied for the member list's search (0073): written with the row, never changed. */
  account_name: string | null;
}

export interface RoleTable {
  id: string;
  enterprise_id: string;
  name: string;
  description: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface RoleModuleTable {
  role_id: string;
  enterprise_id: string;
  module_code: string;
}

export interface DepartmentTable {
  id: string;
  enterprise_id: string;
  parent_id: string;
  name: string;
  path: string;
  depth: number;
  head_member_id: string | null;
  created_at: number;
  updated_at: number;
}

export interface DepartmentMemberTable {
  department_id: string;
  member_id: string;
  enterprise_id: string;
}

export interface ContactTable {
  id: string;
  enterprise_id: string;
  kind: string;
  name: string;
  credit_code: string | null;
  org_code: string | null;
  phone_cipher: string | null;
  phone_hash: string | null;
  email: string | null;
  identity_key: string;
  created_by: string;
  created_at: number;
  updated_at: number;
}

export interface MemberInvitationTable {
  id: string;
  enterprise_id: string;
  token_hash: string;
  user_id: string | null;
  recipient_hash: string;
  recipient_cipher: string;
  display_name: string;
  employee_no: string | null;
  role: string;
  role_id: string | null;
  department_ids: string;
  invited_by: string;
  created_at: number;
  expires_at: number;
  accepted_at: number | null;
  revoked_at: number | null;
}

export interface OperationLogTable {
  id: string;
  enterprise_id: string | null;
  user_id: string | null;
  operator_id: string | null;
  service: string;
  action: string;
  content: string;
  ip: string;
  created_at: number;
  // The tenant's hash chain (platform/audit-chain.ts) and the device the act came from.
  chain_key: string;
  seq: number;
  prev_hash: string;
  hash: string;
  device: string | null;
  /** The entry as a phrase key and its parameters (JSON, contract `LogPhrase`); null on rows written before 0040. */
  phrase: string | null;
}

/** Each chain's newest row number and hash, locked by the writer of the next row. */
export interface OperationLogHeadTable {
  chain_key: string;
  seq: number;
  hash: string;
  /** The hash of the row before the head's (migration 0026; null on heads not moved since). */
  prev_hash: string | null;
}

/** Acts per chain, platform day, actor ('' for none) and service, counted as rows are written. */
export interface OperationLogDailyTable {
  chain_key: string;
  day: number;
  user_id: string;
  service: string;
  count: number;
}

export interface OrderTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  order_no: string;
  status: number;
  amount_fen: number;
  invoiced: number;
  created_at: number;
  updated_at: number;
  // The cost center (migration 0022).
  package_id: Generated<string>;
  product_id: Generated<string>;
  item_name: Generated<string>;
  issuing_mode: Generated<number>;
  quantity: Generated<number>;
  list_amount_fen: Generated<number>;
  discount_fen: Generated<number>;
  coupon_id: string | null;
  pay_deadline_at: number | null;
  paid_at: number | null;
  paid_amount_fen: number | null;
  /** 'gateway' | 'offline' */
  payment_method: string | null;
  receipt_file: string | null;
  receipt_type: string | null;
  subscription_id: string | null;
  note: Generated<string>;
}

/** The last work-order number handed out on a day (yyyymmdd, China time): numbers count up from it. */
export interface WorkOrderNumberDayTable {
  day: string;
  last: number;
}

export interface WorkOrderTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  number: string;
  service: string;
  description: string;
  status: number;
  created_at: number;
  updated_at: number;
  // Work orders (0018).
  category: string;
  title: string;
  app_ref: string | null;
  request_id: string | null;
  log_id: string | null;
  assignee_id: string | null;
  expedited: number;
  expedited_at: number | null;
  awaiting_since: number | null;
  first_response_at: number | null;
  resolved_at: number | null;
  closed_at: number | null;
  rating: number | null;
  rating_comment: string | null;
}

export interface CouponTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  name: string;
  amount_fen: number;
  status: number;
  expires_at: number;
  created_at: number;
  // The cost center (migration 0022).
  /** 'fixed' | 'percent' */
  kind: Generated<string>;
  /** Fixed: fen off; percent: percent off. */
  value: Generated<number>;
  min_spend_fen: Generated<number>;
  product_id: string | null;
  starts_at: Generated<number>;
  used_order_id: string | null;
  used_at: number | null;
  issued_by: string | null;
}

export interface InvoiceTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  status: number;
  amount_fen: number;
  created_at: number;
  // The cost center (migration 0022).
  request_id: string | null;
  /** 'general' | 'special' */
  invoice_type: Generated<string>;
  /** 'company' | 'personal' */
  title_kind: Generated<string>;
  title_name: Generated<string>;
  taxpayer_id: Generated<string>;
  address_phone: Generated<string>;
  bank_account: Generated<string>;
  reason: Generated<string>;
  file: string | null;
  invoice_no: string | null;
  issued_at: number | null;
  updated_at: Generated<number>;
}

export interface ServiceSubscriptionTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  service_code: string;
  status: number;
  total_count: number;
  used_count: number;
  due_at: number;
  created_at: number;
  // Services and applications (0013).
  product_id: string | null;
  issuing_mode: number;
  starts_at: number;
  cycle: string;
  unit_price_fen: number;
  charges_fen: number;
  updated_at: number;
}

export interface UsageRecordTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  service_code: string;
  app_id: string | null;
  called_at: number;
  count: number;
  // The metering ledger (0013).
  subscription_id: string | null;
  request_id: string | null;
  outcome: string;
  sandbox: number;
  charge_fen: number;
}

// The usage rollup (0019): calls per enterprise, platform day, app ('' for none) and service.
export interface UsageDailyTable {
  enterprise_id: string;
  day: string;
  app_id: string;
  service_code: string;
  calls: number;
  successes: number;
  failures: number;
  /** Of `calls`, the sandbox's free test calls (migration 0058): not product usage. */
  sandbox_calls: Generated<number>;
}

// Services, applications and the open API (migration 0013).
export interface ServiceProductTable {
  id: string;
  product_no: string;
  name: string;
  /** The English name; '' when none was given (the console then shows `name`). */
  name_en: Generated<string>;
  service_code: string;
  unit_price_fen: number;
  created_by: string;
  created_at: number;
}

export interface ApplicationTable {
  id: string;
  enterprise_id: string;
  user_id: string;
  app_id: string;
  name: string;
  abbreviation: string;
  environment: string;
  ip_whitelist: string;
  ip_restrict: number;
  android_package: string | null;
  ios_bundle: string | null;
  callback_url: string | null;
  evidence_callback_url: string | null;
  status: number;
  created_at: number;
  updated_at: number;
}

export interface AppSecretTable {
  id: string;
  application_id: string;
  secret_cipher: string;
  hint: string;
  created_at: number;
  revoked_at: number | null;
  last_used_at: number | null;
  last_used_ip: string | null;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface AppServiceTable {
  application_id: string;
  subscription_id: string;
  created_at: number;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface SandboxAllowanceTable {
  application_id: string;
  day: string;
  used: number;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface IdempotentAnswerTable {
  application_id: string;
  idem_key: string;
  request_hash: string;
  http_status: number | null;
  answer: string | null;
  created_at: number;
  expires_at: number;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface QuotaAlertTable {
  id: string;
  enterprise_id: string;
  subscription_id: string;
  threshold: number;
  period: string;
  created_at: number;
}

export interface CallbackDeliveryTable {
  id: string;
  application_id: string;
  event: string;
  target: string;
  payload: string;
  status: string;
  attempt_count: number;
  next_attempt_at: number | null;
  created_at: number;
  updated_at: number;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface CallbackAttemptTable {
  id: string;
  delivery_id: string;
  at: number;
  status_code: number | null;
  latency_ms: number;
  problem: string | null;
  /** The delivery's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

export interface CaptchaTable {
  id: string;
  token_hash: string;
  answer_hash: string;
  test_answer: string | null;
  created_at: number;
  expires_at: number;
  /** Leading zero bits the captcha's proof of work must have (0: none asked). */
  work_bits: number;
}

/** Where an account ('u:<id>') or operator ('o:<id>') signed in or was unlocked: a keyed hash of the source. */
export interface SignInSourceTable {
  subject: string;
  source_hash: string;
  last_seen_at: number;
}

export interface VerificationCodeTable {
  id: string;
  /** 'register_email' | 'register_phone' | 'login' | 'reset' */
  purpose: string;
  recipient_hash: string;
  code_hash: string;
  attempts: number;
  sent_at: number;
  expires_at: number;
  consumed_at: number | null;
}

export interface PendingRegistrationTable {
  id: string;
  email: string;
  language: string;
  activation_token_hash: string | null;
  activation_expires_at: number | null;
  email_verified_at: number | null;
  ticket_hash: string | null;
  ticket_expires_at: number | null;
  created_at: number;
  expires_at: number;
}

export interface RealNameApplicationTable {
  id: string;
  user_id: string;
  purpose: string;
  mode: string;
  status: string;
  name_cipher: string;
  id_number_cipher: string;
  id_number_hash: string;
  phone_cipher: string | null;
  bank_card_cipher: string | null;
  video_file: string | null;
  video_type: string | null;
  video_ms: number | null;
  reason: string | null;
  review_note: string | null;
  reviewed_by: string | null;
  ticket_hash: string | null;
  ticket_expires_at: number | null;
  created_at: number;
  submitted_at: number | null;
  decided_at: number | null;
  ended_at: number | null;
}

export interface IdentityRegistryTable {
  id: string;
  name_cipher: string;
  id_number_cipher: string;
  id_number_hash: string;
  phone_cipher: string | null;
  bank_card_cipher: string | null;
  phone_check: string;
  bank_check: string;
  face_check: string;
  note: string;
  created_by: string;
  created_at: number;
}

export interface EnterpriseApplicationTable {
  id: string;
  enterprise_id: string;
  applicant_user_id: string;
  mode: string;
  status: string;
  enterprise_name: string;
  three_in_one: number;
  credit_code: string | null;
  org_code: string | null;
  legal_name_cipher: string;
  legal_id_cipher: string;
  legal_id_hash: string;
  legal_mobile_cipher: string;
  agent_name_cipher: string | null;
  agent_id_type: string | null;
  agent_id_cipher: string | null;
  bank_account_cipher: string | null;
  bank_account_hash: string | null;
  account_bank: string | null;
  province: string | null;
  city: string | null;
  branch: string | null;
  remit_due_at: number | null;
  remitted_at: number | null;
  remittance_id: string | null;
  amount_fen: number | null;
  amount_deadline_at: number | null;
  amount_attempts: number;
  last_amount: string | null;
  legal_ticket_hash: string | null;
  legal_link_sent_at: number | null;
  legal_ticket_expires_at: number | null;
  legal_verified_at: number | null;
  legal_verified_by: string | null;
  licence_file_id: string | null;
  letter_file_id: string | null;
  reason: string | null;
  reject_reason: string | null;
  reviewed_by: string | null;
  created_at: number;
  submitted_at: number;
  passed_at: number | null;
  rejected_at: number | null;
  ended_at: number | null;
}

export interface EnterpriseAmountAttemptTable {
  id: string;
  application_id: string;
  request_id: string;
  amount: string;
  outcome: string;
  user_id: string;
  created_at: number;
}

export interface BankRemittanceTable {
  id: string;
  application_id: string;
  enterprise_id: string;
  account_cipher: string;
  account_bank: string;
  amount_fen: number;
  status: string;
  reference: string;
  created_at: number;
  sent_at: number | null;
}

export interface EnterpriseDocumentTable {
  id: string;
  enterprise_id: string;
  kind: string;
  file: string;
  content_type: string;
  bytes: number;
  uploaded_by: string;
  created_at: number;
  /** When it may be deleted (a draft, a superseded or long-ended application's); null: an application needs it. */
  expires_at: number | null;
}

export interface Database {
  website_config: WebsiteConfigTable;
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  users: UserTable;
  sessions: SessionTable;
  enterprises: EnterpriseTable;
  members: MemberTable;
  operation_logs: OperationLogTable;
  operation_log_heads: OperationLogHeadTable;
  operation_log_daily: OperationLogDailyTable;
  orders: OrderTable;
  work_orders: WorkOrderTable;
  coupons: CouponTable;
  invoices: InvoiceTable;
  service_subscriptions: ServiceSubscriptionTable;
  usage_records: UsageRecordTable;
  usage_daily: UsageDailyTable;
  captchas: CaptchaTable;
  verification_codes: VerificationCodeTable;
  pending_registrations: PendingRegistrationTable;
  real_name_applications: RealNameApplicationTable;
  identity_registry: IdentityRegistryTable;
  enterprise_applications: EnterpriseApplicationTable;
  enterprise_amount_attempts: EnterpriseAmountAttemptTable;
  bank_remittances: BankRemittanceTable;
  enterprise_documents: EnterpriseDocumentTable;
  sign_in_sources: SignInSourceTable;
  // Services, applications and the open API.
  service_products: ServiceProductTable;
  applications: ApplicationTable;
  app_secrets: AppSecretTable;
  app_services: AppServiceTable;
  sandbox_allowances: SandboxAllowanceTable;
  idempotent_answers: IdempotentAnswerTable;
  quota_alerts: QuotaAlertTable;
  callback_deliveries: CallbackDeliveryTable;
  callback_attempts: CallbackAttemptTable;
  // Organization, roles and external contacts.
  roles: RoleTable;
  role_modules: RoleModuleTable;
  departments: DepartmentTable;
  department_members: DepartmentMemberTable;
  member_invitations: MemberInvitationTable;
  contacts: ContactTable;
  // Spreadsheet imports of members and contacts.
  import_batches: ImportBatchTable;
  import_errors: ImportErrorTable;
  // Work orders.
  work_order_records: WorkOrderRecordTable;
  work_order_attachments: WorkOrderAttachmentTable;
  work_order_number_days: WorkOrderNumberDayTable;
  // Channel partners, single sign-on (migration 0021).
  channels: ChannelTable;
  channel_accounts: ChannelAccountTable;
  channel_enterprises: ChannelEnterpriseTable;
  sso_systems: SsoSystemTable;
  sso_codes: SsoCodeTable;
  sso_nonces: SsoNonceTable;
  // The cost center.
  product_packages: ProductPackageTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  payment_sandbox_ledger: PaymentSandboxLedgerTable;
  invoice_titles: InvoiceTitleTable;
  invoice_orders: InvoiceOrderTable;
  usage_bills: UsageBillTable;
  // The CA and certificates.
  key_store_keys: KeyStoreKeyRow;
  ca_authorities: CaAuthorityTable;
  certificates: CertificateTable;
  certificate_challenges: CertificateChallengeTable;
  // The time-stamping authority and evidence deposit.
  tsa_certificates: TsaCertificateTable;
  ocsp_responders: OcspResponderTable;
  timestamp_tokens: TimestampTokenTable;
  evidence_batches: EvidenceBatchTable;
  evidence_deposits: EvidenceDepositTable;
  // Signed documents.
  signed_documents: SignedDocumentTable;
  // Seals and signatures.
  seals: SealTable;
  seal_grants: SealGrantTable;
  seal_grant_apps: SealGrantAppTable;
  seal_auto_signs: SealAutoSignTable;
  seal_uses: SealUseTable;
  // Sign flows.
  sign_flows: SignFlowTable;
  sign_flow_documents: SignFlowDocumentTable;
  sign_flow_signers: SignFlowSignerTable;
  sign_flow_fields: SignFlowFieldTable;
  sign_flow_ccs: SignFlowCcTable;
  sign_flow_signatures: SignFlowSignatureTable;
  sign_flow_reports: SignFlowReportTable;
  sign_flow_events: SignFlowEventTable;
  sign_flow_deadline_reminders: SignFlowDeadlineReminderTable;
  sign_flow_batches: SignFlowBatchTable;
  sign_flow_batch_views: SignFlowBatchViewTable;
  // Templates.
  templates: TemplateTable;
  template_versions: TemplateVersionTable;
  template_flows: TemplateFlowTable;
  template_bulks: TemplateBulkTable;
  template_bulk_flows: TemplateBulkFlowTable;
  personal_signatures: PersonalSignatureTable;
  personal_signature_defaults: PersonalSignatureDefaultTable;
  // Background jobs.
  job_leases: JobLeaseTable;
  // Second factors.
  mfa_totp: MfaTotpTable;
  mfa_recovery_codes: MfaRecoveryCodeTable;
  mfa_settings: MfaSettingsTable;
  mfa_trusted_devices: MfaTrustedDeviceTable;
  mfa_enterprise_rules: MfaEnterpriseRuleTable;
  mfa_passkeys: MfaPasskeyTable;
  mfa_webauthn_challenges: MfaWebauthnChallengeTable;
  mfa_reset_requests: MfaResetRequestTable;
}

/** A person's authenticator-app key (sealed); unconfirmed until the first code. */
export interface MfaTotpTable {
  user_id: string;
  key_cipher: string;
  confirmed_at: number | null;
  /** The newest 30-second step whose code was accepted: that code and older ones never work again. */
  last_step: number | null;
  created_at: number;
}

/** One-time recovery codes, as keyed hashes. */
export interface MfaRecoveryCodeTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface MfaSettingsTable {
  user_id: string;
  /** 1: sign-in asks for a second factor after the password or SMS code. */
  sign_in_protected: number;
  updated_at: number;
}

/** A browser trusted for 30 days to skip the second sign-in step; its cookie's token kept as a keyed hash. */
export interface MfaTrustedDeviceTable {
  id: string;
  user_id: string;
  token_hash: string;
  /** The browser's user agent when it was trusted, as shown in the list. */
  device: string;
  ip: string;
  created_at: number;
  last_used_at: number;
  expires_at: number;
  revoked_at: number | null;
}

/** An enterprise whose master requires a second factor of every member (1). */
export interface MfaEnterpriseRuleTable {
  enterprise_id: string;
  required: number;
  updated_by: string;
  updated_at: number;
}

/** A passkey or security key (WebAuthn credential) of a person, named by them. */
export interface MfaPasskeyTable {
  id: string;
  user_id: string;
  /** The credential's id, base64url. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The signature counter last seen: an assertion must come with a higher one (unless both are 0). */
  counter: number;
  /** The transports the browser reported, comma-separated. */
  transports: string;
  name: string;
  created_at: number;
  last_used_at: number | null;
  /** Whose: a person's (`user`) or an operator's (0064); each kind's checks read only its own. */
  holder: 'user' | 'operator';
}

/** A WebAuthn challenge handed out for a registration or a sign-in: a keyed hash, single-use, short-lived. */
export interface MfaWebauthnChallengeTable {
  id: string;
  user_id: string;
  /** `login`: a password-less sign-in's, kept under no account (`user_id` empty). */
  purpose: 'register' | 'signIn' | 'login' | 'operation';
  challenge_hash: string;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /** Whose: a person's (`user`) or an operator's (0064). */
  holder: 'user' | 'operator';
}

/** An operator's request to reset a person's second factors, answered by the person's consent link (0052). */
export interface MfaResetRequestTable {
  id: string;
  user_id: string;
  account_name: string;
  operator_id: string;
  operator_name: string;
  reason: string;
  channel: 'mail' | 'sms';
  /** Where the link went, masked. */
  sent_to: string;
  token_hash: string;
  status: 'waiting' | 'done' | 'declined';
  created_at: number;
  expires_at: number;
  decided_at: number | null;
}

/** Who runs a background job now (or ran it last), and until when no other process may. */
export interface JobLeaseTable {
  name: string;
  /** The run holding the lease (a random id per run). */
  holder: string;
  /** A run that has not renewed or released its lease by then is taken for dead. */
  expires_at: number;
  last_run_at: number | null;
}

export interface ImportErrorTable {
  batch_id: string;
  row: number;
  field: string;
  /** JSON of the zod issue, localized when read. */
  issue: string;
  /** The batch's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

/** A spreadsheet import: a dry run kept for confirmation, then an import under way (its progress). */
export interface ImportBatchTable {
  id: string;
  enterprise_id: string;
  /** 'members' | 'contacts' */
  kind: string;
  /** ImportStatus: preview, queued, running, done, failed, expired. */
  status: string;
  /** The uploaded workbook, sealed (platform/sealed-files.ts); null once dropped. */
  file_path: string | null;
  total: number;
  valid: number;
  invalid: number;
  /** Data rows (0-based) before this one are applied; a resumed import starts here. */
  next_row: number;
  done: number;
  failed: number;
  created_by: string;
  /** Who confirmed, for the operation log a job writes. */
  ip: string;
  lang: string;
  created_at: number;
  expires_at: number;
  /** A job holds the batch until then; a crashed run's batch is picked up once it passes. */
  lease_until: number | null;
  finished_at: number | null;
}

// Work orders (migration 0018).
export interface WorkOrderRecordTable {
  id: string;
  work_order_id: string;
  kind: string;
  by_kind: string;
  author_id: string | null;
  status: number | null;
  content: string;
  created_at: number;
  /** The work order's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

export interface WorkOrderAttachmentTable {
  id: string;
  enterprise_id: string | null;
  user_id: string | null;
  operator_id: string | null;
  work_order_id: string | null;
  record_id: string | null;
  name: string;
  file: string;
  content_type: string;
  bytes: number;
  created_at: number;
}

// Channel partners, single sign-on (migration 0021).
export interface ChannelTable {
  id: string;
  code: string;
  name: string;
  /** A data URL of a PNG or JPEG checked by content. */
  logo: string | null;
  theme_color: string;
  text_color: string;
  contact_name: string;
  /** Sealed. */
  contact_phone: string;
  /** 1 enabled, 0 disabled. */
  status: number;
  entry_path: string | null;
  created_at: number;
  updated_at: number;
}

export interface ChannelAccountTable {
  user_id: string;
  channel_id: string;
  created_at: number;
}

export interface ChannelEnterpriseTable {
  enterprise_id: string;
  channel_id: string;
  created_at: number;
}

export interface SsoSystemTable {
  id: string;
  code: string;
  name: string;
  /** Sealed shared secret. */
  secret: string;
  secret_hint: string;
  status: number;
  out_sign: string | null;
  target_url: string | null;
  created_at: number;
  updated_at: number;
}

export interface SsoCodeTable {
  id: string;
  code_hash: string;
  user_id: string;
  enterprise_id: string | null;
  ui_sign: string;
  cloud_code: string;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface SsoNonceTable {
  system_id: string;
  nonce: string;
  expires_at: number;
}

// The cost center (migration 0022).
export interface ProductPackageTable {
  id: string;
  product_id: string;
  name: string;
  issuing_mode: number;
  quantity: number;
  months: number;
  price_fen: number;
  created_by: string;
  created_at: number;
}

export interface PaymentTable {
  id: string;
  order_id: string;
  provider: string;
  gateway_ref: string | null;
  amount_fen: number;
  /** 'pending' | 'paid' | 'declined' | 'unknown' | 'refunding' | 'refunded' */
  status: string;
  created_at: number;
  updated_at: number;
  /** The order's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

export interface PaymentNotificationTable {
  notification_id: string;
  payment_id: string;
  outcome: string;
  received_at: number;
  /** The payment's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

export interface PaymentSandboxLedgerTable {
  ref: string;
  reference: string;
  order_no: string;
  amount_fen: number;
  return_url: string;
  /** 'pending' | 'approved' | 'declined' | 'refunded' */
  status: string;
  created_at: number;
  decided_at: number | null;
}

export interface InvoiceTitleTable {
  id: string;
  enterprise_id: string;
  user_id: string;
  /** 'company' | 'personal' */
  kind: string;
  name: string;
  taxpayer_id: string;
  address_phone: string;
  bank_account: string;
  created_at: number;
}

export interface InvoiceOrderTable {
  invoice_id: string;
  order_id: string;
  /** The invoice's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

export interface UsageBillTable {
  subscription_id: string;
  /** 'YYYY-MM' in Beijing time. */
  month: string;
  billed_to_fen: number;
  order_id: string;
  created_at: number;
  /** The subscription's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

// The CA and certificates (migration 0020).
export interface KeyStoreKeyRow {
  id: string;
  algorithm: string;
  label: string;
  public_key: string;
  sealed_private_key: string;
  created_at: number;
}

export interface CaAuthorityTable {
  id: string;
  algorithm: number;
  role: string;
  key_id: string;
  certificate: string;
  serial: string;
  not_before: number;
  not_after: number;
  crl_number: number;
  crl: string | null;
  crl_at: number | null;
  created_at: number;
  /** The number of the stored CRL (`crl_number` is the counter): only a higher one replaces it. */
  crl_published_number: number;
}

export interface CertificateTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  owner_name: string;
  cert_type: number;
  algorithm: number;
  validity: number;
  service_type: number;
  serial: string;
  issuer_id: string;
  key_origin: string;
  key_id: string | null;
  certificate: string;
  not_before: number;
  not_after: number;
  status: number;
  revoked_at: number | null;
  revoke_reason: number | null;
  replaced_by: string | null;
  reminded_days: number | null;
  created_at: number;
}

export interface CertificateChallengeTable {
  id: string;
  challenge_hash: string;
  expires_at: number;
  created_at: number;
}

// The time-stamping authority and evidence deposit (migration 0023).
export interface TsaCertificateTable {
  id: string;
  algorithm: number;
  /** 1, 2, … per algorithm (migration 0046): the newest valid one signs, the older ones still verify. */
  generation: number;
  key_id: string;
  certificate: string;
  serial: string;
  not_before: number;
  not_after: number;
  created_at: number;
}

// Delegated OCSP responders (migration 0025).
export interface OcspResponderTable {
  id: string;
  algorithm: number;
  /** 1, 2, … per algorithm (migration 0046; null before it): two renewals at once make one. */
  generation: number | null;
  key_id: string;
  certificate: string;
  serial: string;
  not_after: number;
  created_at: number;
}

export interface TimestampTokenTable {
  serial: string;
  hash_algorithm: number;
  digest: string;
  gen_time: number;
  enterprise_id: string | null;
}

export interface EvidenceBatchTable {
  id: string;
  root: string;
  leaf_count: number;
  token: string;
  token_serial: string;
  gen_time: number;
  created_at: number;
}

export interface EvidenceDepositTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  application_id: string | null;
  kind: number;
  title: string;
  file_hash: string;
  metadata: string;
  keep_alive_type: number;
  keep_until: number;
  verification_code: string;
  leaf: string;
  status: number;
  batch_id: string | null;
  leaf_index: number | null;
  proof: string | null;
  created_at: number;
}

// Signed documents.
export interface SignedDocumentTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  certificate_id: string;
  certificate_serial: string;
  cert_type: number;
  signer_name: string;
  file_name: string;
  sign_mode: number;
  level: string;
  algorithm: number;
  digest: string;
  size: number;
  channel: string;
  file_path: string | null;
  created_at: number;
}

/** An enterprise seal handed to a member (印章授权); `end_at` null is long-term. */
export interface SealGrantTable {
  id: string;
  enterprise_id: string;
  seal_id: string;
  user_id: string;
  role: string;
  scope: string;
  start_at: number;
  end_at: number | null;
  status: number;
  ended_reason: string | null;
  ended_by: string | null;
  ended_at: number | null;
  granted_by: string;
  created_at: number;
  updated_at: number;
}

/** The applications a grant of scope `apps` is for. */
export interface SealGrantAppTable {
  grant_id: string;
  application_id: string;
  /** The application's enterprise: the tenant key (0067). */
  enterprise_id: string;
}

/** An application allowed to apply a seal with nobody present (sign mode 0), for a period. */
export interface SealAutoSignTable {
  id: string;
  enterprise_id: string;
  seal_id: string;
  application_id: string;
  start_at: number;
  end_at: number;
  status: number;
  ended_reason: string | null;
  ended_by: string | null;
  ended_at: number | null;
  created_by: string;
  created_at: number;
  updated_at: number;
}

/** One application of an enterprise seal to a signature (the seal's history). */
export interface SealUseTable {
  id: string;
  enterprise_id: string;
  seal_id: string;
  applier: 'member' | 'app';
  user_id: string | null;
  application_id: string | null;
  document_name: string;
  document_sha256: string;
  channel: 'console' | 'api' | 'signFlow';
  created_at: number;
}

export interface SealTable {
  id: string;
  enterprise_id: string;
  kind: string;
  alias: string;
  size_mm: number | null;
  style: string | null;
  code: string | null;
  status: number;
  reject_reason: string | null;
  image_path: string;
  width: number;
  height: number;
  created_by: string;
  reviewed_by: string | null;
  reviewed_at: number | null;
  used_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A person's name seal or handwritten signature; the image is a sealed file. */
export interface PersonalSignatureTable {
  id: string;
  user_id: string;
  kind: string;
  style: string | null;
  image_path: string;
  width: number;
  height: number;
  used_at: number | null;
  created_at: number;
}

/** Which of a person's signatures is their default: one row per person. */
export interface PersonalSignatureDefaultTable {
  user_id: string;
  signature_id: string;
  updated_at: number;
}

/** A sign flow: status 0 draft, 1 in progress, 2 completed, 3 revoked, 5 expired, 7 rejected. */
export interface SignFlowTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  application_id: string | null;
  title: string;
  message: string | null;
  status: number;
  current_group: number;
  deadline_at: number;
  started_at: number | null;
  finished_at: number | null;
  end_reason: string | null;
  evidence_code: string | null;
  created_at: number;
  updated_at: number;
  /** A completed flow's work after the answer (0060): evidence, certificate, flow-end callback; null once done. */
  completion_due_at: Generated<number | null>;
  completion_tries: Generated<number>;
}

/** A PDF of a flow: the sealed original and its latest signed revision. */
export interface SignFlowDocumentTable {
  id: string;
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  name: string;
  pages: number;
  size: number;
  sha256: string;
  file_path: string;
  signed_path: string | null;
  revision: number;
  created_at: number;
}

/** A signer of a flow: a person, or an enterprise and the person handling it; the link only as its hash. */
export interface SignFlowSignerTable {
  id: string;
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  kind: string;
  name_cipher: string;
  enterprise_name: string | null;
  phone_cipher: string | null;
  phone_hash: string | null;
  email_cipher: string | null;
  /** Keyed hash of the e-mail: the waiting list of the account with that e-mail (0062). */
  email_hash: string | null;
  language: string;
  group_no: number;
  status: string;
  link_hash: string | null;
  reminded_at: number | null;
  signed_at: number | null;
  reject_reason: string | null;
  signer_user_id: string | null;
  certificate_serial: string | null;
  /** A signer that signs automatically with this seal (the initiating enterprise's part, by an application's auto-sign authorization). */
  auto_seal_id: string | null;
  created_at: number;
  /** SHA-256 of the hosted page's proof token (0054); how it was proven (code, session), as which account, when. */
  proof_hash: string | null;
  proven_by: string | null;
  proven_user_id: string | null;
  proven_at: number | null;
  /** When the signer first opened its link (0060; the one `opened` event's claim). */
  opened_at: Generated<number | null>;
  /** A template flow's fill-in fields this signer fills before signing (0066; JSON `FillField[]`), else null. */
  fill_fields: Generated<string | null>;
  /** What the signer typed in them so far (0066; sealed JSON `{ key: value }`). */
  fill_values_cipher: Generated<string | null>;
}

/** A field a signer fills on a document: seal, signature or signing date. */
export interface SignFlowFieldTable {
  id: string;
  flow_id: string;
  signer_id: string;
  document_id: string;
  enterprise_id: string | null;
  user_id: string;
  kind: string;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  keyword: string | null;
  created_at: number;
}

/** A CC recipient of a flow. */
export interface SignFlowCcTable {
  id: string;
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  name_cipher: string;
  phone_cipher: string | null;
  /** Keyed hash of the phone: the CC list of the account with that phone (0055). */
  phone_hash: string | null;
  email_cipher: string | null;
  /** Keyed hash of the e-mail: the CC list of the account with that e-mail (0062). */
  email_hash: string | null;
  language: string;
  created_at: number;
}

/** How a sign-flow signer signed: its address, identity proof and willingness check, or the application it signed under. */
export interface SignFlowSignatureTable {
  signer_id: string;
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  ip: string | null;
  auth_method: string;
  willingness: string | null;
  application_id: string | null;
  created_at: number;
}

/** A completed flow's completion certificate (签署报告), sealed in the file store. */
export interface SignFlowReportTable {
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  path: string;
  sha256: string;
  size: number;
  created_at: number;
}

/** An event of a flow (0060): what, about which party, who acted (sealed) from where, when. */
export interface SignFlowEventTable {
  id: string;
  flow_id: string;
  enterprise_id: string | null;
  user_id: string;
  kind: string;
  party_id: string | null;
  actor_kind: 'initiator' | 'signer' | 'application' | 'system';
  actor: string | null;
  ip: string | null;
  reason: string | null;
  deadline_at: number | null;
  created_at: number;
}

/** The automatic reminder before a flow's deadline: the row is the claim (one per flow). */
export interface SignFlowDeadlineReminderTable {
  flow_id: string;
  created_at: number;
  /** The flow's tenant (0067): its enterprise, or null for a person's, and its account. */
  enterprise_id: string | null;
  user_id: string;
}

/** A signer's batch signing (0063): the chosen signer rows, the willingness code's binding, the results. */
export interface SignFlowBatchTable {
  id: string;
  token_hash: string;
  user_id: string;
  proven_by: 'code' | 'session';
  status: 'open' | 'coded' | 'signing' | 'done';
  chosen: string | null;
  code_hash: string | null;
  results: string | null;
  created_at: number;
  expires_at: number;
}

/** A document the signer opened within a batch. */
export interface SignFlowBatchViewTable {
  batch_id: string;
  document_id: string;
  signer_id: string;
  created_at: number;
  /** The batch's signer: the tenant key (0067). */
  user_id: string;
}

/** A template (0061): its tenant, name, whether it starts flows, and its current version. */
export interface TemplateTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  name: string;
  description: string | null;
  enabled: number;
  version: number;
  version_id: string;
  created_at: number;
  updated_at: number;
}

/** A template's version, never changed once written: its sealed PDF, page sizes, roles and fields (JSON). */
export interface TemplateVersionTable {
  id: string;
  template_id: string;
  enterprise_id: string | null;
  user_id: string;
  version: number;
  file_name: string;
  file_path: string;
  sha256: string;
  size: number;
  pages: string;
  roles: string;
  fields: string;
  created_at: number;
}

/** A sign flow made from a template: the version it keeps. */
export interface TemplateFlowTable {
  flow_id: string;
  template_id: string;
  version_id: string;
  enterprise_id: string | null;
  user_id: string;
  created_at: number;
}

/** A bulk send's head (0065): its import batch's id, the version its rows were checked against, what each flow shares. */
export interface TemplateBulkTable {
  id: string;
  enterprise_id: string | null;
  user_id: string;
  template_id: string;
  version_id: string;
  version: number;
  title: string;
  message: string | null;
  deadline_at: number;
  lang: string;
  created_at: number;
}

/** A bulk send's row and the flow made from it (0065): one per (bulk, row); `notice_due_at` while its first signers wait for their notice. */
export interface TemplateBulkFlowTable {
  bulk_id: string;
  row: number;
  flow_id: string;
  enterprise_id: string | null;
  notice_due_at: number | null;
  notice_tries: Generated<number>;
  created_at: number;
}
