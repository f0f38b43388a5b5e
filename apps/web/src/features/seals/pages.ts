import { definePages } from '../../app/capability';

/** Seals: the enterprise center's seal management and the back office's review of uploaded seals. */
export const sealsPages = definePages({
  name: 'seals',
  // realName: the personal signatures page says when real-name authentication comes first.
  namespaces: ['errors', 'realName'],
  pages: {
    sealList: { load: () => import('./SealsPage') },
    // Personal center › my signatures.
    mySignatures: { load: () => import('./personal/MySignaturesPage') },
  },
  opsPages: [{ path: 'seals', label: 'seals.ops.menu', icon: 'audit', load: () => import('./ops/SealReviewPage') }],
});
