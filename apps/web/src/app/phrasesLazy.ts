import type { Language } from '@console/phrases';

/**
 * Namespaces that load with the pages that use them rather than with the frame: each page entry
 * names its own (`withPhrases` in i18n.ts), so the signed-in shell does not carry every feature's
 * texts. A namespace listed here is loaded for the current language and for every language
 * switched to afterwards.
 */
export const lazyNamespaces = {
  enterprise: {
    en: () => import('@console/phrases/en/enterprise').then((m) => m.enterprise),
    zh: () => import('@console/phrases/zh/enterprise').then((m) => m.enterprise),
  },
  enterpriseAuth: {
    en: () => import('@console/phrases/en/enterpriseAuth').then((m) => m.enterpriseAuth),
    zh: () => import('@console/phrases/zh/enterpriseAuth').then((m) => m.enterpriseAuth),
  },
  enterpriseOps: {
    en: () => import('@console/phrases/en/enterpriseOps').then((m) => m.enterpriseOps),
    zh: () => import('@console/phrases/zh/enterpriseOps').then((m) => m.enterpriseOps),
  },
} satisfies Record<string, Record<Language, () => Promise<object>>>;

export type LazyNamespace = keyof typeof lazyNamespaces;
