import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/** The left bar as a drawer on phones. Its own chunk: a desktop never loads it, a phone on first tap. */
export default function MenuDrawer({
  open,
  onClose,
  background,
  children,
}: {
  open: boolean;
  onClose: () => void;
  background: string;
  children: ReactNode;
}) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={256}
      closable={false}
      styles={{ body: { padding: 0, background } }}
      data-testid="menu-drawer"
    >
      {children}
    </Drawer>
  );
}
