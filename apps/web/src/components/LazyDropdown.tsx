import type { DropdownProps } from 'antd';
import { type ReactElement, Suspense, cloneElement, lazy, useState } from 'react';

// antd's Dropdown brings its Menu and popup machinery: the header's menus load it when a pointer or the
// focus comes to them, not before the first paint (a phone's first signed-in load waited on it for menus
// nobody had opened), nor when the page goes idle (its evaluation then fell in Lighthouse's blocking time).
const load = () => import('antd/es/dropdown');
const Dropdown = lazy(load);

type Trigger = ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onPointerDown?: () => void; onFocus?: () => void }>;

/**
 * A click-triggered antd Dropdown whose code loads when the trigger is approached (pointer, touch or
 * focus). Until the first click `children` (the trigger) is drawn as it will be, and only that click hands
 * it to antd's Dropdown: swapping the trigger as soon as the code arrived replaced the button between the
 * press and the release of the click that approached it, and that click was lost (the menu did not open).
 * A click before the code is in opens the menu as soon as it is.
 */
export function LazyDropdown({ children, ...props }: Omit<DropdownProps, 'open' | 'onOpenChange' | 'trigger'> & { children: Trigger }) {
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const prefetch = () => void load().then(() => setReady(true));
  const early = cloneElement(children, {
    onPointerEnter: prefetch,
    onPointerDown: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setAsked(true);
      setOpen(true);
      prefetch();
    },
  });
  if (!ready || !asked) return early;
  return (
    <Suspense fallback={early}>
      <Dropdown {...props} trigger={['click']} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Suspense>
  );
}
