import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Browser tests drive Debian's Chromium (playwright's own download is not reachable here: design.md §7): its headless
// shell when installed (Debian's `chromium-headless-shell`, the same Chromium release; what Playwright itself runs for
// headless Chromium), else the full browser. The shell skips the browser's own interface (a second renderer, the
// GPU process): the same specs ran in 65–88 s against 118–126 s (CI time, issue 17). The benchmarks keep the full
// browser (bench/inp.ts, Lighthouse): their figures are about what a visitor runs.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Ports can be moved (E2E_API_PORT / E2E_WEB_PORT) to run two checkouts' suites side by side.
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
export const SITES = 'localhost=1,127.0.0.1=1,vins.localhost=2';
/** The storefront's cache webhook secret during the browser tests (POST /api/revalidate wants 32 bytes or more). */
export const E2E_REVALIDATE_SECRET = 'e2e-revalidate-secret-0123456789abcdef';

/** Specs that change site-wide state for a while (they restore it): see the `shared-state` project. */
const SHARED_STATE_SPECS = /parameters\.spec\.ts$/;
/**
 * Specs whose subject does not change with the width run in one project only (issue 17: CI time; tests of other
 * specs do the same one by one with e2e/support/widths.ts). At 1280 px: the server's answers (headers, statuses, the
 * request gate, the browser proxy, the session cookie, the head's SEO tags, the API reference, the cluster
 * deployment), the admin's layout editor (used at a desk), the albums (their test sets both widths itself). At
 * 390 px, where the visitors are: the consent buttons' timing matrix (a phone's slowed CPU, the issue's own case), the
 * account, log-in, registration, password and contact forms, the news and blog journeys.
 */
const DESKTOP_ONLY_SPECS =
  /(seo|security-gate|security-proxy|session|api-reference|cluster|admin|content-albums)\.spec\.ts$/;
const MOBILE_ONLY_SPECS = /(consent-early|account|contact-auth|content-news-blog)\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${E2E_WEB_PORT}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: BROWSER,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'mobile-390',
      testIgnore: [SHARED_STATE_SPECS, DESKTOP_ONLY_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 } },
    },
    {
      name: 'desktop-1280',
      testIgnore: [SHARED_STATE_SPECS, MOBILE_ONLY_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // Specs that change what every page shows (site parameters) run alone, once both widths are done: run beside
      // the others, a flip window would fail an unrelated spec that reads the same page.
      name: 'shared-state',
      testMatch: SHARED_STATE_SPECS,
      dependencies: ['mobile-390', 'desktop-1280'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // A fresh, freshly seeded database for every run.
      // The outbox on (reset links are followed), the anti-automation limits scaled up: every visitor is 127.0.0.1.
      command: `rm -rf .data/e2e && API_PORT=${E2E_API_PORT} DATA_DIR=.data/e2e ENABLE_DEV_OUTBOX=1 RATE_LIMIT_FACTOR=1000 npx tsx mock-api/main.mts`,
      url: `http://127.0.0.1:${E2E_API_PORT}/health`,
      reuseExistingServer: !process.env.CI,
      // Creating and seeding PGlite takes ~8 s on a quiet machine, over a minute on a busy one.
      timeout: 300_000,
      stdout: 'pipe',
    },
    {
      // The one production build of the CI run, served by the production server (`npm start`'s: server/main.mts,
      // `next start` plus the client address) against the API above.
      command: `npm run build && node --import tsx/esm server/main.mts -p ${E2E_WEB_PORT}`,
      url: `http://localhost:${E2E_WEB_PORT}/`,
      env: {
        API_URL: `http://127.0.0.1:${E2E_API_PORT}`,
        SITES,
        REVALIDATE_SECRET: E2E_REVALIDATE_SECRET,
        NEXT_TELEMETRY_DISABLED: '1',
      },
      reuseExistingServer: !process.env.CI,
      timeout: 600_000,
      stdout: 'pipe',
    },
  ],
});
