'use server';

import { updateTag } from 'next/cache';
import { z } from 'zod';
import { cacheTags } from '@/lib/cache-tags';
import { MAX_LAYOUT_HTML } from '@/lib/platform/schemas/site';
import { sanitizeCmsHtml } from '@/lib/sanitize-cms-html';
import { adminSession } from './session';

// Server functions of the layout editor. Each one checks the admin's role itself (a server action is a public
// POST endpoint: the proxy's gate is not enough). Next also refuses them from another origin.

const htmlSchema = z.string().max(MAX_LAYOUT_HTML);

export type PreviewResult = { ok: true; html: string } | { ok: false; reason: 'forbidden' | 'invalid' };

/**
 * The live preview's html: the SAME sanitizer as the public page (lib/sanitize-cms-html.ts), run on the
 * server, so what the admin sees is exactly what visitors will get, and the sanitizer (sanitize-html and its
 * parser) never ships to the browser.
 */
export async function previewLayoutHtml(html: unknown): Promise<PreviewResult> {
  const parsed = htmlSchema.safeParse(html);
  if (!parsed.success) return { ok: false, reason: 'invalid' };
  if (!(await adminSession())) return { ok: false, reason: 'forbidden' };
  return { ok: true, html: sanitizeCmsHtml(parsed.data) };
}

/**
 * After a save: expire the site's `pages` reads (tag of lib/cache-tags.ts), and with them the cached pages
 * that used them. `updateTag` (not the webhook's stale-while-revalidate 'max'): the next visit waits for the
 * fresh page, so the public page shows the saved layout at once (issue 5 §4). Only for an admin of THIS site:
 * never an unauthenticated revalidation.
 */
export async function expireSitePages(): Promise<{ ok: boolean }> {
  const session = await adminSession();
  if (!session) return { ok: false };
  updateTag(cacheTags.scope(session.siteId, 'pages'));
  return { ok: true };
}
