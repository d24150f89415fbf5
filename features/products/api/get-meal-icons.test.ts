import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

// Spec §4 "Meal icons: fetched only if not yet loaded": every product sheet of a site needs the meal icons, and the
// platform is asked once per site, not once per sheet. The platform is msw (the real client and its headers); Next's
// data cache, which exists only inside a Next server, is stood in for by a map of entries by key parts, expired by
// tag as `POST /api/revalidate` expires them.

const entries = new Map<string, { value: Promise<unknown>; tags: readonly string[] }>();
vi.mock('next/cache', () => ({
  unstable_cache:
    (read: () => Promise<unknown>, keyParts: readonly string[], options?: { tags?: readonly string[] }) => () => {
      const key = JSON.stringify(keyParts);
      const hit = entries.get(key);
      if (hit) return hit.value;
      const value = read();
      entries.set(key, { value, tags: options?.tags ?? [] });
      // Like Next's data cache, a failed read is not kept.
      value.catch(() => entries.delete(key));
      return value;
    },
}));
const expireTag = (tag: string) => {
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
};

const { getMealIcons } = await import('./get-products');

const ICONS = {
  1: [],
  2: [
    { id: 1, name: 'Viandes rouges', icon: 'viande-rouge.svg' },
    { id: 2, name: 'Fromages', icon: 'fromage.svg' },
  ],
} as const;

const calls: string[] = [];
const server = setupServer(
  http.get('*/parameter/product/meal-icon', ({ request }) => {
    const site = request.headers.get('idSite') ?? '?';
    calls.push(site);
    return HttpResponse.json({ success: true, data: ICONS[Number(site) as 1 | 2], message: '' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  entries.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('getMealIcons (spec §4: fetched only if not yet loaded)', () => {
  it('asks the platform once per site, however many sheets read them, at once or later', async () => {
    const sheets = await Promise.all([getMealIcons(2), getMealIcons(2), getMealIcons(2)]);
    for (const icons of sheets) expect(icons).toEqual(ICONS[2]);
    expect(await getMealIcons(2)).toEqual(ICONS[2]);
    expect(calls).toEqual(['2']);
    // Another site has its own icons: its own call, once.
    expect(await getMealIcons(1)).toEqual([]);
    expect(await getMealIcons(1)).toEqual([]);
    expect(calls).toEqual(['2', '1']);
  });

  it('asks again once the site’s products are expired (the platform’s webhook), and only for that site', async () => {
    await Promise.all([getMealIcons(1), getMealIcons(2)]);
    expireTag('site:2:products');
    await Promise.all([getMealIcons(1), getMealIcons(2)]);
    expect(calls.sort()).toEqual(['1', '2', '2']);
  });

  it('keeps no failure: a platform error is asked again on the next sheet', async () => {
    server.use(
      http.get('*/parameter/product/meal-icon', () => {
        calls.push('down');
        return HttpResponse.json({ success: false, data: null, message: 'Erreur' }, { status: 503 });
      }),
    );
    await expect(getMealIcons(2)).rejects.toThrow();
    server.resetHandlers();
    expect(await getMealIcons(2)).toEqual(ICONS[2]);
    expect(calls).toEqual(['down', '2']);
  });
});
