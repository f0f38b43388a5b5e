/**
 * Operation-log entries as phrases: a writer names a phrase of this catalogue and its
 * parameters — names, not ids, taken when the act is written — and every reader sees the entry in
 * their language (the console with i18next, the CSV export on the server). The phrases are
 * `operationLog.entries.<key>` in packages/phrases; a wrong key or a missing parameter fails typecheck.
 */

/** A name given in both languages (a product's): the reader's, else the other one. */
export interface Bilingual {
  en: string;
  zh: string;
}
/** Text of the reader's language from another phrase (a built-in role's name, a kind of contact). */
export interface PhraseRef {
  phrase: string;
}
/** A parameter shown as text: as written, in the reader's language, or a phrase. */
export type LogText = string | Bilingual | PhraseRef;
export type LogParam = LogText | number | readonly LogText[];

// The catalogue: each key with its parameters (keys sorted; phrases in packages/phrases `operationLog.entries`).
export interface LogPhraseParams {
  'account.changePassword': { account: string };
  'account.channelAssociated': { channel: string; code: string };
  'account.endOtherSessions': { count: number };
  'account.endSession': { session: string };
  'account.enterpriseMfaNotRequired': { account: string };
  'account.enterpriseMfaRequired': { account: string };
  'account.protectionOff': { account: string };
  'account.protectionOn': { account: string };
  'account.operationProvenApp': { account: string };
  'account.operationProvenPasskey': { account: string };
  'account.operationProvenRecovery': { account: string };
  'account.operationProvenSms': { account: string };
  'account.protectedAct': { account: string; act: Bilingual };
  'account.recoveryRenewed': { account: string };
  'account.resetPassword': { account: string; recipient: string };
  'account.resetPasswordInConsole': { account: string; recipient: string };
  'account.signIn': { account: string };
  'account.passkeyAdded': { account: string; name: string };
  'account.passkeyRemoved': { account: string; name: string };
  'account.passkeyRenamed': { account: string; name: string };
  'account.signInFailed': { account: string };
  'account.signInSecondStep': { account: string };
  'account.signInSecondStepAsked': { account: string };
  'account.signOut': { account: string };
  'account.ssoOut': { system: string };
  'account.ssoRedeemed': { system: string };
  'account.ssoSignIn': { system: string };
  'account.ssoSignInRefused': { system: string };
  'account.totpAdded': { account: string };
  'account.trustedDeviceRevoked': { account: string };
  'account.mfaResetRequested': { account: string; operator: string; reason: string; recipient: string };
  'account.mfaResetConfirmed': { account: string; operator: string };
  'account.mfaResetDeclined': { account: string; operator: string };
  'account.totpRemoved': { account: string };
  'account.unlockSignIn': { account: string };
  'apps.appAuthorize': { app: string; appId: string; count: number };
  'apps.appCreate': { app: string; appId: string; count: number };
  'apps.appDisable': { app: string; appId: string };
  'apps.appEdit': { app: string; appId: string };
  'apps.appEnable': { app: string; appId: string };
  'apps.secretCreate': { app: string; appId: string; hint: string };
  'apps.secretRevoke': { app: string; appId: string };
  'certificates.apiApply': { owner: string; type: LogText; serial: string; appId: string };
  'certificates.apiRevoke': { owner: string; type: LogText; serial: string; appId: string };
  'certificates.apply': { owner: string; type: LogText; serial: string };
  'certificates.renew': { owner: string; type: LogText; serial: string };
  'certificates.revoke': { owner: string; type: LogText; serial: string };
  'contacts.contactCreate': { contact: string; kind: LogText };
  'contacts.contactDelete': { contact: string; kind: LogText };
  'contacts.contactEdit': { contact: string; kind: LogText };
  'contacts.contactExport': { count: number };
  'costCenter.couponIssue': { coupon: string };
  'costCenter.invoiceDecided': { amount: string; status: LogText; reason: string };
  'costCenter.invoiceRequest': { type: LogText; count: number };
  'costCenter.orderCancel': { order: string; item: string };
  'costCenter.orderConfirm': { order: string; item: string; outcome: LogText; reason: string };
  'costCenter.orderCreate': { order: string; product: LogText; package: string; quantity: number; amount: string };
  'costCenter.orderOfflineReceipt': { order: string; item: string };
  'costCenter.orderResolve': { order: string; item: string; outcome: LogText; reason: string };
  'costCenter.orderReview': { order: string; item: string; outcome: LogText; reason: string };
  'costCenter.packageAdd': { package: string; quantity: number; months: number; price: string };
  'enterprise.changeAbbreviation': { before: string; abbreviation: string };
  'enterprise.changeMaster': { before: string; master: string };
  'enterprise.create': { enterprise: string; enterpriseNo: string };
  'enterpriseAuth.amount': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.approve': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.createAuth': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.legalPersonLinkBurnt': { enterprise: string };
  'enterpriseAuth.legalPersonResend': { enterprise: string };
  'enterpriseAuth.legalPersonVerify': { enterprise: string; legalPerson: string; outcome: LogText };
  'enterpriseAuth.readApplication': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.readDocument': { enterprise: string; document: LogText };
  'enterpriseAuth.reject': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.setSuperior': { enterprise: string; before: string; superior: string };
  'enterpriseAuth.supersede': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.updateAuth': { enterprise: string; mode: LogText; status: LogText };
  'enterpriseAuth.uploadDocument': { document: LogText };
  'evidence.apiDeposit': { code: string; appId: string };
  'evidence.apiGet': { code: string; appId: string };
  'evidence.certificate': { code: string };
  'evidence.deposit': { code: string };
  'imports.importConfirm': { kind: LogText; valid: number; total: number };
  'imports.importDone': { kind: LogText; done: number; failed: number };
  'imports.importFailed': { kind: LogText; done: number; failed: number };
  'ops.changePassword': { operator: string };
  'ops.operationProven': { operator: string };
  'ops.operationProvenPasskey': { operator: string };
  'ops.passkeyAdded': { operator: string; name: string };
  'ops.passkeyRenamed': { operator: string; name: string };
  'ops.passkeyRemoved': { operator: string; name: string };
  'ops.recoveryRenewed': { operator: string };
  'ops.totpAdded': { operator: string };
  'ops.totpReset': { operator: string; reason: string };
  'ops.protectedAct': { operator: string; act: Bilingual };
  'ops.channelCreate': { channel: string; code: string };
  'ops.channelExport': { channel: string; count: number; kind: LogText };
  'ops.channelUpdate': { channel: string; code: string };
  'ops.signIn': { operator: string };
  'ops.signInFailed': { operator: string };
  'ops.ssoSystemCreate': { system: string; code: string };
  'ops.ssoSystemSecret': { system: string; code: string };
  'ops.ssoSystemUpdate': { system: string; code: string };
  'organization.departmentCreate': { department: string };
  'organization.departmentDelete': { department: string };
  'organization.departmentEdit': { before: string; department: string };
  'organization.departmentMove': { department: string; parent: LogText };
  'organization.memberEdit': { member: string; role: LogText };
  'organization.memberExport': { count: number };
  'organization.memberInvite': { member: string; recipient: string };
  'organization.memberInviteResend': { member: string; recipient: string };
  'organization.memberInviteRevoke': { member: string };
  'organization.memberJoin': { member: string };
  'organization.memberRejoin': { member: string };
  'organization.memberRemove': { member: string };
  'organization.memberSeparate': { member: string; successor: LogText };
  'profile.changeEmail': { before: string; email: string };
  'profile.changeNickname': { nickname: string };
  'profile.changePhone': { before: string; phone: string };
  'realName.approve': { name: string; mode: LogText; status: LogText };
  'realName.change': { name: string; mode: LogText; status: LogText };
  'realName.faceTicket': { name: string; mode: LogText; status: LogText };
  'realName.readApplication': { name: string; mode: LogText; status: LogText };
  'realName.readVideo': { name: string; mode: LogText; status: LogText };
  'realName.registryAdd': { name: string };
  'realName.reject': { name: string; mode: LogText; status: LogText };
  'realName.revoke': { name: string; mode: LogText; status: LogText };
  'realName.submit': { name: string; mode: LogText; status: LogText };
  'roles.roleCreate': { role: string; count: number };
  'roles.roleDelete': { role: string };
  'roles.roleEdit': { before: string; role: string; count: number };
  'seals.approveSeal': { enterprise: string; seal: string };
  'seals.authorizeAutoSign': { seal: string; app: string };
  'seals.createSeal': { seal: string; kind: LogText };
  'seals.deleteSeal': { seal: string };
  'seals.disableSeal': { seal: string };
  'seals.enableSeal': { seal: string };
  'seals.grantSeal': { seal: string; member: string; role: LogText };
  'seals.rejectSeal': { enterprise: string; seal: string; reason: string };
  'seals.revokeAutoSign': { seal: string; app: string };
  'seals.revokeSealGrant': { seal: string; member: string };
  'seals.signatureCreate': { kind: LogText };
  'seals.signatureDefault': { kind: LogText };
  'seals.signatureDelete': { kind: LogText };
  'seals.uploadSeal': { seal: string };
  'services.productAdd': { product: LogText; productNo: string };
  'services.subscriptionAdjust': { product: LogText; before: number; count: number; due: string; reason: string };
  'services.subscriptionGrant': { product: LogText; mode: LogText; count: number; from: string; to: string };
  'signFlows.create': { title: string };
  'signFlows.extend': { title: string; deadline: string };
  'signFlows.remind': { title: string };
  'signFlows.revoke': { title: string; reason: string };
  'signFlows.signNow': { title: string };
  'signFlows.start': { title: string };
  'templates.apiStart': { title: string; name: string; version: number; appId: string };
  'templates.create': { name: string };
  'templates.disable': { name: string };
  'templates.enable': { name: string };
  'templates.save': { name: string; version: number };
  'templates.start': { title: string; name: string; version: number };
  'signing.apiSign': { file: string; appId: string };
  'signing.apiSignWithSeal': { file: string; seal: string; appId: string };
  'signing.sign': { file: string; appId: string };
  'signing.signWithSeal': { file: string; seal: string; appId: string };
  'site.updateWebsiteConfig': { fields: readonly LogText[] };
  'statistics.appsExport': { month: string };
  'statistics.servicesExport': { month: string };
  'timestamps.apiIssue': { serial: string; appId: string };
  'timestamps.apiVerify': { serial: string; validity: LogText; appId: string };
  'timestamps.issue': { serial: string };
  'timestamps.verify': { serial: string; validity: LogText };
  'workOrders.close': { number: string; rating: number };
  'workOrders.create': { number: string };
  'workOrders.distribute': { number: string; operator: string };
  'workOrders.expedite': { number: string };
  'workOrders.processed': { number: string };
  'workOrders.reply': { number: string };
  'workOrders.resolved': { number: string };
}

export type LogPhraseKey = keyof LogPhraseParams;
/** An entry's phrase: a key of the catalogue with exactly its parameters. */
export type LogPhrase = { [K in LogPhraseKey]: { key: K; params: LogPhraseParams[K] } }[LogPhraseKey];
/** The phrases of one service (`roles.…`), for a capability's own log helper. */
export type LogPhraseOf<S extends string> = Extract<LogPhrase, { key: `${S}.${string}` }>;

/** The action a phrase names: its key after the service (`roles.roleCreate` → `roleCreate`). */
export const logActionOf = (phrase: { key: string }): string => phrase.key.slice(phrase.key.indexOf('.') + 1);

/** A stored phrase as read back: loosely typed, since rows outlive the catalogue they were written with. */
export interface StoredLogPhrase {
  key: string;
  params: Record<string, unknown>;
}

/** The stored JSON of a row's phrase, or null (a row written before phrases, or a shape not understood). */
export function parseLogPhrase(json: string | null | undefined): StoredLogPhrase | null {
  if (!json) return null;
  try {
    const value = JSON.parse(json) as unknown;
    if (!value || typeof value !== 'object') return null;
    const { key, params } = value as { key?: unknown; params?: unknown };
    if (typeof key !== 'string') return null;
    return { key, params: params && typeof params === 'object' ? (params as Record<string, unknown>) : {} };
  } catch {
    return null;
  }
}

/** The phrase key of an entry in packages/phrases. */
export const logPhraseKey = (key: string) => `operationLog.entries.${key}`;

/**
 * An entry in the reader's language: each parameter resolved (a bilingual name to the reader's, a
 * phrase reference translated, a list joined), then the entry's phrase. `translate` is i18next's `t`
 * in the console, the server's `translate` for the export; `has` says whether a phrase exists, so an
 * entry whose key this reader does not know shows its stored content instead (`fallback`).
 */
export function renderLogPhrase(
  phrase: StoredLogPhrase | null,
  o: {
    lang: 'en' | 'zh';
    translate: (key: string, params?: Record<string, string | number>) => string;
    has: (key: string) => boolean;
    fallback: string;
  },
): string {
  if (!phrase || !o.has(logPhraseKey(phrase.key))) return o.fallback;
  const text = (v: unknown): string | number => {
    if (typeof v === 'string' || typeof v === 'number') return v;
    if (Array.isArray(v)) return v.map(text).join(o.lang === 'zh' ? '、' : ', ');
    if (v && typeof v === 'object') {
      const r = v as Partial<Bilingual & PhraseRef>;
      if (typeof r.phrase === 'string') return o.has(r.phrase) ? o.translate(r.phrase) : r.phrase;
      const own = o.lang === 'zh' ? r.zh : r.en;
      return own || r.en || r.zh || '';
    }
    return '';
  };
  const params = Object.fromEntries(Object.entries(phrase.params).map(([k, v]) => [k, text(v)]));
  return o.translate(logPhraseKey(phrase.key), params);
}
