import { definePages } from '../../app/capability';

/** The personal center's pages (§2 pCenterInfo, securityCenter), by the route name the catalogue gives them. */
export const personalPages = definePages({
  name: 'personal',
  // Basic information shows the channel partner; the security page the second factors.
  namespaces: ['channels', 'mfa'],
  pages: {
    pBasicInfo: { load: () => import('./BasicInfoPage') },
    // Reached from the basic-information page, not from the menu.
    BasicInfoPhone: { load: () => import('./PhoneChangePage'), menu: false },
    modifyMailbox: { load: () => import('./MailboxPage'), menu: false },
    security: { load: () => import('./security/SecurityPage') },
    forget: { load: () => import('./security/ForgetPasswordPage') },
  },
});
