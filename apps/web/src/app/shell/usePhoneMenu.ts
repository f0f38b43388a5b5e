import { Grid } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Below antd's md breakpoint (768 px) a frame's menu is a drawer, not a bar: this says whether the
 * screen is that narrow and whether the drawer is open. The drawer is open for the page it was opened
 * on, so every navigation closes it; `wanted` turns true at the first opening (the drawer's code
 * loads then, and stays for the closing animation). Both the console and the back office use it.
 */
export function usePhoneMenu() {
  const { pathname } = useLocation();
  const screens = Grid.useBreakpoint();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  // Until the first measurement, assume a desktop (the breakpoints are known after the first render).
  const phone = screens.md === false;
  const open = phone && openFor === pathname;
  return {
    phone,
    open,
    wanted,
    toggle: () => {
      setWanted(true);
      setOpenFor(open ? null : pathname);
    },
    close: () => setOpenFor(null),
  };
}
