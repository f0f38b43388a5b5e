import { vi } from 'vitest';
import { lazyNamespaces, loadLanguage, loadNamespaces } from '../app/i18n';

// The console loads one language's phrases at start; tests switch between both.
await loadNamespaces(lazyNamespaces);
await Promise.all([loadLanguage('en'), loadLanguage('zh')]);

// Every capability's page map in the registry, as the composition root registers them before the router.
await import('../root/capabilities');

// antd's responsive grid (Form.Item, Descriptions, Row/Col) asks for media queries, which jsdom lacks.
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

// antd's Anchor, Table and Typography measure themselves; jsdom has no layout to observe.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom loads no style sheet, so a <link>'s load never comes: antd's static sheets count as loaded.
vi.mock('../app/antdStyles', () => ({
  frameStyles: async () => {},
  antdStyles: async () => {},
  withAntdStyles: (load: () => Promise<unknown>) => load,
}));
