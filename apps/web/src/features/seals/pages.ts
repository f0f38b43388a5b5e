import { definePages } from '../../app/capability';

/** Seals: the enterprise center's seal management and the back office's review of uploaded seals. */
export const sealsPages = definePages({
  name: 'seals',
  namespaces: ['errors'],
  pages: {
    sealList: { load: () => import('./SealsPage') },
  },
  opsPages: [{ path: 'seals', label: 'seals.ops.menu', icon: 'audit', load: () => import('./ops/SealReviewPage') }],
});
