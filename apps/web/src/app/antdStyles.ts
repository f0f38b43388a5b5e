import allSheet from 'antd-sheets/all.css?url';
import frameSheet from 'antd-sheets/frame.css?url';

// Ant Design draws from static style sheets (its zeroRuntime; apps/web/antd-sheets.ts builds them):
// computing every component's styles in the browser was most of a phone's first signed-in render.

const sheets = new Map<string, Promise<void>>();

/** Adds a style sheet once; answers when it has loaded (or failed: the page then shows unstyled, not never). */
function sheet(href: string): Promise<void> {
  let loaded = sheets.get(href);
  if (!loaded) {
    loaded = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => resolve();
      // Before the console's own sheets, where antd's run-time styles went: a console rule as specific
      // as antd's still wins.
      document.head.insertBefore(link, document.head.querySelector('link[rel="stylesheet"], style'));
    });
    sheets.set(href, loaded);
  }
  return loaded;
}

/** The frame's sheet: the components the shell and the home page draw (a fifth of antd's). */
export const frameStyles = () => sheet(frameSheet);

/** Every component's styles: what any page but the home, and any dialog, waits for. */
export const antdStyles = () => sheet(allSheet);

/** `load` once every component's styles are in: for a lazily loaded part drawn inside the frame. */
export const withAntdStyles =
  <T>(load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), antdStyles()]))[0];
