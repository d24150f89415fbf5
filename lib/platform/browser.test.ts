import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createProgressStore } from '../loading-progress';
import { createPlatformClient, platformRequest } from './client';
import { trackProgress } from './browser';

const BASE = 'http://storefront.test/api/platform';
const server = setupServer(
  http.get(`${BASE}/slow`, async () => {
    await delay(50);
    return HttpResponse.json({ success: true, data: 1, message: '' });
  }),
  http.get(`${BASE}/broken`, () => HttpResponse.json({ success: false, data: null, message: 'Non' }, { status: 400 })),
  http.get(`${BASE}/hang`, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function tracked() {
  const store = createProgressStore();
  const start = vi.spyOn(store, 'start');
  const ends: string[] = [];
  start.mockImplementation(
    () =>
      (outcome = 'ok') =>
        void ends.push(outcome),
  );
  return { client: trackProgress(createPlatformClient({ baseURL: BASE }), store), start, ends };
}

describe('trackProgress (the browser client feeds the loading bar)', () => {
  it('counts a request while in flight and ends it ok', async () => {
    const { client, start, ends } = tracked();
    await expect(platformRequest(client, { url: '/slow' })).resolves.toBe(1);
    expect(start).toHaveBeenCalledTimes(1);
    expect(ends).toEqual(['ok']);
  });
  it('marks a refused request failed, still rejecting with the server message', async () => {
    const { client, ends } = tracked();
    await expect(platformRequest(client, { url: '/broken' })).rejects.toMatchObject({
      kind: 'refused',
      message: 'Non',
    });
    expect(ends).toEqual(['failed']);
  });
  it('does not mark a cancelled request failed (spec §8)', async () => {
    const { client, ends } = tracked();
    const controller = new AbortController();
    const pending = platformRequest(client, { url: '/hang', signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toMatchObject({ kind: 'cancelled' });
    expect(ends).toEqual(['cancelled']);
  });
});
