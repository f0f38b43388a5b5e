import { hasButton } from '@console/contract/modules';
import type { ReactNode } from 'react';
import { useConsole } from './store';

/** Route and button permissions of the session (§6), from the same moduleList the menu is built from. */
export function useAccess() {
  const permissions = useConsole((s) => s.permissions);
  return {
    canRoute: (name: string) => permissions?.routeNames.has(name) ?? false,
    /** 'parentRouteName:routeName:action', or a direct link. */
    canButton: (link: string) => (permissions ? hasButton(permissions, link) : false),
  };
}

/** Renders its children only when the session holds the button permission. */
export function ButtonGuard({ link, children, fallback = null }: { link: string; children: ReactNode; fallback?: ReactNode }) {
  const { canButton } = useAccess();
  return <>{canButton(link) ? children : fallback}</>;
}
