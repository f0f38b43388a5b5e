// Ant Design's styles as static style sheets (antd's `zeroRuntime`, see docs/decisions/0042-antd-static-styles.md):
// antd ships every component's styles pre-built (`antd/dist/antd.css`, written against its CSS
// variables, so the website config's colours still apply); the signed-in frame runs without
// computing them in the browser. Two sheets are built from it: the frame's (the components the
// shell and the home page draw), loaded with the frame, and every component's, loaded with the first
// other page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Components neither the shell nor the home page draws (antd's class names, `.ant-<name>…`): their
 * rules stay out of the frame's sheet. A component missing here only makes that sheet larger; one
 * wrongly listed here draws unstyled on the home page, so the list names what is known not to be there.
 */
const notInFrame = [
  'affix',
  'anchor',
  'badge',
  'calendar',
  'card',
  'carousel',
  'cascader',
  'checkbox',
  'collapse',
  'color-picker',
  'descriptions',
  'divider',
  'empty',
  'float-btn',
  'form',
  'image',
  'input',
  'input-number',
  'list',
  'listy',
  'masonry',
  'mentions',
  'otp',
  'pagination',
  'picker',
  'popconfirm',
  'progress',
  'qrcode',
  'radio',
  'rate',
  'result',
  'ribbon',
  'segmented',
  'select',
  'skeleton',
  'slider',
  'spin',
  'splitter',
  'statistic',
  'steps',
  'switch',
  'table',
  'tabs',
  'timeline',
  'tour',
  'transfer',
  'tree',
  'tree-select',
  'typography',
  'upload',
  'watermark',
];

/** A top-level block of a style sheet: its prelude (selectors or at-rule) and its body. */
interface Block {
  prelude: string;
  body: string;
}

/** Top-level blocks by brace matching (antd's sheet has no braces in strings or comments). */
function blocks(css: string): Block[] {
  const out: Block[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    if (open < 0) break;
    let depth = 0;
    let close = open;
    for (; close < css.length; close += 1) {
      if (css[close] === '{') depth += 1;
      else if (css[close] === '}' && --depth === 0) break;
    }
    out.push({ prelude: css.slice(at, open).trim(), body: css.slice(open + 1, close) });
    at = close + 1;
  }
  return out;
}

/** The component a selector styles: its first antd class (`.ant-dropdown-menu-item` → dropdown-menu-item). */
const firstClass = (selector: string) => /\.ant-([a-z-]+)/.exec(selector)?.[1];
const outside = (name: string) => notInFrame.some((c) => name === c || name.startsWith(`${c}-`));

/** Whether a rule is only for components outside the frame (each of its selectors names one). */
function onlyOutside(prelude: string): boolean {
  return prelude.split(',').every((selector) => {
    const name = firstClass(selector);
    return name !== undefined && outside(name);
  });
}

/**
 * antd's sheet also carries its default theme's variables under the class names of the page that
 * built it (`.css-var-_R_0_`), which no page here has: the console's theme writes its own at run time.
 */
const builtPageOnly = (prelude: string) => /^\.(css-var-|data-ant-cssinjs-cache-path)/.test(prelude);

function keep(list: Block[], wanted: (b: Block) => boolean): string {
  return list
    .map((b) => {
      if (b.prelude.startsWith('@media') || b.prelude.startsWith('@supports') || b.prelude.startsWith('@container')) {
        const inner = keep(blocks(b.body), wanted);
        return inner ? `${b.prelude}{${inner}}` : '';
      }
      return wanted(b) ? `${b.prelude}{${b.body}}` : '';
    })
    .join('');
}

/** Both sheets from antd's: every component's, and the frame's. */
export function splitAntdSheet(css: string): { all: string; frame: string } {
  const list = blocks(css);
  const all = keep(list, (b) => !builtPageOnly(b.prelude));
  const frame = keep(list, (b) => b.prelude.startsWith('@') || (!builtPageOnly(b.prelude) && !onlyOutside(b.prelude)));
  return { all, frame };
}

/**
 * Writes both sheets under node_modules/.antd-sheets (regenerated on every build and dev start, from
 * the installed antd) and answers the alias the app imports them by (`antd-sheets/all.css?url`, `antd-sheets/frame.css?url`).
 */
export function antdSheets(webRoot: string): Record<string, string> {
  const require = createRequire(path.join(webRoot, 'package.json'));
  const source = fs.readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
  const { all, frame } = splitAntdSheet(source);
  const dir = path.join(webRoot, 'node_modules/.antd-sheets');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'all.css'), all);
  fs.writeFileSync(path.join(dir, 'frame.css'), frame);
  return { 'antd-sheets': dir };
}
