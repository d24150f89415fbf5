import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { findPage, type AdminLayout, type AdminPageNode } from './support/admin';
import { sanitizeCmsHtml } from '../lib/sanitize-cms-html';
import { findXssViolations } from '../tests/security/xss-invariants';
import { XSS_PAYLOADS, type XssPayload } from '../tests/security/xss-payloads';

// Issue 12, the XSS part of the security suite, in real Chromium. Every payload of tests/security/xss-payloads.ts
// would set the probe `window.__xss` if anything in it ran.
// (a) The sanitizer alone: its output in a blank page with no CSP; the raw payloads too, to prove the probe and
//     the harness do catch what runs.
// (b) The real path through the built app: an admin saves the payloads in a salon page's layout with the
//     editor; the public page (as a visitor) and the editor's preview run nothing.
// The public pages' CSP allows inline scripts (cached pages carry no nonce), so an event handler that got
// through would run there: the sanitizer is the line that matters, and this is what these tests hold.

test.describe.configure({ timeout: 180_000 });

const ONCE = 'width-independent: runs once';
const PROBE_ORIGIN = 'http://xss-probe.test';
/** The salon page whose layout part (b) fills: no other spec reads /homme (they only hover its menu entry). */
const PAGE_PATH = 'homme';
const PASSWORD = 'Motdepasse1!';

type ProbeWindow = Window & { __xss?: unknown };

interface DocumentResult {
  fired: boolean;
  settled: boolean;
  violations: string[];
}

/**
 * Waits for what could run a payload's code: the load event (scripts, frames, objects, stylesheets and eager
 * pictures), then every picture complete (loaded or broken) and every media element with a source loaded or
 * failed, then two animation frames and a task (autofocus, toggle, SVG animation and CSS animation events fire
 * there). Bounded by a frame count, never a fixed sleep; `settled` says whether everything got there. With
 * `visitor`, then acts on every element as a visitor could (only where navigations are held: see runDocuments).
 */
async function settleAndProbe(page: Page, selector: string, { visitor = false } = {}): Promise<DocumentResult> {
  await page.waitForLoadState('load');
  const { settled, fired } = await page.evaluate(async (visitor) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const aFewFrames = async () => {
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    const done = () => {
      const pictures = Array.from(document.querySelectorAll('img'));
      const media = Array.from(document.querySelectorAll<HTMLMediaElement>('video, audio')).filter(
        (element) => element.getAttribute('src') !== null || element.querySelector('source'),
      );
      return (
        pictures.every((img) => img.complete || img.loading === 'lazy') &&
        media.every(
          (element) =>
            element.error !== null ||
            element.readyState > 0 ||
            element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE,
        )
      );
    };
    for (let frames = 0; !done() && frames < 600; frames += 1) await frame();
    await aFewFrames();
    const settled = done();
    if (visitor) {
      // What a visitor could do, on every element (shadow roots included): point at it, focus it, copy, click.
      // Handlers that wait for a visitor and javascript: URLs (links, form actions) run now if they survived.
      const all = (root: ParentNode): Element[] =>
        Array.from(root.querySelectorAll('*')).flatMap((element) => [
          element,
          ...(element.shadowRoot ? all(element.shadowRoot) : []),
        ]);
      for (const element of all(document)) {
        for (const type of ['mouseover', 'mouseenter', 'pointerenter', 'focus', 'focusin', 'copy']) {
          element.dispatchEvent(new Event(type, { bubbles: !['focus', 'mouseenter', 'pointerenter'].includes(type) }));
        }
        element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      }
      await aFewFrames();
    }
    return { settled, fired: (window as ProbeWindow).__xss !== undefined };
  }, visitor);
  // The checker goes as its own source (self-contained), evaluated by the devtools protocol: no page CSP applies.
  const violations = await page.evaluate(findXssViolations, selector);
  return { fired, settled, violations };
}

/**
 * Opens each document in a fresh page load of its own (a new window: a probe set, or a timer left, by one
 * document never shows in the next — page.setContent would reuse the window), served from a routed origin
 * with no CSP, several pages at a time.
 */
async function runDocuments(
  context: BrowserContext,
  documents: { id: string; html: string }[],
): Promise<Map<string, DocumentResult>> {
  const byPath = new Map(documents.map((doc, index) => [`/doc/${index}`, doc]));
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    const doc = url.origin === PROBE_ORIGIN ? byPath.get(url.pathname) : undefined;
    if (doc) {
      const body = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>xss</title></head><body><main><div class="cms">${doc.html}</div></main></body></html>`;
      await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
    } else if (
      route.request().resourceType() === 'document' &&
      route.request().frame() === route.request().frame().page()?.mainFrame()
    ) {
      // A link or form the visitor step follows: 204 keeps the document (and its probe) where it is.
      await route.fulfill({ status: 204, body: '' });
    } else {
      // Pictures, media and frames the payloads point at: a quick 404, never the network.
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'absent' });
    }
  });
  const results = new Map<string, DocumentResult>();
  const queue = [...byPath.entries()];
  const worker = async () => {
    const page = await context.newPage();
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [path, doc] = next;
      try {
        await page.goto(`${PROBE_ORIGIN}${path}`, { waitUntil: 'load' });
        results.set(doc.id, await settleAndProbe(page, 'main .cms', { visitor: true }));
      } catch (error) {
        // A raw payload that navigates the page away (none should, sanitized) is recorded, not fatal.
        results.set(doc.id, {
          fired: false,
          settled: false,
          violations: [`navigated or failed: ${String(error).slice(0, 120)}`],
        });
        await page.close();
        return worker();
      }
    }
    await page.close();
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await context.unroute('**/*');
  return results;
}

const chunk = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

test.describe('(a) every payload in a blank Chromium page, with no CSP', () => {
  test('sanitized: the probe stays unset and the DOM holds no handler or script URL', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', ONCE);
    const context = await browser.newContext();
    try {
      const sanitized = (payloads: readonly XssPayload[]) =>
        payloads
          .map((payload) => `<div data-payload="${payload.id}">${sanitizeCmsHtml(payload.html)}</div>`)
          .join('\n');
      // Batches of 24 (the sanitizer's output is well formed: one payload cannot swallow the next), and all of them
      // in one document, as a layout holding every payload would be served.
      const documents = [
        ...chunk(XSS_PAYLOADS, 24).map((batch) => ({
          id: `${batch[0]!.id} … ${batch.at(-1)!.id}`,
          html: sanitized(batch),
        })),
        { id: 'all payloads at once', html: sanitizeCmsHtml(XSS_PAYLOADS.map((payload) => payload.html).join('\n')) },
      ];
      const results = await runDocuments(context, documents);
      expect(results.size).toBe(documents.length);
      for (const [id, result] of results) {
        expect.soft(result.fired, `probe set by ${id}`).toBe(false);
        expect.soft(result.violations, `DOM of ${id}`).toEqual([]);
        expect.soft(result.settled, `pictures and media of ${id} loaded or failed`).toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  test('raw: the same harness sees most payloads run (the probe and the harness can fail)', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop-1280', ONCE);
    const context = await browser.newContext();
    try {
      const results = await runDocuments(
        context,
        XSS_PAYLOADS.map((payload) => ({ id: payload.id, html: payload.html })),
      );
      const fired = XSS_PAYLOADS.filter((payload) => results.get(payload.id)?.fired);
      const share = fired.length / XSS_PAYLOADS.length;
      const report = [
        `Raw payloads that set window.__xss in Chromium: ${fired.length}/${XSS_PAYLOADS.length} (${Math.round(share * 100)} %).`,
        `Fired: ${fired.map((payload) => payload.id).join(', ')}`,
        `Inert raw (old-browser vectors, encoded text, or neutralised by the parser): ${XSS_PAYLOADS.filter(
          (payload) => !results.get(payload.id)?.fired,
        )
          .map((payload) => payload.id)
          .join(', ')}`,
      ].join('\n');
      await testInfo.attach('raw-payload-share.txt', { body: report, contentType: 'text/plain' });
      console.log(report);
      // 180 of 288 (63 %) in Chromium 156: the rest are old-browser vectors, encoded text, or markup the parser
      // itself neutralises. A margin for browser versions, not for a blind harness.
      expect(share, report).toBeGreaterThanOrEqual(0.55);
      // The classics run raw: if these did not, the harness would be blind.
      for (const id of [
        'script-plain',
        'img-onerror',
        'svg-onload',
        'details-ontoggle',
        'iframe-srcdoc-script',
        'clobber-p-id',
      ]) {
        expect(results.get(id)?.fired, id).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});

async function firstLayout(request: APIRequestContext): Promise<{ idPage: number; layout: AdminLayout }> {
  const tree = (await (await request.get('/api/platform/admin/page')).json()).data as AdminPageNode[];
  const node = findPage(tree, PAGE_PATH);
  expect(node, `page ${PAGE_PATH} in the admin tree`).not.toBeNull();
  const layouts = (await (await request.get(`/api/platform/admin/page/${node!.id}/layout`)).json())
    .data as AdminLayout[];
  expect(layouts.length).toBeGreaterThan(0);
  return { idPage: node!.id, layout: layouts[0]! };
}

/** Opens the layout editor, puts `html` in it and saves (the save also expires the public page's cache). */
async function saveWithEditor(page: Page, idPage: number, idLayout: number, html: string) {
  await page.goto(`/admin/pages/${idPage}/layouts/${idLayout}`);
  const source = page.getByLabel('Code HTML de la mise en page');
  await expect(source).toHaveAttribute('data-ready', 'true', { timeout: 30_000 });
  await source.fill(html);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('editor-status')).toContainText('Mise en page enregistrée', { timeout: 30_000 });
}

test('(b) the payloads saved in a salon layout: the public page and the editor preview run nothing', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', ONCE);
  const marker = `Charge XSS ${Date.now()}`;
  // NUL characters become U+FFFD, as the HTML parser itself does: the platform refuses a layout holding one with a
  // 400 (PostgreSQL text cannot store 0x00: mock-api/http/route.ts); the other payloads go as written.
  const payloads = XSS_PAYLOADS.map((payload) => payload.html.replaceAll('\u0000', '\ufffd')).join('\n');
  const html = `<p class="xss-marker">${marker}</p>\n${payloads}`;
  const admin = await browser.newContext();
  const visitor = await browser.newContext();
  // Pictures and media the payloads point at (`x`, `x.png`, `1`…): a quick 404 instead of a rendered 404 page each.
  for (const context of [admin, visitor]) {
    await context.route(
      (url) => url.origin === new URL(baseURL!).origin && !/^\/(?:_next|images|fonts)\//.test(url.pathname),
      (route) =>
        ['image', 'media'].includes(route.request().resourceType())
          ? route.fulfill({ status: 404, body: '' })
          : route.fallback(),
    );
  }
  const login = await admin.request.post('/api/platform/login', {
    headers: { origin: baseURL! },
    data: { email: 'admin@salon.test', password: PASSWORD },
  });
  expect(login.status(), 'admin log in').toBe(200);
  const { idPage, layout: original } = await firstLayout(admin.request);
  const editor = await admin.newPage();
  try {
    await saveWithEditor(editor, idPage, original.id, html);
    // The live preview (the preview server function's answer to what was typed).
    const preview = editor.getByTestId('layout-preview');
    await expect(preview).toContainText(marker, { timeout: 20_000 });
    let result = await settleAndProbe(editor, '[data-testid="layout-preview"] .cms');
    expect(result.fired, 'probe set in the live preview').toBe(false);
    expect(result.violations, 'live preview DOM').toEqual([]);

    // The public page, as a visitor: the saved layout is there, and nothing of it runs.
    const visit = await visitor.newPage();
    const response = await visit.goto(`/${PAGE_PATH}`);
    expect(response?.status()).toBe(200);
    await expect(visit.locator('main')).toContainText(marker);
    result = await settleAndProbe(visit, 'main .cms');
    expect(result.fired, 'probe set on the public page').toBe(false);
    expect(result.violations, 'public page DOM').toEqual([]);
    await testInfo.attach('public-page-csp.txt', {
      body: response?.headers()['content-security-policy'] ?? '(none)',
      contentType: 'text/plain',
    });

    // The editor opened again: the preview it is rendered with on the server.
    await editor.reload();
    await expect(preview).toContainText(marker, { timeout: 30_000 });
    result = await settleAndProbe(editor, '[data-testid="layout-preview"] .cms');
    expect(result.fired, 'probe set in the server-rendered preview').toBe(false);
    expect(result.violations, 'server-rendered preview DOM').toEqual([]);
  } finally {
    // Put the page back as it was, through the editor (its save expires the cached public page); straight through
    // the platform if the editor cannot.
    try {
      await saveWithEditor(editor, idPage, original.id, original.html);
    } catch {
      const current = (await firstLayout(admin.request)).layout;
      await admin.request.put(`/api/platform/admin/page/${idPage}/layout/${original.id}`, {
        headers: { origin: baseURL! },
        data: { html: original.html, hash: current.hash },
      });
    }
    const restored = (await firstLayout(admin.request)).layout;
    await Promise.all([admin.close(), visitor.close()]);
    expect(restored.html, 'layout restored').toBe(original.html);
  }
});
