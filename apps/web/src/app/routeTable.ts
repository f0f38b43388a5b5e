import type { Phrases } from '@console/phrases';
import type { ComponentType } from 'react';
import { enterprisePages } from '../features/enterprise/pages';
import { enterpriseAuthPages, enterpriseAuthPublicRoutes } from '../features/enterpriseAuth/pages';

/**
 * The one route table of spec §2. Public routes are listed here; permission-filtered routes take
 * their path, name and nesting from the module catalogue (`@console/contract`), so this file only
 * says which page component a route name loads. A route without a page (`load`) is not added
 * (§6: a route without meta name or load is dropped), so nothing half-built is ever reachable.
 */
export type PageModule = { default: ComponentType };
export type Loader = () => Promise<PageModule>;

export interface PublicRoute {
  path: string;
  name: keyof Phrases['routes'];
  load?: Loader;
  /** Whitelisted (§2): reachable without sign-in and outside the public frame. */
  whitelisted?: boolean;
  /** Renders inside the plain public frame (header with language switch, footer). */
  frame?: 'public' | 'bare';
}

export const publicRoutes: PublicRoute[] = [
  { path: '/jdfGys', name: 'jdfGys', whitelisted: true },
  { path: '/jdfLogin', name: 'jdfLogin', whitelisted: true },
  { path: '/login', name: 'logIn', load: () => import('../features/auth/LoginPage') },
  { path: '/loginFailed', name: 'loginFailed', load: () => import('../features/public/LoginFailedPage') },
  { path: '/cerlogin', name: 'cerlogin' },
  { path: '/channelLogin', name: 'channelLogin' },
  { path: '/signIn', name: 'signIn', load: () => import('../features/auth/RegisterPage') },
  { path: '/channelSignIn', name: 'channelSignIn' },
  { path: '/registerProtocol', name: 'registerProtocol', load: () => import('../features/public/RegisterProtocolPage') },
  { path: '/serviceAgreement', name: 'serviceAgreement', load: () => import('../features/public/ServiceAgreementPage') },
  { path: '/forgetPwd', name: 'forgetPwd', load: () => import('../features/auth/ForgetPasswordPage') },
  { path: '/caAgreement', name: 'caAgreement', load: () => import('../features/public/CaAgreementPage') },
  { path: '/404', name: 'notFound', load: () => import('../features/public/NotFoundPage') },
  { path: '/synchronization', name: 'synchronization' },
  { path: '/agreement', name: 'agreement', load: () => import('../features/public/AgreementPage') },
  { path: '/activation', name: 'activation', load: () => import('../features/auth/ActivationPage') },
  // Outside production only: the page sends visitors to /404 when the site config says the outbox is off.
  { path: '/outbox', name: 'outbox', load: () => import('../features/auth/OutboxPage') },
  { path: '/faceSwipingAuth', name: 'faceSwipingAuth', load: () => import('../features/realName/face/PublicFacePage') },
  { path: '/faceSwipingChange', name: 'faceSwipingChange', load: () => import('../features/realName/face/PublicFacePage') },
  { path: '/apiReference', name: 'apiReference', load: () => import('../features/public/ApiReferencePage') },
  ...enterpriseAuthPublicRoutes,
];

export interface PageEntry {
  load: Loader;
  /** Shown in the left menu (lists and landing pages); detail and edit pages are reached from them. */
  menu?: boolean;
}

/** Pages of the permission-filtered routes, by the route name the catalogue gives them. */
export const pages: Partial<Record<string, PageEntry>> = {
  pBasicInfo: { load: () => import('../features/personal/BasicInfoPage') },
  // Reached from the basic-information page, not from the menu.
  BasicInfoPhone: { load: () => import('../features/personal/PhoneChangePage'), menu: false },
  modifyMailbox: { load: () => import('../features/personal/MailboxPage'), menu: false },
  security: { load: () => import('../features/personal/security/SecurityPage') },
  forget: { load: () => import('../features/personal/security/ForgetPasswordPage') },
  // Face and blink authentication are reached from the real-name list, not from the menu.
  pAuthFace: { load: () => import('../features/realName/face/FacePage'), menu: false },
  faceBarcodes: { load: () => import('../features/realName/face/FaceBarcodesPage'), menu: false },
  pAuthBlink: { load: () => import('../features/realName/face/BlinkPage'), menu: false },
  blinkBarcodes: { load: () => import('../features/realName/face/BlinkBarcodesPage'), menu: false },
  change: { load: () => import('../features/realName/face/ChangePage'), menu: false },
  pAuthRealNameList: { load: () => import('../features/realName/RealNameListPage') },
  // Reached from the list of methods and from each other, not from the menu.
  pAuthPhone: { load: () => import('../features/realName/PhoneAuthPage'), menu: false },
  pAuthBank: { load: () => import('../features/realName/BankAuthPage'), menu: false },
  pAuthResults: { load: () => import('../features/realName/ResultsPage') },
  authentication: { load: () => import('../features/realName/RevokePage'), menu: false },
  // Each later feature keeps its own map beside its pages.
  ...enterprisePages,
  ...enterpriseAuthPages,
};

/** Signed-in routes every session has, whatever its modules (§2: /dashboard → its child home). */
export const constantRoutes: { path: string; name: keyof Phrases['routes']; load: Loader }[] = [
  { path: '/dashboard/home', name: 'home', load: () => import('../features/dashboard/HomePage') },
];
