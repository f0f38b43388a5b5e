import { definePages } from '../../app/capability';

/** Personal real-name authentication (§2 pAuthRealName), its public phone pages and the review queue of the back office. */
export const realNamePages = definePages({
  name: 'realName',
  namespaces: ['errors'],
  pages: {
    pAuthRealNameList: { load: () => import('./RealNameListPage') },
    // Reached from the list of methods and from each other, not from the menu.
    pAuthPhone: { load: () => import('./PhoneAuthPage'), menu: false },
    pAuthBank: { load: () => import('./BankAuthPage'), menu: false },
    pAuthFace: { load: () => import('./face/FacePage'), menu: false },
    faceBarcodes: { load: () => import('./face/FaceBarcodesPage'), menu: false },
    pAuthBlink: { load: () => import('./face/BlinkPage'), menu: false },
    blinkBarcodes: { load: () => import('./face/BlinkBarcodesPage'), menu: false },
    change: { load: () => import('./face/ChangePage'), menu: false },
    pAuthResults: { load: () => import('./ResultsPage') },
    authentication: { load: () => import('./RevokePage'), menu: false },
  },
  publicRoutes: [
    { path: '/faceSwipingAuth', name: 'faceSwipingAuth', load: () => import('./face/PublicFacePage') },
    { path: '/faceSwipingChange', name: 'faceSwipingChange', load: () => import('./face/PublicFacePage') },
  ],
  opsPages: [{ path: 'realName', label: 'realName.ops.menu', icon: 'audit', load: () => import('./ops/ReviewQueuePage') }],
});
