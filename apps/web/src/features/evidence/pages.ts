import { definePages } from '../../app/capability';

/** Issue 16 part 2a: the service area's evidence deposits and the public verification by code. */
export const evidencePages = definePages({
  name: 'evidence',
  namespaces: ['errors'],
  pages: {
    myEvidence: { load: () => import('./EvidencePage') },
  },
  publicRoutes: [{ path: '/evidence/verify', name: 'evidenceVerify', load: () => import('./EvidenceVerifyPage') }],
});
