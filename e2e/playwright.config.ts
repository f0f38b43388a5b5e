import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * E2E on the built console and the real server (started by support/global-setup.ts on a free port
 * with a fresh DATA_DIR). Run with `npm run test:e2e`, which builds what is missing first.
 */
const artifacts = path.join(import.meta.dirname, 'artifacts');
export const jsonReport = process.env.E2E_JSON_REPORT ?? path.join(artifacts, 'report.json');

export default defineConfig({
  testDir: import.meta.dirname,
  testMatch: '*.spec.ts',
  outputDir: path.join(artifacts, 'results'),
  globalSetup: path.join(import.meta.dirname, 'support/global-setup.ts'),
  // Two browsers at once: the journeys mostly wait (on the server, on timers), so two halve the suite
  // (85 journeys: ~37 → ~14 min on the 2-core machine) while each keeps to its own accounts and phones.
  // E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [[process.env.CI ? 'line' : 'list'], ['json', { outputFile: jsonReport }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    // A fixed browser language, so "stored, else browser language" starts from a known place.
    locale: 'en-US',
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
    viewport: { width: 1366, height: 850 },
    screenshot: 'on',
    // Recording a trace (screencast and DOM snapshots) took a third of the browser's CPU and a quarter
    // of the suite's time; CI keeps only what it prints (the error, the page's aria snapshot, a screenshot).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // A fake camera that grants itself: MediaRecorder records a real video of Chromium's test pattern (the real-name face flows).
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
});
