import { Grid } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';

/** antd's md breakpoint (768 px): at least this wide is not a phone. */
const wideScreen = () => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

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
  // Until antd has measured (after the first render), ask the browser: a phone that first rendered
  // the desktop bar paid for a whole menu it then threw away, on its slowest render.
  const phone = screens.md === undefined ? !wideScreen() : screens.md === false;
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
