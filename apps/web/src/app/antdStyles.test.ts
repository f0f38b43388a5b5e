import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitAntdSheet } from '../../antd-sheets';

const web = path.resolve(import.meta.dirname, '../..');
const antdSheet = fs.readFileSync(createRequire(path.join(web, 'package.json')).resolve('antd/dist/antd.css'), 'utf8');
const { all, frame } = splitAntdSheet(antdSheet);

/** What the shell and the home page draw (its notices included) before antd's whole sheet is asked for. */
const frameModules = [
  'src/app/AntdFrame.tsx',
  'src/root/shell/Shell.tsx',
  'src/root/shell/HeaderBar.tsx',
  'src/app/shell/CrumbTrail.tsx',
  'src/components/LazyDropdown.tsx',
  'src/app/shell/SideMenu.tsx',
  'src/app/shell/MenuDrawer.tsx',
  'src/features/enterprise/ContextSwitch.tsx',
  'src/features/dashboard/HomePage.tsx',
  'src/features/dashboard/SummaryCard.tsx',
  'src/features/organization/InvitationsNotice.tsx',
  'src/features/services/QuotaAlertsNotice.tsx',
];
const className = (component: string) =>
  component === 'Button' ? 'btn' : component.replace(/[A-Z]/g, (c, at: number) => (at ? '-' : '') + c.toLowerCase());

describe("antd's static style sheets", () => {
  it("give the frame's sheet every component the shell and the home page draw", () => {
    const drawn = new Set<string>();
    for (const file of frameModules) {
      const source = fs.readFileSync(path.join(web, file), 'utf8');
      for (const [, names = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g))
        for (const name of names.split(',').map((n) => n.trim()))
          if (/^[A-Z]/.test(name) && !name.startsWith('type ') && name !== 'ConfigProvider') drawn.add(name.split(/\s+as\s+/)[0]!);
      // A component taken from its own module (antd/es/dropdown) or only its styles (antd/es/breadcrumb/style).
      for (const [, dir = ''] of source.matchAll(/'antd\/es\/([a-z-]+)/g))
        drawn.add(dir.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase()));
    }
    expect([...drawn]).toEqual(
      expect.arrayContaining(['Layout', 'Menu', 'Dropdown', 'Breadcrumb', 'Button', 'Tag', 'Alert', 'Row', 'Col', 'Drawer']),
    );
    for (const component of drawn) {
      // App draws nothing of its own worth a rule beyond its class; every other component has its rules.
      expect(frame.includes(`.ant-${className(component)}`), component).toBe(true);
    }
    // Their popups, motions and icons come along.
    for (const part of [
      '.ant-dropdown-menu-item',
      '.ant-menu-submenu-popup',
      '.ant-tooltip',
      '.ant-slide-up-enter',
      '.anticon',
      '@keyframes',
    ])
      expect(frame.includes(part), part).toBe(true);
  });

  it("keep other pages' components out of the frame's sheet, and in the whole one", () => {
    for (const other of ['.ant-table', '.ant-form-item', '.ant-picker', '.ant-select-dropdown', '.ant-upload']) {
      expect(frame.includes(`${other}{`), other).toBe(false);
      expect(all.includes(other), other).toBe(true);
    }
    expect(frame.length).toBeLessThan(all.length / 2);
  });

  it("leave out the theme variables antd's sheet was built with (the console writes its own at run time)", () => {
    expect(antdSheet.includes('.css-var-_R_')).toBe(true);
    expect(all.includes('.css-var-')).toBe(false);
    expect(frame.includes('.css-var-')).toBe(false);
  });
});
