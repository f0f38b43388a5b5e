import { definePages } from '../../app/capability';

/** The service area's evidence deposits and the public verification by code. */
export const evidencePages = definePages({
  name: 'evidence',
  namespaces: ['errors'],
  pages: {
    myEvidence: { load: () => import('./EvidencePage') },
  },
  publicRoutes: [{ path: '/evidence/verify', name: 'evidenceVerify', load: () => import('./EvidenceVerifyPage') }],
});
