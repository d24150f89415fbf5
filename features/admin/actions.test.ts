import { beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.hoisted(() => ({ current: null as null | { siteId: number } }));
const updateTag = vi.hoisted(() => vi.fn());
vi.mock('./session', () => ({ adminSession: async () => session.current }));
vi.mock('next/cache', () => ({ updateTag }));

const { expireSitePages, previewLayoutHtml } = await import('./actions');

beforeEach(() => {
  session.current = null;
  updateTag.mockClear();
});

describe('previewLayoutHtml (the live preview, sanitized like the public page)', () => {
  it('refuses anyone who is not an admin of this site', async () => {
    expect(await previewLayoutHtml('<p>x</p>')).toEqual({ ok: false, reason: 'forbidden' });
  });
  it('refuses what is not a layout (not a string, too long)', async () => {
    session.current = { siteId: 1 };
    expect(await previewLayoutHtml({ html: 1 })).toEqual({ ok: false, reason: 'invalid' });
    expect(await previewLayoutHtml('x'.repeat(200_001))).toEqual({ ok: false, reason: 'invalid' });
  });
  it('gives an admin the sanitized html: no script, no handler, the content kept', async () => {
    session.current = { siteId: 1 };
    const result = await previewLayoutHtml('<h2>Titre</h2><p onclick="x()">Texte</p><script>alert(1)</script>');
    expect(result).toEqual({ ok: true, html: '<h2>Titre</h2><p>Texte</p>' });
  });
});

describe('expireSitePages (after a save, never for anyone else)', () => {
  it('expires nothing without an admin session', async () => {
    expect(await expireSitePages()).toEqual({ ok: false });
    expect(updateTag).not.toHaveBeenCalled();
  });
  it("expires the admin's own site's pages tag", async () => {
    session.current = { siteId: 2 };
    expect(await expireSitePages()).toEqual({ ok: true });
    expect(updateTag).toHaveBeenCalledExactlyOnceWith('site:2:pages');
  });
});
