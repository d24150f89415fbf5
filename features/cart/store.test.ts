// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  cartStorageKey,
  cartStore,
  checkoutStorageKey,
  clearCart,
  EMPTY_CART,
  NEW_CART,
  parseStoredCart,
  restoreCart,
  setCartError,
  syncCart,
  updateCart,
} from './store';

const stored = (siteId: number) => JSON.parse(window.localStorage.getItem(cartStorageKey(siteId)) ?? 'null');
const cart = (id: string, lines: [number, number][]) => ({
  id,
  totalProduct: lines.reduce((sum, [, q]) => sum + q, 0),
  products: lines.map(([declination, quantity]) => ({ quantity, declination: { id: declination } })),
});

beforeEach(() => {
  window.localStorage.clear();
  cartStore.setState({ siteId: null, ...EMPTY_CART });
});

describe('cart store (spec §4: the id lives in localStorage, "new" when none)', () => {
  it('starts with no cart: id "new", count 0', () => {
    restoreCart(1);
    expect(cartStore.getState()).toMatchObject({ siteId: 1, cartId: NEW_CART, count: 0, errorMessage: null });
  });

  it('keeps one cart per site', () => {
    restoreCart(1);
    syncCart(cart('aaaa-1', [[10, 2]]));
    cartStore.setState({ siteId: null, ...EMPTY_CART });
    restoreCart(2);
    expect(cartStore.getState().cartId).toBe(NEW_CART);
    syncCart(cart('bbbb-2', [[20, 5]]));
    expect(stored(1)).toMatchObject({ cartId: 'aaaa-1', count: 2, lines: { '10': 2 } });
    expect(stored(2)).toMatchObject({ cartId: 'bbbb-2', count: 5, lines: { '20': 5 } });
    cartStore.setState({ siteId: null, ...EMPTY_CART });
    restoreCart(1);
    expect(cartStore.getState()).toMatchObject({ cartId: 'aaaa-1', count: 2 });
  });

  it('stores the server cart as the truth and clears the error message', () => {
    restoreCart(1);
    setCartError('Plus que 3 articles en stock');
    syncCart(
      cart('c-1', [
        [10, 2],
        [11, 3],
        [10, 1],
      ]),
    );
    expect(cartStore.getState()).toMatchObject({
      cartId: 'c-1',
      count: 6,
      lines: { '10': 3, '11': 3 },
      errorMessage: null,
    });
  });

  it('stores the cart error message (spec §8)', () => {
    restoreCart(1);
    setCartError('Ce produit est introuvable.');
    expect(stored(1).errorMessage).toBe('Ce produit est introuvable.');
  });

  it('clears the cart with a reason (failed refresh) or without (logout)', () => {
    restoreCart(1);
    syncCart(cart('c-1', [[10, 2]]));
    clearCart('Votre panier n’est plus disponible : il a été vidé.');
    expect(cartStore.getState()).toMatchObject({
      cartId: NEW_CART,
      count: 0,
      lines: {},
      errorMessage: 'Votre panier n’est plus disponible : il a été vidé.',
    });
    clearCart();
    expect(stored(1)).toEqual({ cartId: NEW_CART, count: 0, lines: {}, errorMessage: null });
  });

  it('takes the checkout choices stored for its site with it (spec §4), whether the checkout was opened or not', () => {
    window.localStorage.setItem(checkoutStorageKey(1), JSON.stringify({ phone: '0612345678', message: 'Sonnez' }));
    window.localStorage.setItem(checkoutStorageKey(2), JSON.stringify({ phone: '0698765432' }));
    restoreCart(1);
    syncCart(cart('c-1', [[10, 2]]));
    clearCart();
    expect(window.localStorage.getItem(checkoutStorageKey(1))).toBeNull();
    expect(window.localStorage.getItem(checkoutStorageKey(2))).not.toBeNull(); // another site's cart, not cleared
  });

  it('follows another tab changing the same cart', () => {
    restoreCart(1);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: cartStorageKey(1),
        newValue: JSON.stringify({ cartId: 'other-tab', count: 4, lines: {} }),
      }),
    );
    expect(cartStore.getState()).toMatchObject({ cartId: 'other-tab', count: 4 });
    window.dispatchEvent(
      new StorageEvent('storage', { key: cartStorageKey(2), newValue: JSON.stringify({ cartId: 'site-2', count: 9 }) }),
    );
    expect(cartStore.getState().cartId).toBe('other-tab');
  });

  it('an optimistic count is stored too', () => {
    restoreCart(3);
    updateCart({ count: 7 });
    expect(stored(3).count).toBe(7);
  });
});

describe('parseStoredCart: anything odd in localStorage is an empty cart', () => {
  it.each([
    [null, EMPTY_CART],
    ['not json', EMPTY_CART],
    ['null', EMPTY_CART],
    ['"text"', EMPTY_CART],
    [JSON.stringify({ cartId: '../../etc', count: 3 }), EMPTY_CART],
    [JSON.stringify({ cartId: 'new', count: 3, lines: { '1': 3 } }), EMPTY_CART],
    [
      JSON.stringify({ cartId: 'abc-1', count: -1, lines: { x: 2, '5': 1.5, '6': 2 } }),
      { cartId: 'abc-1', count: 0, lines: { '6': 2 }, errorMessage: null },
    ],
    [
      JSON.stringify({ cartId: 'abc-1', count: 2, lines: {}, errorMessage: 'Oups' }),
      { cartId: 'abc-1', count: 2, lines: {}, errorMessage: 'Oups' },
    ],
  ])('%s', (raw, expected) => {
    expect(parseStoredCart(raw)).toEqual(expected);
  });
});
