import type { AppDetail, AppEnvironment, AppSummary, DeliveryView, SubscriptionView } from '@console/contract';
import type { ApplicationRow, DeliveryRow, SecretRow } from './queries.js';

export function appSummary(row: ApplicationRow, serviceCount: number): AppSummary {
  return {
    id: row.id,
    appId: row.app_id,
    name: row.name,
    appAbbreviation: row.abbreviation,
    environment: row.environment as AppEnvironment,
    status: row.status,
    serviceCount,
    createdAt: Number(row.created_at),
  };
}

export function appDetail(row: ApplicationRow, services: SubscriptionView[], secrets: SecretRow[]): AppDetail {
  return {
    ...appSummary(row, services.length),
    ipWhitelist: row.ip_whitelist,
    ipRestrict: row.ip_restrict,
    androidPackage: row.android_package,
    iosBundle: row.ios_bundle,
    callbackUrl: row.callback_url,
    evidenceCallbackUrl: row.evidence_callback_url,
    services,
    secrets: secrets.map((s) => ({
      id: s.id,
      hint: s.hint,
      active: s.revoked_at === null,
      createdAt: Number(s.created_at),
      revokedAt: s.revoked_at === null ? null : Number(s.revoked_at),
      lastUsedAt: s.last_used_at === null ? null : Number(s.last_used_at),
      lastUsedFrom: s.last_used_ip,
    })),
  };
}

export function deliveryView(
  row: DeliveryRow,
  attempts: { at: number; status_code: number | null; latency_ms: number; problem: string | null }[],
): DeliveryView {
  return {
    id: row.id,
    event: row.event,
    target: row.target as DeliveryView['target'],
    status: row.status as DeliveryView['status'],
    attempts: attempts.map((a) => ({ at: Number(a.at), statusCode: a.status_code, latencyMs: a.latency_ms, problem: a.problem })),
    nextAttemptAt: row.status === 'pending' && row.next_attempt_at !== null ? Number(row.next_attempt_at) : null,
    createdAt: Number(row.created_at),
  };
}
