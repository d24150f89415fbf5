// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { mayHaveSession } from '@/lib/platform/session-hint';
import { fetchCart } from './cart-calls';

// Issue 14 §5 (best practices): an empty /panier or /commande of a visitor who never logged in asked the platform
// for "new" and logged the platform's 404 in the console. A visitor has no main cart: nothing to ask.

const server = setupServer();
const asked: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  document.cookie = 'idSite=; max-age=0; path=/';
});
afterAll(() => server.close());

const notFound = () =>
  http.post('*/api/platform/cart/:cartId', ({ params }) => {
    asked.push(String(params.cartId));
    return HttpResponse.json({ success: false, data: null, message: 'Panier introuvable.' }, { status: 404 });
  });

describe('fetchCart("new")', () => {
  it('asks nothing for a visitor who was never logged in: no cart, no 404', async () => {
    server.use(notFound());
    await expect(fetchCart('new')).resolves.toBeNull();
    expect(asked).toEqual([]);
  });

  it("asks the platform for a member's main cart, and reads its 404 (no main cart yet) as no cart", async () => {
    document.cookie = 'idSite=2; path=/';
    server.use(notFound());
    await expect(fetchCart('new')).resolves.toBeNull();
    expect(asked).toEqual(['new']);
  });

  it('always asks for a stored cart id (a refusal is the caller’s to handle)', async () => {
    server.use(notFound());
    await expect(fetchCart('3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11')).rejects.toMatchObject({ status: 404 });
    expect(asked).toEqual(['3f0c8a52-6a43-4d8e-9a57-0c7e1f3b9d11']);
  });
});

describe('mayHaveSession', () => {
  it('is true only with a non-empty idSite cookie', () => {
    expect(mayHaveSession('')).toBe(false);
    expect(mayHaveSession('consentement_cookies=x; idSite=')).toBe(false);
    expect(mayHaveSession('NEXT_LOCALE=fr; idSite=2')).toBe(true);
    expect(mayHaveSession('myidSite=2')).toBe(false);
  });
});
