import type { DropdownProps } from 'antd';
import { type ReactElement, Suspense, cloneElement, lazy, useEffect, useState } from 'react';

// antd's Dropdown brings its Menu and popup machinery: the header's menus load it after the first
// paint, not before it (a phone's first signed-in load waited on it for menus nobody had opened yet).
const load = () => import('antd/es/dropdown');
const Dropdown = lazy(load);
const whenIdle = (run: () => void) =>
  typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 2000 }) : window.setTimeout(run, 200);

/**
 * A click-triggered antd Dropdown whose code loads once the page is idle. Until then `children` (the
 * trigger) is drawn as it will be; a click before the code is in opens the menu as soon as it is.
 */
export function LazyDropdown({
  children,
  ...props
}: Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger'> & { children: ReactElement }) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let live = true;
    whenIdle(() => void load().then(() => live && setReady(true)));
    return () => {
      live = false;
    };
  }, []);
  const early = cloneElement(children as ReactElement<{ onClick?: () => void }>, {
    onClick: () => {
      setOpen(true);
      void load().then(() => setReady(true));
    },
  });
  if (!ready) return early;
  return (
    <Suspense fallback={early}>
      <Dropdown {...props} trigger={['click']} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
}
