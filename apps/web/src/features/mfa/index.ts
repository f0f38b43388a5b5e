import { type ComponentProps, Suspense, createElement, lazy } from 'react';

// The frame renders the two first exports on every signed-in page: both are small and load the rest
// (the dialog, antd's forms, the contract's schemas) only when needed. The two cards are pages' parts,
// loaded with the page that shows them, so importing this index never pulls them into the frame.
const LazyFactorsCard = lazy(() => import('./FactorsCard').then((m) => ({ default: m.FactorsCard })));
const LazyOperatorFactorsCard = lazy(() => import('./OperatorFactorsCard').then((m) => ({ default: m.OperatorFactorsCard })));
const LazyEnterpriseMfaCard = lazy(() => import('./EnterpriseMfaCard').then((m) => ({ default: m.EnterpriseMfaCard })));

/** The signed-in frame leads a member whose enterprise requires a factor to its set-up. */
export { MfaSetUpGuard } from './MfaSetUpGuard';
/** The signed-in frame's operation-protection dialog: asks for a fresh second factor before a protected act. */
export { OperationProtection } from './OperationProtection';
/** The security page shows the second factors' card. */
export const FactorsCard = () => createElement(Suspense, { fallback: null }, createElement(LazyFactorsCard));
/** The enterprise's basic information shows whether every member must have a second factor (the master changes it). */
export const EnterpriseMfaCard = () => createElement(Suspense, { fallback: null }, createElement(LazyEnterpriseMfaCard));
/** The back office's page of the operator's own factor (the app and recovery codes), with the back office's calls. */
export const OperatorFactorsCard = (props: ComponentProps<typeof LazyOperatorFactorsCard>) =>
  createElement(Suspense, { fallback: null }, createElement(LazyOperatorFactorsCard, props));
export type { OperatorFactorsApi } from './OperatorFactorsCard';
export type { OperationApi } from './operationApi';
/** Signs a server's challenge with one of the account's passkeys (the browser's package loaded on first use); the back office's second step uses it. */
export { usePasskey as signWithPasskey } from './passkeyBrowser';
