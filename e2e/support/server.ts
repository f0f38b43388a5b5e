// Page functions (addInitScript, evaluate) run in the browser and use its globals.
/// <reference lib="dom" />
/**
 * What every journey needs from the server under test: where it is, its DATA_DIR, operators made
 * with the real CLI, the mail/SMS outbox, and the console language. global-setup.ts starts the
 * server before any test file loads, so these values are set when a journey imports them.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Page, expect } from '@playwright/test';
import type Axe from 'axe-core';

const repo = path.resolve(import.meta.dirname, '../..');
const axeSource = fs.readFileSync(path.join(repo, 'node_modules/axe-core/axe.min.js'), 'utf8');

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\` (global-setup starts the server).`);
  return value;
}

/** The server under test, e.g. http://127.0.0.1:39111. */
export const baseURL = required('E2E_BASE_URL');
/** The server's DATA_DIR (SQLite file, outbox, field-encryption key). */
export const dataDir = required('E2E_DATA_DIR');
/** Screenshots that journeys name themselves; kept between runs, gitignored. */
export const screenshotsDir = path.join(repo, 'e2e/artifacts/screens');

/** Creates an operator with the real CLI against the server's data and returns its one-time password. */
export async function createOperator(name: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: baseURL, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(repo, 'apps/server/dist/cli.js'), 'create-operator', name], {
    cwd: repo,
    env,
  });
  const password = /One-time password: (\S+)/.exec(stdout)?.[1];
  if (!password) throw new Error(`create-operator printed no one-time password:\n${stdout}`);
  return password;
}

/** One message the server wrote to its local outbox instead of sending it. */
export interface OutboxMessage {
  /** Time-ordered (UUIDv7): breaks ties between messages of the same millisecond. */
  id?: string;
  to: string | string[];
  text: string;
  createdAt: number | string;
  subject?: string | null;
  /** What the message is for, e.g. a registration or sign-in code. */
  purpose?: string;
  [field: string]: unknown;
}

/** `bank` is the sandbox bank's record of the remittances it made. */
export type OutboxChannel = 'mail' | 'sms' | 'bank';

const timeOf = (m: OutboxMessage) => (typeof m.createdAt === 'number' ? m.createdAt : Date.parse(m.createdAt));
const addressedTo = (m: OutboxMessage, to: string) =>
  (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a.toLowerCase() === to.toLowerCase());

function readOutbox(channel: OutboxChannel): OutboxMessage[] {
  const dir = path.join(dataDir, 'outbox', channel);
  if (!fs.existsSync(dir)) return [];
  const messages: OutboxMessage[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      messages.push(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage);
    } catch {
      // A file caught mid-write is read on the next poll.
    }
  }
  return messages;
}

const newestFirst = (a: OutboxMessage, b: OutboxMessage) => timeOf(b) - timeOf(a) || (b.id ?? '').localeCompare(a.id ?? '');

/**
 * The newest outbox message to `to` (an e-mail address or a phone number), waiting for it to be
 * written. `after` (epoch ms) skips older ones, e.g. the first code when testing a resend;
 * `purpose` keeps only messages sent for that purpose.
 */
export async function latestMessage(
  channel: OutboxChannel,
  to: string,
  options: { after?: number; purpose?: string; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  for (;;) {
    const newest = readOutbox(channel)
      .filter((m) => addressedTo(m, to) && timeOf(m) >= (options.after ?? 0) && (!options.purpose || m.purpose === options.purpose))
      .sort(newestFirst)[0];
    if (newest) return newest;
    if (Date.now() > deadline)
      throw new Error(
        `No ${channel} message to ${to} in ${path.join(dataDir, 'outbox', channel)}${options.after ? ` since ${new Date(options.after).toISOString()}` : ''}.`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The verification code in a message text: its first standalone run of 4 to 8 digits (not part of a link or word). */
export function codeIn(text: string): string {
  const code = /(?<![\w/=&.-])\d{4,8}(?![\w/&-])/.exec(text)?.[0];
  if (!code) throw new Error(`No verification code in: ${text}`);
  return code;
}

/** The first http(s) link in a message text (e-mail verification, activation). */
export function linkIn(text: string): string {
  const link = /https?:\/\/[^\s"'<>]+/.exec(text)?.[0];
  if (!link) throw new Error(`No link in: ${text}`);
  return link;
}

/**
 * Stores the console language (localStorage 'console.language') before the next page load. It is
 * applied once per tab, so a language the user then picks in the page survives reloads.
 */
export async function setLanguage(page: Page, language: 'en' | 'zh'): Promise<void> {
  const marker = `e2e.language.${Date.now()}.${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ language, marker }) => {
      try {
        if (sessionStorage.getItem(marker)) return;
        sessionStorage.setItem(marker, '1');
        localStorage.setItem('console.language', language);
      } catch {
        // Documents without storage (about:blank, sandboxed frames) are not the console.
      }
    },
    { language, marker },
  );
}

/** A phone the console must work on: 390 × 844. */
export const phone = { width: 390, height: 844 } as const;

/** Waits until the page has laid itself out again (fonts loaded, two frames drawn). */
async function settled(page: Page): Promise<void> {
  // Two frames drawn, or 2 s: a page the browser holds in the background draws no frames at all
  // (a journey with two pages once waited out its whole timeout here after a viewport change).
  await page.evaluate(() =>
    document.fonts.ready.then(() =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 2000)),
      ]),
    ),
  );
}

/**
 * Waits for every finite animation (a toast fading in, a drawer sliding) to end: axe measures colours
 * as drawn, and a notice caught half-faded reads as too little contrast. Spinners loop for ever and
 * are not waited for.
 */
async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * WCAG 2.1 A/AA rules of axe-core on the page as it is: serious and critical violations fail the
 * journey (each named with the elements it found), lesser ones are the page's to improve. And the
 * page has one h1 naming it (axe counts that a best practice, not a WCAG rule, so it is checked here).
 */
export async function checkAccessibility(page: Page, name: string): Promise<void> {
  await animationsDone(page);
  // axe-core itself, once per document and in the page only: @axe-core/playwright injected its
  // 1.5 MB unminified source twice per check and finished each in a new blank page, half of a journey's time.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(
    (options) => (window as unknown as { axe: typeof Axe }).axe.run(document, options).then((r) => r.violations),
    {
      runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // WCAG 2.5.3 (label in name) is an experimental axe rule, off unless asked for: a button's
      // accessible name holds its visible text (the language and context switches).
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations' as const],
    },
  );
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')} [${(n.any[0]?.message ?? n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 160)}]`)
          .slice(0, 5)
          .join(', ')}`,
    );
  expect(serious, `accessibility of ${name}`).toEqual([]);
  const headings = await page.locator('h1').allTextContents();
  expect(headings, `${name} has one h1`).toHaveLength(1);
  expect(headings[0]!.trim(), `${name}'s h1`).not.toBe('');
}

const isPhoneSize = (size: { width: number } | null) => size !== null && size.width <= phone.width;

/**
 * Screenshots of a page as it is, under e2e/artifacts/screens/: `<name>.png` at the journey's desktop
 * size and `<name>-phone.png` at 390 × 844 (only the latter when the journey already runs on a phone),
 * where the page must not scroll sideways; and the accessibility check at both sizes (the phone's
 * layout is another page: a drawer for the menu, other buttons). Every journey calls it at each page
 * it visits.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: {
    fullPage?: boolean;
    /** false: the accessibility check at the journey's size only (a page so long that axe takes minutes on the phone's reflow). */
    phoneAccessibility?: boolean;
  } = {},
): Promise<void> {
  const fullPage = options.fullPage ?? true;
  const desktop = page.viewportSize();
  const onPhone = async () => {
    await settled(page);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    await page.screenshot({ path: path.join(screenshotsDir, `${name}-phone.png`), fullPage });
    expect(sideways, `${name} scrolls sideways at ${phone.width} px`).toBeLessThanOrEqual(0);
    if (options.phoneAccessibility !== false || isPhoneSize(desktop)) await checkAccessibility(page, `${name} on a phone`);
  };
  if (isPhoneSize(desktop)) return onPhone();
  await settled(page);
  await page.screenshot({ path: path.join(screenshotsDir, `${name}.png`), fullPage });
  await checkAccessibility(page, name);
  await page.setViewportSize(phone);
  try {
    await onPhone();
  } finally {
    if (desktop) await page.setViewportSize(desktop);
    await settled(page);
  }
}
