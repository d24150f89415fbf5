/**
 * `node bench/lighthouse-runs.mjs <url> <runs> <out.json>`: Lighthouse 12, default config (mobile), `runs`
 * times on one URL in Debian's Chromium; writes the reports (LHR) as a JSON array to `out.json`.
 *
 * Plain JavaScript run by node, on purpose: under tsx, esbuild's keepNames wraps functions in `__name(…)`,
 * and Lighthouse sends some of its functions to the page as source text, where `__name` does not exist
 * ("ReferenceError: __name is not defined" in computeBenchmarkIndex).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, runs = '3', out] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: node bench/lighthouse-runs.mjs <url> <runs> <out.json>');
  process.exit(2);
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const reports = [];
  // A run that fails to record its trace (NO_NAVSTART, NO_FCP: Lighthouse's own advice is "run again") is retried,
  // at most MAX_RETRIES times for the whole page; seen on this machine at a load average of 15–20.
  const MAX_RETRIES = 3;
  let retries = 0;
  while (reports.length < Number(runs)) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) {
      if (retries++ < MAX_RETRIES) {
        console.error(`[lighthouse] ${url}: ${failure.code}, run again (${retries}/${MAX_RETRIES})`);
        continue;
      }
      throw new Error(`${url}: ${failure.code} ${failure.message}`);
    }
    reports.push(result.lhr);
  }
  writeFileSync(out, JSON.stringify(reports));
} finally {
  chrome.kill();
}
